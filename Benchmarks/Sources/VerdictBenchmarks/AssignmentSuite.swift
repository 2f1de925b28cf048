import BenchmarkHarness
import Foundation
import SignUpExample
import Verdict

/// JSON bytes of the sign-up payload into a validated model: Verdict's massive assignment
/// (`assign(_:to:)`, which reads, converts, assigns and validates in one call) against
/// `JSONDecoder` decoding the `Codable` model and the rule set validating it.
enum AssignmentSuite {
    static let scenario: ScenarioName = .register

    static let valid = Data(
        #"""
        {"username": "  alice ", "email": "alice@example.com", "password": "correct horse 1",
         "passwordRepeat": "correct horse 1", "age": 30, "website": "alice.dev", "country": null,
         "acceptedTerms": true}
        """#.utf8)

    /// Well-typed, but seven attributes break their rules.
    static let invalid = Data(
        #"""
        {"username": "Al", "email": "alice@example", "password": "short", "passwordRepeat": "shorter",
         "age": 12, "website": "ftp://files.example.com", "country": null, "acceptedTerms": false}
        """#.utf8)

    /// Two values of the wrong type and two rules broken: `JSONDecoder` stops at the first type
    /// error; assignment reports all four.
    static let mistyped = Data(
        #"""
        {"username": "Al", "email": "alice@example.com", "password": "correct horse 1",
         "passwordRepeat": "correct horse 2", "age": "thirty", "website": "alice.dev", "country": 7,
         "acceptedTerms": true}
        """#.utf8)

    static var suite: BenchmarkSuite {
        var suite = BenchmarkSuite(
            name: "assignment", title: "JSON body → validated sign-up (scenario \"register\")",
            cases: [
                payload("valid payload", id: "valid", valid),
                payload("invalid payload (7 rule errors)", id: "invalid", invalid),
                payload("mistyped payload (2 type errors, 2 rule errors)", id: "mistyped", mistyped),
            ],
            verify: {
                Verification(
                    problems: try disagreements(),
                    passed: "assignment and JSONDecoder + validate agree on the 3 payloads",
                    failed: "assignment and JSONDecoder + validate disagree")
            })
        suite.numeratorTitle = "assignment ns/op"
        suite.denominatorTitle = "JSONDecoder + validate ns/op"
        return suite
    }

    /// What `JSONDecoder` + validate report: the rules' errors, or one error for a payload that
    /// does not decode.
    static func decodeAndValidate(_ body: Data) throws -> (model: SignUp?, errors: Int) {
        guard var model = try? JSONDecoder().decode(SignUp.self, from: body) else { return (nil, 1) }
        let report = try SignUp.rules.validate(&model, scenario: scenario)
        return (model, report.errors.count)
    }

    static func assign(_ body: Data) throws -> (model: SignUp, result: AssignmentResult) {
        var model = SignUp()
        let result = try SignUp.rules.assign(.json(body), to: &model, scenario: scenario)
        return (model, result)
    }

    private static func payload(_ name: String, id: String, _ body: Data) -> BenchmarkCase {
        BenchmarkCase(
            name: name, id: id,
            baseline: { iterations in
                var checksum = 0
                for _ in 0..<iterations {
                    let (model, errors) = try decodeAndValidate(opaque(body))
                    checksum &+= errors &+ (model?.username.utf8.count ?? 0)
                }
                return checksum
            },
            verdict: { iterations in
                var checksum = 0
                for _ in 0..<iterations {
                    let (model, result) = try assign(opaque(body))
                    checksum &+= result.report.errors.count &+ model.username.utf8.count
                }
                return checksum
            })
    }

    /// Both ways agree on the valid and invalid payloads (same model, same number of errors), and
    /// assignment reports every problem of the mistyped one where `JSONDecoder` reports one.
    static func disagreements() throws -> [String] {
        var problems: [String] = []
        for (name, body) in [("valid", valid), ("invalid", invalid)] {
            let decoded = try decodeAndValidate(body)
            let assigned = try assign(body)
            if decoded.model != assigned.model { problems.append("\(name): the models differ") }
            if decoded.errors != assigned.result.report.errors.count {
                problems.append("\(name): \(decoded.errors) errors against \(assigned.result.report.errors.count)")
            }
        }
        let mistyped = try assign(mistyped)
        let codes = mistyped.result.report.errors.map(\.code.rawValue)
        if codes != ["input.wrongType", "input.wrongType", "string.tooShort", "compare.failed"] {
            problems.append("mistyped: assignment reported \(codes)")
        }
        if try decodeAndValidate(Self.mistyped).model != nil { problems.append("mistyped: JSONDecoder decoded it") }
        return problems
    }
}
