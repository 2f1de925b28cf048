import BenchmarkHarness
import Foundation
import Verdict

/// A model of `GraphCompileModels.swift`: String attributes with three rules each.
protocol GraphCompileBenchmarkModel: Sendable {
    init()
    /// The size the suite names the model by (100, 1,000, 10,000); it has a few more rules.
    static var nominalRuleCount: Int { get }
    static var keyPaths: [WritableKeyPath<Self, String> & Sendable] { get }
}

extension GraphCompileBenchmarkModel {
    static var ruleCount: Int { keyPaths.count * 3 }

    /// Declares the model's rules: builds a fresh rule set, deriving each attribute's name from
    /// its key path.
    static func declareRules() -> RuleSet<Self> {
        RuleSet<Self> {
            for keyPath in keyPaths {
                Attribute(keyPath) {
                    Trim()
                    Required()
                    Length(4...24)
                }
            }
        }
    }
}

/// What compiling a rule set's graph costs, per rule, as the model grows from 100 to 10,000 rules;
/// and what a full validation costs per rule. Both should stay flat.
enum GraphCompileSuite {
    static func suite() -> BenchmarkSuite {
        let benches: [any GraphCompileBenchRunning] = [
            GraphCompileBench<GraphCompileModel100>(),
            GraphCompileBench<GraphCompileModel1000>(),
            GraphCompileBench<GraphCompileModel10000>(),
        ]
        return BenchmarkSuite(
            name: "graph-compile",
            title: "graph-compile (a fresh rule set's first validation, against a validation of a compiled one)",
            numeratorTitle: "first ns/op", denominatorTitle: "compiled ns/op",
            groups: benches.map { $0.group() },
            comparisons: benches.indices.map { index in
                Comparison(
                    name: "\(benches[index].size): first validation / validation", group: index,
                    numerator: GraphCompileContender.firstValidation.rawValue,
                    denominator: GraphCompileContender.validate.rawValue)
            }
                + benches.indices.map { index in
                    Comparison(
                        name: "\(benches[index].size): compile + JSON Schema / compile", group: index,
                        numerator: GraphCompileContender.schema.rawValue,
                        denominator: GraphCompileContender.compile.rawValue)
                },
            verify: {
                var problems: [String] = []
                for bench in benches { problems += try bench.verify().map { "\(bench.size): \($0)" } }
                return Verification(
                    problems: problems,
                    passed:
                        "a fresh rule set of each model accepts the default model, reports a short first and "
                        + "last attribute in that order, and trims them",
                    failed: "a fresh rule set validates wrongly")
            })
    }

    /// Prints µs per rule of each contender on each model, and how it grows from the smallest
    /// model to the largest (flat is 1.00x).
    static func printSummary(_ results: [GroupResult]) {
        let counts = [
            GraphCompileModel100.ruleCount, GraphCompileModel1000.ruleCount, GraphCompileModel10000.ruleCount,
        ]
        guard results.count == counts.count else { return }
        let names = ["100 rules", "1,000 rules", "10,000 rules"]
        let width = 42
        func pad(_ text: String, _ size: Int, right: Bool = true) -> String {
            let padding = String(repeating: " ", count: max(0, size - text.count))
            return right ? padding + text : text + padding
        }
        print(
            "\nµs per rule (rules: " + zip(names, counts).map { "\($1.formatted)" }.joined(separator: ", ") + ")")
        print(pad("contender", width, right: false) + names.map { pad($0, 13) }.joined() + pad("10,000 / 100", 14))
        func line(_ title: String, _ perRule: [Double]) {
            print(
                pad(title, width, right: false) + perRule.map { pad(decimal($0, 3), 13) }.joined()
                    + pad(decimal(perRule[2] / perRule[0], 2) + "x", 14))
        }
        func perRule(_ contender: GraphCompileContender) -> [Double] {
            counts.indices.map { median(results[$0].nanoseconds[contender.rawValue]) / 1_000 / Double(counts[$0]) }
        }
        for contender in GraphCompileContender.allCases { line(contender.title, perRule(contender)) }
        let compile = perRule(.compile)
        let validate = perRule(.validate)
        line("graph compile alone (compile - validation)", counts.indices.map { compile[$0] - validate[$0] })
    }
}

enum GraphCompileContender: Int, CaseIterable {
    case declare, compile, firstValidation, validate, schema

