// swift-tools-version:6.0
import PackageDescription

// Benchmarks of Verdict against hand-written Swift checks. A separate package, so the library
// keeps no benchmark code or dependency. Run: `swift run -c release VerdictBenchmarks`.
let package = Package(
    name: "VerdictBenchmarks",
    products: [
        // The harness (timing, tables, command line), also used by VaporComparison/.
        .library(name: "BenchmarkHarness", targets: ["BenchmarkHarness"])
    ],
    dependencies: [
        .package(name: "Verdict", path: "..")
    ],
    targets: [
        .target(name: "BenchmarkHarness"),
        .executableTarget(
            name: "VerdictBenchmarks",
            dependencies: ["BenchmarkHarness", .product(name: "Verdict", package: "Verdict")]),
    ],
    swiftLanguageModes: [.v6]
)
