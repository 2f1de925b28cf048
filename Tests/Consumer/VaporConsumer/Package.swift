// swift-tools-version:6.2
// A package that depends on Verdict by URL with the trait `Vapor`, as a user's does:
// Tests/Consumer/check.sh copies it, points the URL at a bare clone of the checkout tagged 1.0.0,
// starts it on 127.0.0.1 and sends it a sign-up that must be refused with 422.
import PackageDescription

let package = Package(
    name: "VaporConsumer",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [
        .package(url: "VERDICT_URL", from: "1.0.0", traits: ["Vapor"]),
        .package(url: "https://github.com/vapor/vapor", from: "4.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "VaporConsumer",
            dependencies: [
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "VerdictVapor", package: "Verdict"),
                .product(name: "Vapor", package: "vapor"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
