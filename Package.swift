// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Verdict",
    // The lowest versions whose APIs the library needs: Observation (`FormSession` is `Observable`),
    // and `Clock` and `Duration` (macOS 13). What needs a newer system carries `@available`. Every
    // package of the repository says the same. Only Linux is built here (`.ci/run`).
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Verdict", targets: ["Verdict"]),
        .library(name: "VerdictTesting", targets: ["VerdictTesting"]),
        .executable(name: "signup-demo", targets: ["SignUpDemo"]),
    ],
    targets: [
        // The layers, as targets, so that a reference against their order is a compile error (see
        // Sources/Verdict/Verdict.docc/Design.md): the vocabulary (errors, paths, messages,
        // JSON), the rules, the engine (declaration records, graph, evaluator; no `public`
        // declaration, only `package` ones), and `Verdict`, which users import and which re-exports
        // the vocabulary and the rules.
        // The vocabulary, the rules, the engine, `Verdict` and `VerdictTesting` are built with strict
        // memory safety (SE-0458): each unsafe operation is marked `unsafe`, next to the invariant
        // that makes it safe; the pointer operations of the engine and `Verdict` are gathered in
        // `Sources/VerdictEngine/Unsafe/` (`Tests/Lint/unsafe.sh`), whose README also lists every
        // `nonisolated(unsafe)` and `@unchecked Sendable`.
        .target(name: "VerdictVocabulary", swiftSettings: [.strictMemorySafety()]),
        .target(
            name: "VerdictRules", dependencies: ["VerdictVocabulary"], swiftSettings: [.strictMemorySafety()]),
        .target(
            name: "VerdictEngine", dependencies: ["VerdictVocabulary", "VerdictRules"],
            exclude: ["Unsafe/README.md"], swiftSettings: [.strictMemorySafety()]),
        .target(
            name: "Verdict", dependencies: ["VerdictVocabulary", "VerdictRules", "VerdictEngine"],
            swiftSettings: [.strictMemorySafety()]),
        .target(
            name: "VerdictTesting", dependencies: ["Verdict", "VerdictVocabulary"],
            swiftSettings: [.strictMemorySafety()]),
        .executableTarget(name: "SignUpDemo", dependencies: ["Verdict"], path: "Examples/SignUpDemo"),
        .testTarget(
            name: "VerdictTests",
            dependencies: ["Verdict", "VerdictEngine", "VerdictRules", "VerdictVocabulary", "VerdictTesting"]),
        .testTarget(name: "VerdictTestingTests", dependencies: ["VerdictTesting", "Verdict"]),
    ],
    swiftLanguageModes: [.v6]
)
