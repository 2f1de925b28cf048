// swift-tools-version:6.2
import PackageDescription

// The concurrency tests, run under ThreadSanitizer by `.ci/run`:
//
//     swift test --package-path Tests/Concurrency --scratch-path .build-tsan --sanitize=thread
//
// A package of its own, depending on the library by path, so that a sanitized build compiles the
// library and these tests only, not the main package's other test targets. Nothing here reads a
// clock: checks run on a manual clock that never moves, so no timeout can fire.
let package = Package(
    name: "VerdictConcurrencyTests",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [
        .package(name: "Verdict", path: "../..")
    ],
    targets: [
        .testTarget(
            name: "ConcurrencyTests",
            dependencies: [
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "VerdictTesting", package: "Verdict"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
