// swift-tools-version:6.2
import PackageDescription

// libFuzzer targets for Verdict, one per input surface. A separate package, so that the library
// keeps no fuzzing code; it depends on the library by path. Built with coverage and
// AddressSanitizer, and with testing enabled (the Punycode target reaches an internal encoder):
//
//     swift build -c release --scratch-path ../.build-fuzz \
//         -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing
//
// `run.sh` builds and runs them (see its header). Each target is an executable whose `main.swift`
// hands `LLVMFuzzerTestOneInput` to libFuzzer's `LLVMFuzzerRunDriver`: SwiftPM links an
// executable's entry point as `main`, so libFuzzer's own `main` is not the one that runs.
let targets = [
    "FuzzEmail", "FuzzURL", "FuzzPunycode", "FuzzValueRules", "FuzzTemplates", "FuzzReportDecoding",
    "FuzzAssignment", "FuzzReference", "FuzzPattern", "FuzzApply",
]

let package = Package(
    name: "VerdictFuzz",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [
        .package(name: "Verdict", path: "..")
    ],
    targets: [
        // The declaration of libFuzzer's `LLVMFuzzerRunDriver`, for Swift to call.
        .target(name: "FuzzSupport"),
        .target(
            name: "FuzzKit",
            dependencies: ["FuzzSupport", .product(name: "Verdict", package: "Verdict")]),
    ]
        + targets.map { name in
            .executableTarget(
                name: name, dependencies: ["FuzzKit", .product(name: "Verdict", package: "Verdict")])
        },
    swiftLanguageModes: [.v6]
)
