// swift-tools-version:6.2
// Verdict on Hummingbird 2: one line per route assigns a request body to a model, validates it
// and answers a refused request with RFC 9457 problem details. A package of its own, so that the
// Verdict library keeps no dependency.
import PackageDescription

let package = Package(
    name: "VerdictHummingbird",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "VerdictHummingbird", targets: ["VerdictHummingbird"])
    ],
    dependencies: [
        .package(name: "Verdict", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
    ],
    targets: [
        .target(
            name: "VerdictHummingbird",
            dependencies: [
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "VerdictHummingbirdTests",
            dependencies: [
                "VerdictHummingbird",
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "VerdictTesting", package: "Verdict"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
