// swift-tools-version:6.2
// The demo's sign-up form, in one place for every package that shows or measures it: the demo
// (`Examples/SignUpDemo`, by a symbolic link), the Hummingbird server (`Examples/Server`), the
// Vapor server (`Examples/VaporServer`) and the benchmarks. A package of its own, so that the
// Verdict library keeps no example product; it needs none of the root package's traits.
// VerdictVapor's tests compile the same sources as a target of the root package (`SignUpExample`,
// in no product), since the root cannot depend on this package, which depends on it.
import PackageDescription

let package = Package(
    name: "SignUpExample",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "SignUpExample", targets: ["SignUpExample"])
    ],
    dependencies: [
        .package(name: "Verdict", path: "../..")
    ],
    targets: [
        .target(name: "SignUpExample", dependencies: [.product(name: "Verdict", package: "Verdict")])
    ],
    swiftLanguageModes: [.v6]
)
