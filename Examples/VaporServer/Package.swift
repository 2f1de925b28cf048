// swift-tools-version:6.2
// The sign-up server of Examples/Server, on Vapor 4 with VerdictVapor: the same routes and the
// same answers, byte for byte (the integration tests compare the two), and the routes the HTTP
// benchmark measures: the sign-up validated by Verdict, not validated at all, and validated with
// Vapor's own `Validatable`. A package of its own, as a user's server is:
// it depends on the root package with its trait `Vapor`, as the README shows.
import PackageDescription

let package = Package(
    name: "VerdictVaporServer",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .executable(name: "verdict-vapor-server", targets: ["VerdictVaporServer"])
    ],
    dependencies: [
        .package(name: "Verdict", path: "../..", traits: ["Vapor"]),
        .package(name: "SignUpExample", path: "../SignUp"),
        .package(url: "https://github.com/vapor/vapor", from: "4.0.0"),
    ],
    targets: [
        .target(
            name: "VerdictVaporServerCore",
            dependencies: [
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "VerdictVapor", package: "Verdict"),
                .product(name: "SignUpExample", package: "SignUpExample"),
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
        .executableTarget(
            name: "VerdictVaporServer",
            dependencies: ["VerdictVaporServerCore", .product(name: "Vapor", package: "vapor")]
        ),
        .testTarget(
            name: "VerdictVaporServerCoreTests",
            dependencies: [
                "VerdictVaporServerCore",
                .product(name: "Verdict", package: "Verdict"),
                .product(name: "VerdictVapor", package: "Verdict"),
                .product(name: "SignUpExample", package: "SignUpExample"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
