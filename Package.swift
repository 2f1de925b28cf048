// swift-tools-version:6.2
import CompilerPluginSupport
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
        // Each of these needs its trait (below); without it, its module is empty.
        .library(name: "VerdictHummingbird", targets: ["VerdictHummingbird"]),
        .library(name: "VerdictVapor", targets: ["VerdictVapor"]),
        .library(name: "VerdictMacros", targets: ["VerdictMacros"]),
        .executable(name: "signup-demo", targets: ["SignUpDemo"]),
    ],
    // The integrations and the macro, one trait each (SE-0450), none enabled by default: a package
    // that depends on Verdict without a trait resolves Verdict alone, and a build of this package
    // with the default traits fetches nothing. A trait's package dependencies are used only under
    // its condition (`.when(traits:)`), and its targets' sources are wrapped in `#if TRAIT`
    // (SwiftPM defines each enabled trait as a compilation condition of every target here), so
    // that without the trait they compile to nothing. The trait, not `#if canImport(Hummingbird)`:
    // the condition is then exactly the dependency's, whereas in a scratch folder shared with a
    // build that had the trait, Hummingbird's module is there to import without being a dependency.
    // A consumer writes, for instance:
    //
    //     .package(url: "…/Verdict", from: "1.0.0", traits: ["Hummingbird"])
    traits: [
        .trait(
            name: "Hummingbird",
            description: "VerdictHummingbird: assign, validate and answer problem details on Hummingbird 2."),
        .trait(
            name: "Vapor", description: "VerdictVapor: assign, validate and answer problem details on Vapor 4."),
        .trait(
            name: "Macros",
            description: "VerdictMacros: the @AttributeNames macro (a dependency on swift-syntax)."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        // Hummingbird
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
        // Vapor
        .package(url: "https://github.com/vapor/vapor", from: "4.0.0"),
        // Macros
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
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
        // Trait `Hummingbird`: one line per route assigns a request body to a model, validates it
        // and answers a refused request with RFC 9457 problem details. The integrations build on
        // the features they use (assignment, validation, the OpenAPI description), not on the
        // umbrella, so that a server without remote checks links no FoundationNetworking.
        .target(
            name: "VerdictHummingbird",
            dependencies: [
                "VerdictSchema",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Hummingbird"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Hummingbird"])),
            ]),
        // Trait `Vapor`: the same on Vapor 4 (422, or 400 for a body that cannot be read).
        .target(
            name: "VerdictVapor",
            dependencies: [
                "VerdictSchema", .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            ]),
        // Trait `Macros`: `@AttributeNames`, which writes a model's `NamedAttributes` table (the
        // printable name of each stored property), so that an `@Observable` model needs no `name:`
        // on its attributes; its compiler plug-in is built for the host, on swift-syntax. Without
        // the trait the plug-in is an empty executable, which nothing uses.
        .macro(
            name: "VerdictMacrosPlugin",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(
                    name: "SwiftCompilerPlugin", package: "swift-syntax", condition: .when(traits: ["Macros"])),
            ]),
        .target(
            name: "VerdictMacros",
            dependencies: [
                "VerdictVocabulary", .target(name: "VerdictMacrosPlugin", condition: .when(traits: ["Macros"])),
            ]),
        .executableTarget(name: "SignUpDemo", dependencies: ["Verdict"], path: "Examples/SignUpDemo"),
        // The demo's sign-up form (the sources of the package Examples/SignUp, which depends on this
        // one, so this one cannot depend on it), for VerdictVapor's tests: a target of no product.
        .target(name: "SignUpExample", dependencies: ["Verdict"], path: "Examples/SignUp/Sources/SignUpExample"),
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
        // The tests of the integrations and the macro: empty without their trait.
        .testTarget(
            name: "VerdictHummingbirdTests",
            dependencies: [
                "VerdictHummingbird", "Verdict", "VerdictTesting",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Hummingbird"])),
            ]),
        .testTarget(
            name: "VerdictVaporTests",
            dependencies: [
                "VerdictVapor", "Verdict", "VerdictTesting",
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
                .target(name: "SignUpExample", condition: .when(traits: ["Vapor"])),
            ]),
        .testTarget(
            name: "VerdictMacrosTests",
            dependencies: [
                "VerdictMacros", "Verdict",
                .target(name: "VerdictMacrosPlugin", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(
                    name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax",
                    condition: .when(traits: ["Macros"])),
                .product(
                    name: "SwiftSyntaxMacroExpansion", package: "swift-syntax", condition: .when(traits: ["Macros"])),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// `.ci/run` builds this package once per configuration: with the default traits, where `swift test`
// runs every test, and with every trait, for the integrations' and the macro's tests. For that
// second build it sets VERDICT_TRAIT_TESTS_ONLY=1, which leaves the other test targets out: they
// ran in the first, and compiling them again under the traits' conditions would take minutes.
if Context.environment["VERDICT_TRAIT_TESTS_ONLY"] == "1" {
    let traitTests: Set = ["VerdictHummingbirdTests", "VerdictVaporTests", "VerdictMacrosTests"]
    package.targets.removeAll { $0.type == .test && !traitTests.contains($0.name) }
}
