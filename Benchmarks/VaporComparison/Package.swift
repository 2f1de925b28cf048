// swift-tools-version:6.2
import PackageDescription

// Verdict against Vapor's validation, end to end on the same JSON body. A package of its own, so
// that the main benchmarks build without Vapor (its first build takes minutes). Run:
// `swift run -c release --scratch-path /tmp/verdict-vapor VaporComparison`.
let package = Package(
    name: "VaporComparison",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [
        .package(name: "Verdict", path: "../.."),
        .package(name: "VerdictBenchmarks", path: ".."),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
    ],
    targets: [
        .executableTarget(
            name: "VaporComparison",
            dependencies: [
                .product(name: "BenchmarkHarness", package: "VerdictBenchmarks"),
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "Vapor", package: "vapor"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
