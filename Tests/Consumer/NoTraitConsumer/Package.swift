// swift-tools-version:6.2
// A package that depends on Verdict by URL with no trait, as a user's does: Tests/Consumer/check.sh
// copies it, points the URL at a bare clone of the checkout tagged 1.0.0, builds and runs it, and
// checks that it resolved one package, Verdict, and fetched nothing else. `NoTraitConsumer` uses the
// validation module alone, and must not load FoundationNetworking (nor libcurl); `UmbrellaConsumer`
// imports `Verdict`, every feature, and does load it: the check of the first can fail.
import PackageDescription

let package = Package(
    name: "NoTraitConsumer",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [
        .package(url: "VERDICT_URL", from: "1.0.0")
    ],
    targets: [
        .executableTarget(
            name: "NoTraitConsumer", dependencies: [.product(name: "VerdictValidation", package: "Verdict")]),
        .executableTarget(name: "UmbrellaConsumer", dependencies: [.product(name: "Verdict", package: "Verdict")]),
    ],
    swiftLanguageModes: [.v6]
)
