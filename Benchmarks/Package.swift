// swift-tools-version:6.2
import PackageDescription

// Benchmarks of Verdict against hand-written Swift checks. A separate package, so the library
// keeps no benchmark code or dependency. Run: `swift run -c release VerdictBenchmarks`.
let package = Package(
    name: "VerdictBenchmarks",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        // The harness (timing, tables, command line), also used by VaporComparison/.
        .library(name: "BenchmarkHarness", targets: ["BenchmarkHarness"])
    ],
    dependencies: [
        .package(name: "Verdict", path: ".."),
        // The demo's sign-up form, which the sign-up and assignment suites measure.
        .package(name: "SignUpExample", path: "../Examples/SignUp"),
    ],
    targets: [
        .target(name: "BenchmarkHarness"),
        .executableTarget(
            name: "VerdictBenchmarks",
            dependencies: [
                "BenchmarkHarness", .product(name: "Verdict", package: "Verdict"),
                .product(name: "SignUpExample", package: "SignUpExample"),
            ]),
        // What a hostile body costs: CPU per doubling of bad elements, and strict mode's answer.
        .executableTarget(name: "HostileBodies", dependencies: [.product(name: "Verdict", package: "Verdict")]),
        // Issue 24: the resident set over 300,000 asynchronous validations with fresh options.
        .executableTarget(name: "FreshOptionsRSS", dependencies: [.product(name: "Verdict", package: "Verdict")]),
    ],
    swiftLanguageModes: [.v6]
)
