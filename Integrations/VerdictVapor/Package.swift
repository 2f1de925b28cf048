// swift-tools-version:6.2
// Verdict for Vapor 4: one line per route to read, assign and validate a request body, and an
// RFC 9457 problem response (422, or 400 for a body that cannot be read) when it is refused. A
// package of its own, so that the Verdict library keeps no dependency.
import PackageDescription

let package = Package(
    name: "VerdictVapor",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "VerdictVapor", targets: ["VerdictVapor"])
    ],
    dependencies: [
        .package(name: "Verdict", path: "../.."),
        .package(url: "https://github.com/vapor/vapor", from: "4.0.0"),
        // The demo's sign-up form, for the tests.
        .package(name: "SignUpExample", path: "../../Examples/SignUp"),
    ],
    targets: [
        .target(
            name: "VerdictVapor",
            dependencies: [
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
        .testTarget(
            name: "VerdictVaporTests",
            dependencies: [
                "VerdictVapor",
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "VerdictTesting", package: "Verdict"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "SignUpExample", package: "SignUpExample"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
