// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Verdict",
    products: [
        .library(name: "Verdict", targets: ["Verdict"]),
        .library(name: "VerdictTesting", targets: ["VerdictTesting"]),
        .executable(name: "signup-demo", targets: ["SignUpDemo"]),
    ],
    targets: [
        .target(name: "Verdict"),
        .target(name: "VerdictTesting", dependencies: ["Verdict"]),
        .executableTarget(name: "SignUpDemo", dependencies: ["Verdict"], path: "Examples/SignUpDemo"),
        .testTarget(name: "VerdictTests", dependencies: ["Verdict", "VerdictTesting"]),
        .testTarget(name: "VerdictTestingTests", dependencies: ["VerdictTesting", "Verdict"]),
    ],
    swiftLanguageModes: [.v6]
)
