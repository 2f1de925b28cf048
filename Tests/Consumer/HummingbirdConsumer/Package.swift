// swift-tools-version:6.2
// A package that depends on Verdict by URL with the trait `Hummingbird`, as a user's does:
// Tests/Consumer/check.sh copies it, points the URL at a bare clone of the checkout tagged 1.0.0,
// starts it on 127.0.0.1 and sends it a sign-up that must be refused with 422.
import PackageDescription

let package = Package(
    name: "HummingbirdConsumer",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [
        .package(url: "VERDICT_URL", from: "1.0.0", traits: ["Hummingbird"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "HummingbirdConsumer",
            dependencies: [
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "VerdictHummingbird", package: "Verdict"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
