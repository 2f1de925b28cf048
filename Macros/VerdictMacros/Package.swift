// swift-tools-version:6.2
// `@AttributeNames`, the macro that writes a model's `NamedAttributes` table (the printable name of
// each stored property), so that an `@Observable` model needs no `name:` on its attributes. A
// package of its own, so that the Verdict library keeps no dependency on swift-syntax.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "VerdictMacros",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "VerdictMacros", targets: ["VerdictMacros"])
    ],
    dependencies: [
        .package(name: "Verdict", path: "../.."),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        .macro(
            name: "VerdictMacrosPlugin",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "VerdictMacros",
            dependencies: [
                "VerdictMacrosPlugin",
                .product(name: "Verdict", package: "Verdict"),
            ]
        ),
        .testTarget(
            name: "VerdictMacrosTests",
            dependencies: [
                "VerdictMacros",
                "VerdictMacrosPlugin",
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
