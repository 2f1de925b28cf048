// swift-tools-version:6.2
import PackageDescription

/// A test target's dependencies: the modules it tests, the shared fixtures and the test-support
/// library.
func testDependencies(_ modules: [String]) -> [Target.Dependency] {
    let shared = [
        "VerdictTestSupport", "VerdictTesting", "VerdictValidation", "VerdictEngine", "VerdictRules",
        "VerdictVocabulary",
    ]
    return (modules + shared.filter { !modules.contains($0) }).map { .target(name: $0) }
}

let package = Package(
    name: "Verdict",
    // The lowest versions whose APIs the library needs: Observation (`FormSession` is `Observable`),
    // and `Clock` and `Duration` (macOS 13). What needs a newer system carries `@available`. Every
    // package of the repository says the same. Only Linux is built here (`.ci/run`).
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        // `import Verdict` brings everything; a feature product links only its feature (and the
        // ones below it), so that a server that validates one struct links no FoundationNetworking.
        .library(name: "Verdict", targets: ["Verdict"]),
        .library(name: "VerdictValidation", targets: ["VerdictValidation"]),
        .library(name: "VerdictAssignment", targets: ["VerdictAssignment"]),
        .library(name: "VerdictForms", targets: ["VerdictForms"]),
        .library(name: "VerdictSchema", targets: ["VerdictSchema"]),
        .library(name: "VerdictRemote", targets: ["VerdictRemote"]),
        .library(name: "VerdictTesting", targets: ["VerdictTesting"]),
        .executable(name: "signup-demo", targets: ["SignUpDemo"]),
    ],
    targets: [
        // The layers, as targets, so that a reference against their order is a compile error (see
        // Sources/Verdict/Verdict.docc/Design.md): the vocabulary (errors, paths, messages, JSON),
        // the rules, the engine (declaration records, graph, evaluator; no `public` declaration,
        // only `package` ones); above them the features, one module each: validation (the DSL,
        // `validate`, the check options), assignment, the JSON Schema and OpenAPI, forms, and
        // remote checks (the one module that imports FoundationNetworking); and `Verdict`, the
        // umbrella that users import, which re-exports them all.
        // Every library target is built with strict memory safety (SE-0458): each unsafe operation
        // is marked `unsafe`, next to the invariant that makes it safe; the pointer operations are
        // gathered in `Sources/VerdictEngine/Unsafe/` (`Tests/Lint/unsafe.sh`), whose README also
        // lists every `nonisolated(unsafe)` and `@unchecked Sendable`.
        .target(name: "VerdictVocabulary", swiftSettings: [.strictMemorySafety()]),
        .target(
            name: "VerdictRules", dependencies: ["VerdictVocabulary"], swiftSettings: [.strictMemorySafety()]),
        .target(
            name: "VerdictEngine", dependencies: ["VerdictVocabulary", "VerdictRules"],
            exclude: ["Unsafe/README.md"], swiftSettings: [.strictMemorySafety()]),
        .target(
            name: "VerdictValidation", dependencies: ["VerdictVocabulary", "VerdictRules", "VerdictEngine"],
            swiftSettings: [.strictMemorySafety()]),
        .target(
            name: "VerdictAssignment", dependencies: ["VerdictValidation", "VerdictEngine"],
            swiftSettings: [.strictMemorySafety()]),
        .target(
            name: "VerdictSchema", dependencies: ["VerdictAssignment", "VerdictEngine"],
            swiftSettings: [.strictMemorySafety()]),
        .target(
            name: "VerdictForms", dependencies: ["VerdictAssignment", "VerdictEngine"],
            swiftSettings: [.strictMemorySafety()]),
        .target(
            name: "VerdictRemote", dependencies: ["VerdictVocabulary", "VerdictRules"],
            swiftSettings: [.strictMemorySafety()]),
        .target(
            name: "Verdict",
            dependencies: ["VerdictValidation", "VerdictAssignment", "VerdictSchema", "VerdictForms", "VerdictRemote"],
            swiftSettings: [.strictMemorySafety()]),
        .target(
            name: "VerdictTesting", dependencies: ["VerdictForms"],
            swiftSettings: [.strictMemorySafety()]),
        .executableTarget(name: "SignUpDemo", dependencies: ["Verdict"], path: "Examples/SignUpDemo"),
        // One test target per library module, so that a change in a module rebuilds its own tests
        // and those above it; `VerdictTests` holds what crosses features (the documentation's
        // examples, the seeds, hostile input, HTTP integration). The fixtures they share are a
        // target of their own (no product).
        .target(
            name: "VerdictTestSupport", dependencies: ["VerdictValidation", "VerdictRemote"],
            path: "Tests/VerdictTestSupport"),
        .testTarget(
            name: "VerdictVocabularyTests",
            dependencies: testDependencies(["VerdictVocabulary", "VerdictAssignment", "VerdictRemote"])),
        .testTarget(name: "VerdictRulesTests", dependencies: testDependencies(["VerdictRules", "VerdictForms"])),
        .testTarget(
            name: "VerdictEngineTests",
            dependencies: testDependencies(["VerdictEngine", "VerdictForms", "VerdictAssignment"])),
        .testTarget(
            name: "VerdictValidationTests",
            dependencies: testDependencies(["VerdictValidation", "VerdictAssignment", "VerdictRemote", "VerdictForms"])),
        .testTarget(
            name: "VerdictAssignmentTests", dependencies: testDependencies(["VerdictAssignment", "VerdictForms"])),
        .testTarget(name: "VerdictSchemaTests", dependencies: testDependencies(["VerdictSchema"])),
        .testTarget(name: "VerdictFormsTests", dependencies: testDependencies(["VerdictForms", "VerdictRemote"])),
        .testTarget(
            name: "VerdictRemoteTests", dependencies: testDependencies(["VerdictRemote", "VerdictValidation"])),
        .testTarget(name: "VerdictTests", dependencies: testDependencies(["Verdict"])),
        .testTarget(name: "VerdictTestingTests", dependencies: ["VerdictTesting", "Verdict"]),
    ],
    swiftLanguageModes: [.v6]
)
