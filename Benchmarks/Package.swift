// swift-tools-version:6.0
import PackageDescription

// Benchmarks of Verdict against hand-written Swift checks. A separate package, so the library
// keeps no benchmark code or dependency. Run: `swift run -c release VerdictBenchmarks`.
let package = Package(
    name: "VerdictBenchmarks",
    dependencies: [
        .package(name: "Verdict", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "VerdictBenchmarks",
            dependencies: [.product(name: "Verdict", package: "Verdict")])
    ],
    swiftLanguageModes: [.v6]
)