    var title: String {
        switch self {
        case .declare: "declaration (RuleSet { … })"
        case .compile: "compile + one validation"
        case .firstValidation: "first validation (declaration + compile)"
        case .validate: "validation of a compiled rule set"
        case .schema: "compile + one validation + JSON Schema"
        }
    }

    var id: String {
        switch self {
        case .declare: "declare"
        case .compile: "compile"
        case .firstValidation: "first-validation"
        case .validate: "validate"
        case .schema: "schema"
        }
    }
}

protocol GraphCompileBenchRunning {
    var size: String { get }
    func group() -> BenchmarkGroup
    func verify() throws -> [String]
}

/// One model's contenders. `compile` includes the declarations of a rule set declared once into
/// a fresh one (`RuleSet { declared }`, which copies the list of declarations), so that it
/// compiles the graph without declaring the rules again.
///
/// The rule set declared once is declared and compiled on first use, in the untimed first call of
/// a contender, so that `--profile` on one model does not compile the others.
final class GraphCompileBench<Model: GraphCompileBenchmarkModel>: GraphCompileBenchRunning {
    private lazy var declared: RuleSet<Model> = {
        let rules = Model.declareRules()
        _ = try? rules.validate(&model)
        return rules
    }()
    private var model = Model()

    var size: String { "\(Model.nominalRuleCount.formatted) rules" }

    func group() -> BenchmarkGroup {
        let bodies: [GraphCompileContender: Timed] = [
            .declare: { self.declare($0) },
            .compile: { try self.compile($0) },
            .firstValidation: { try self.firstValidation($0) },
            .validate: { try self.validate($0) },
            .schema: { try self.schema($0) },
        ]
        return BenchmarkGroup(
            id: "\(Model.nominalRuleCount)-rules",
            contenders: GraphCompileContender.allCases.map { Contender(id: $0.id, body: bodies[$0]!) })
    }

    private func declare(_ iterations: Int) -> Int {
        var checksum = 0
        for _ in 0..<iterations {
            let rules = opaque(Model.declareRules())
            checksum &+= withExtendedLifetime(rules) { 1 }
        }
        return checksum
    }

    private func compile(_ iterations: Int) throws -> Int {
        let declared = opaque(declared)
        var checksum = 0
        for _ in 0..<iterations {
            let fresh = RuleSet<Model> { declared }
            checksum &+= try fresh.validate(&model).errors.count &+ 1
        }
        return checksum
    }

    private func firstValidation(_ iterations: Int) throws -> Int {
        var checksum = 0
        for _ in 0..<iterations {
            checksum &+= try Model.declareRules().validate(&model).errors.count &+ 1
        }
        return checksum
    }

    /// `compile`, then the JSON Schema of the default scenario (built once per scenario, so each
    /// iteration's fresh rule set builds it once).
    private func schema(_ iterations: Int) throws -> Int {
        let declared = opaque(declared)
        var checksum = 0
        for _ in 0..<iterations {
            let fresh = RuleSet<Model> { declared }
            checksum &+= try fresh.validate(&model).errors.count &+ 1
            checksum &+= try fresh.jsonSchema().jsonData.count
        }
        return checksum
    }

    private func validate(_ iterations: Int) throws -> Int {
        let declared = opaque(declared)
        var checksum = 0
        for _ in 0..<iterations {
            checksum &+= try declared.validate(&model).errors.count &+ 1
        }
        return checksum
    }

    /// A fresh rule set accepts the default model; with the first and last attributes too short
    /// (after trimming), it reports both, first one first, and writes the trimmed values back.
    func verify() throws -> [String] {
        var problems: [String] = []
        var valid = Model()
        let clean = try Model.declareRules().validate(&valid)
        if !clean.isValid { problems.append("the default model is invalid: \(clean.errors.count) errors") }
        guard let first = Model.keyPaths.first, let last = Model.keyPaths.last else { return ["no attributes"] }
        var short = Model()
        short[keyPath: first] = "  ab "
        short[keyPath: last] = " xy"
        let report = try Model.declareRules().validate(&short)
        let paths = report.errors.map { "\($0.path)" }
        let expected = ["field0000", String(format: "field%04d", Model.keyPaths.count - 1)]
        if paths != expected { problems.append("errors at \(paths), expected \(expected)") }
        if report.errors.contains(where: { $0.code != .stringTooShort }) {
            problems.append("codes \(report.errors.map(\.code)), expected string.tooShort")
        }
        if short[keyPath: first] != "ab" || short[keyPath: last] != "xy" {
            problems.append("the filtered values were not written back")
        }
        return problems
    }
}
