import Foundation
import Testing
import VerdictValidation
@testable import VerdictTestSupport

@Suite("Validation reports")
struct ValidationReportTests {
    /// A random error: any path, texts from the nasty alphabet, parameters that JSON keeps exactly.
    static func randomError(_ rng: inout SplitMix64) -> ValidationError {
        var parameters: [String: MessageParameter] = [:]
        for _ in 0..<rng.below(4) {
            let value: MessageParameter =
                switch rng.below(5) {
                case 0: .int(rng.nastyIndex())
                case 1: .string(rng.nastyName())
                case 2: .bool(rng.below(2) == 0)
                case 3: .double(Double(rng.below(1_000)) + 0.5)
                default: .list([.int(rng.below(10)), .string(rng.nastyName())])
                }
            parameters[rng.nastyName()] = value
        }
        return ValidationError(
            path: rng.nastyPath(), keyPath: nil,
            failure: RuleFailure(
                code: ErrorCode(rawValue: rng.nastyName()), template: MessageTemplate(rng.nastyName()),
                parameters: parameters),
            label: rng.nastyName(), severity: rng.below(2) == 0 ? .error : .warning,
            scenario: ScenarioName(rng.nastyName()))
    }

    @Test func randomReportsRoundTripThroughJSON() throws {
        var rng = SplitMix64(seed: 0x2E90_27)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for iteration in 0..<500 {
            let report = ValidationReport(
                errors: (0..<rng.below(6)).map { _ in Self.randomError(&rng) }, scenario: ScenarioName(rng.nastyName()))
            let data = try encoder.encode(report)
            let decoded = try JSONDecoder().decode(ValidationReport.self, from: data)
            #expect(decoded == report, "iteration \(iteration): \(String(decoding: data, as: UTF8.self))")
        }
    }

    @Test(arguments: [
        AttributePath([.property("items[0]")]), [.property("a.b")], [.property("")], [.index(-1)],
        [.property("x"), .property("]"), .index(Int.max)],
    ])
    func anErrorAtAnyPathRoundTripsThroughJSON(path: AttributePath) throws {
        let error = ValidationError(
            path: path, keyPath: nil, failure: RuleFailure(code: .required, template: "{attribute} is missing."),
            label: "Item")
        let report = ValidationReport(errors: [error], scenario: .default)
        let decoded = try JSONDecoder().decode(ValidationReport.self, from: try JSONEncoder().encode(report))
        #expect(decoded == report)
        #expect(decoded.errors(at: path) == [error])
    }

    /// Parameters JSON cannot keep exactly (whole or non-finite doubles) change kind, but the
    /// report still decodes.
    @Test(arguments: [MessageParameter.double(2), .double(.nan), .double(-.infinity), .double(-0.0), .double(1e300)])
    func lossyParametersStillDecode(parameter: MessageParameter) throws {
        let error = ValidationError(
            path: "a", keyPath: nil,
            failure: RuleFailure(code: .required, template: "{p}", parameters: ["p": parameter]), label: "A")
        let data = try JSONEncoder().encode(ValidationReport(errors: [error], scenario: .default))
        let decoded = try JSONDecoder().decode(ValidationReport.self, from: data)
        #expect(decoded.errors.first?.message == error.message)
    }
}
