// swift-tools-version:6.2
// A package that depends on Verdict by URL with the trait `Macros`, as a user's does:
// Tests/Consumer/check.sh copies it, points the URL at a bare clone of the checkout tagged 1.0.0,
// builds and runs it: an `@Observable` model named by `@AttributeNames`, validated, with the
// validation module alone (the macro's expansion names no umbrella module).
import PackageDescription

let package = Package(
    name: "MacrosConsumer",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [
        .package(url: "VERDICT_URL", from: "1.0.0", traits: ["Macros"])
    ],
    targets: [
        .executableTarget(
            name: "MacrosConsumer",
            dependencies: [
                .product(name: "VerdictValidation", package: "Verdict"),
                .product(name: "VerdictMacros", package: "Verdict"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
