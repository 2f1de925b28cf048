// swift-tools-version:6.2
// The demo server of the integration tests: seed 003's remote validation (username availability)
// and a sign-up form validated with VerdictHummingbird. A package of its own, as a user's server
// is: it depends on the root package with its trait `Hummingbird`, as the README shows.
import PackageDescription

let package = Package(
    name: "VerdictServer",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .executable(name: "verdict-server", targets: ["VerdictServer"])
    ],
    dependencies: [
        .package(name: "Verdict", path: "../..", traits: ["Hummingbird"]),
        .package(name: "SignUpExample", path: "../SignUp"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
    ],
    targets: [
        .target(
            name: "VerdictServerCore",
            dependencies: [
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "VerdictHummingbird", package: "Verdict"),
                .product(name: "SignUpExample", package: "SignUpExample"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "VerdictServer",
            dependencies: [
                "VerdictServerCore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // The routes timed in-process, without the network (see Sources/RouteTiming/main.swift).
        .executableTarget(
            name: "RouteTiming",
            dependencies: [
                "VerdictServerCore",
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "VerdictServerCoreTests",
            dependencies: [
                "VerdictServerCore", .product(name: "Verdict", package: "Verdict"),
                .product(name: "SignUpExample", package: "SignUpExample"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
