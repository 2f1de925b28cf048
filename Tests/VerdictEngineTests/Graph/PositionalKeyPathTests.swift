import Testing

@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// Key paths through an array's subscript by position: refused where declared, so that no read,
/// write or undo through one can trap when the array is shorter.
@Suite("Positional key paths")
struct PositionalKeyPathTests {
    struct Line: Equatable, Sendable {
        var sku = "a"
        static let rules = RuleSet<Line> { Attribute(\.sku) { Required() } }
    }

    struct Form: Equatable, Sendable {
        var values: [String] = []
        var lines: [Line] = []
        var slice: ArraySlice<Int> = []
        var note = ""
        var optionalLine: Line?
    }

    @Test(
        "positions in arrays are found, other key paths are not",
        arguments: [
            (KeyPathBox(\Form.values[1]), true), (KeyPathBox(\Form.lines[0].sku), true),
            (KeyPathBox(\Form.values[0..<1]), true), (KeyPathBox(\Form.slice[0]), true),
            (KeyPathBox(\Form.values), false), (KeyPathBox(\Form.values.count), false),
            (KeyPathBox(\Form.values.first), false), (KeyPathBox(\Form.note), false),
            (KeyPathBox(\Form.optionalLine?.sku), false),
        ])
    func detection(keyPath: KeyPathBox, positional: Bool) {
        #expect(PositionalKeyPath.isPositional(keyPath.keyPath) == positional)
    }

    static let declarations: [(String, RuleSet<Form>)] = [
        ("Attribute", RuleSet { Attribute(\.values[1], name: "second") { Required() } }),
        ("Attribute without a name", RuleSet { Attribute(\.values[0]) { Trim() } }),
        ("Nested", RuleSet { Nested(\.lines[0], Line.rules, name: "firstLine") }),
        ("Safe", RuleSet { Safe(\.values[0]) }),
    ]

    @Test("a declaration through a position is a diagnostic, never a trap", arguments: declarations.indices)
    @MainActor
    func declarationIsRefused(index: Int) {
        let rules = Self.declarations[index].1
        #expect(rules.diagnostics().contains { $0.kind == .positionalKeyPath })
        var form = Form(values: ["a", "b"], lines: [Line()])
        #expect(throws: RuleSetError.self) { try rules.validate(&form) }
        #expect(throws: RuleSetError.self) { try FormSession(form, rules: rules) }
    }

    @Test("the diagnostic names the key path and says what to do")
    func message() throws {
        let diagnostic = try #require(
            Self.declarations[0].1.diagnostics().first { $0.kind == .positionalKeyPath })
        #expect(diagnostic.message.hasSuffix("validate the elements with `Each`, or declare a property of the model."))
        #expect(diagnostic.location?.hasPrefix("VerdictEngineTests/PositionalKeyPathTests.swift:") == true)
    }

    /// The elements declared as `Each` (what the diagnostic asks for), and a property.
    static let rules = RuleSet<Form> {
        Each(\.values) {
            Trim(); Length(max: 3)
        }
        Attribute(\.note) { Length(max: 3) }
    }

    @Test("random edits of the array, undos and undos of positions never trap; undo by position is refused")
    @MainActor
    func randomEditsAndUndos() throws {
        var random = SplitMix64(seed: 0x24)
        for _ in 0..<40 {
            let form = try FormSession(Form(), rules: Self.rules, validatesOnChange: random.below(2) == 0)
            for _ in 0..<60 {
                let values = form.model.values
                switch random.below(8) {
                case 0: form.update(\.values, to: values + [random.pick(["a", " b ", "toolong", ""])])
                case 1: form.update(\.values, to: Array(values.dropLast()))
                case 2: form.update(\.values, to: Array(values.prefix(random.below(2))))
                case 3 where !values.isEmpty:
                    form.update(\.values, at: random.below(values.count)) { $0 = random.pick(["x", "long!"]) }
                case 4:
                    let before = form.model
                    #expect(!form.undo(\.values[random.below(4)]))
                    #expect(form.model == before)
                case 5: form.undo()
                case 6: form.undo(\.values)
                default: form.validate()
                }
                var copy = form.model
                let fresh = try Self.rules.validate(&copy)
                if form.state.isDecided { #expect(form.report.errors == fresh.errors) }
            }
        }
    }
}
