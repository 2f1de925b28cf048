// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Verdict",
    products: [
        .library(name: "Verdict", targets: ["Verdict"]),
        .executable(name: "signup-demo", targets: ["SignUpDemo"]),
    ],
    targets: [
        .target(name: "Verdict"),
        .executableTarget(name: "SignUpDemo", dependencies: ["Verdict"], path: "Examples/SignUpDemo"),
        .testTarget(name: "VerdictTests", dependencies: ["Verdict"]),
    ],
    swiftLanguageModes: [.v6]
)
