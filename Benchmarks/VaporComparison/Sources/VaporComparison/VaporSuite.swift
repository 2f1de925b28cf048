import BenchmarkHarness
import Foundation
import Vapor
import Verdict

/// A JSON sign-up body through Vapor (`validate(json:)`, then decode) and through Verdict, from the
/// body's bytes to what an HTTP response needs. Verdict takes it two ways, one suite each:
/// `sign-up` decodes with `JSONDecoder`, then validates; `sign-up-assignment` reads, assigns and
/// validates in one call (`assign(_:to:)`, massive assignment), as a Verdict route does.
enum VaporSuite {
    /// How the Verdict side turns a body into a validated model.
    typealias VerdictPath = @Sendable (SignUpBody) throws -> (model: VerdictSignUp, report: ValidationReport)

    /// One decoder and one encoder for both sides, made once, as a server configures them.
    static let decoder = JSONDecoder()
    static let encoder = JSONEncoder()

    static let suiteNames = ["sign-up", "sign-up-assignment"]

    static func suite(_ name: String) -> BenchmarkSuite {
        let verdict: VerdictPath = name == "sign-up" ? decodeThenValidate : assignAndValidate
        let how = name == "sign-up" ? "Verdict decodes, then validates" : "Verdict assigns and validates"
        let cases = [
            validBody(verdict), invalidBody(verdict), messagesRendered(verdict), fullReportBody(verdict),
            pathsAndMessagesBody(verdict),
        ]
        return BenchmarkSuite(
            name: name,
            title: "JSON sign-up body, 4 fields, \(how) (ratio = Vapor / Verdict: how many times faster)",
            cases: cases, baseline: "Vapor", baselineOverVerdict: true,
            verify: {
                let bodies = SignUpBody.all
                return Verification(
                    problems: try bodies.flatMap { try disagreements($0, verdict) },
                    passed: "Vapor and Verdict accept and reject the same fields of \(bodies.count) bodies",
                    failed: "Vapor and Verdict disagree")
            })
    }

    /// Prints whether Vapor / Verdict is at least the goal's 8x in every case.
    static func printGoal(_ results: [BenchmarkHarness.ComparisonResult]) {
        let rows = results.map { "\($0.name) \(decimal($0.ratio, 2))x (\($0.ratio >= 8 ? "met" : "NOT met"))" }
        print("goal:          Vapor / Verdict at least 8x: " + rows.joined(separator: "; "))
    }

    /// What Vapor does with a body: validates the JSON, then decodes it. The error is what a Vapor
    /// route throws for an invalid body.
    static func vapor(_ body: SignUpBody) throws -> Result<VaporSignUp, ValidationsError> {
        do {
            try VaporSignUp.validate(json: body.json)
        } catch let error as ValidationsError {
            return .failure(error)
        }
        return .success(try decoder.decode(VaporSignUp.self, from: body.data))
    }

    /// Verdict with `JSONDecoder`: decodes the body, then validates the model.
    static let decodeThenValidate: VerdictPath = { body in
        var model = try decoder.decode(VerdictSignUp.self, from: body.data)
        let report = try VerdictSignUp.rules.validate(&model)
        return (model, report)
    }

    /// Verdict's own way: reads the body, converts and assigns each value, validates; a missing
    /// or mistyped value is an error of the report, not a decoding error.
    static let assignAndValidate: VerdictPath = { body in
        var model = VerdictSignUp(username: "", email: "", password: "", age: 0)
        let result = try VerdictSignUp.rules.assign(.json(body.data), to: &model)
        return (model, result.report)
    }

    private static func validBody(_ verdict: @escaping VerdictPath) -> BenchmarkCase {
        BenchmarkCase(
            name: "valid body", id: "valid",
            baseline: eachIteration {
                switch try vapor(opaque(SignUpBody.valid)) {
                case .success(let model): model.age &+ model.username.utf8.count
                case .failure(let error): error.failures.count
                }
            },
            verdict: eachIteration {
                let (model, report) = try verdict(opaque(SignUpBody.valid))
                return model.age &+ model.username.utf8.count &+ report.errors.count
            })
    }

    /// The invalid body's failures, counted: no message.
    private static func invalidBody(_ verdict: @escaping VerdictPath) -> BenchmarkCase {
        invalidCase(
            "invalid body (4 failures)", id: "invalid", verdict, vapor: { $0.failures.count },
            verdict: { $0.errors.count })
    }

    /// What a response says: Vapor's `reason` (the failures' descriptions joined), every message of
    /// Verdict's errors.
    private static func messagesRendered(_ verdict: @escaping VerdictPath) -> BenchmarkCase {
        invalidCase(
            "invalid body, messages rendered", id: "invalid-messages", verdict,
            vapor: { $0.reason.utf8.count },
            verdict: { report in
                var length = 0
                for error in report.errors { length &+= error.message.utf8.count }
                return length
            })
    }

    /// The response body, encoded: Vapor's `{"error":true,"reason":…}` against Verdict's whole
    /// report (every error with path, code, message, template, parameters, label, severity and
    /// scenario).
    private static func fullReportBody(_ verdict: @escaping VerdictPath) -> BenchmarkCase {
        invalidCase(
            "invalid body, JSON response (full report)", id: "invalid-json-report", verdict,
            vapor: { try encoder.encode(VaporErrorResponse(error: true, reason: $0.reason)).count },
            verdict: { try encoder.encode($0).count })
    }

    /// The response body, encoded: Verdict's errors as path and message pairs, about what Vapor's
    /// `reason` says.
    private static func pathsAndMessagesBody(_ verdict: @escaping VerdictPath) -> BenchmarkCase {
        invalidCase(
            "invalid body, JSON response (path, message)", id: "invalid-json-messages", verdict,
            vapor: { try encoder.encode(VaporErrorResponse(error: true, reason: $0.reason)).count },
            verdict: { report in
                try encoder.encode(report.errors.map { ErrorBody(path: $0.path.description, message: $0.message) })
                    .count
            })
    }

    /// The invalid body through both, then `vapor` of Vapor's error and `verdict` of Verdict's
    /// report: what the response needs.
    private static func invalidCase(
        _ name: String, id: String, _ verdict: @escaping VerdictPath,
        vapor respondVapor: @escaping (ValidationsError) throws -> Int,
        verdict respondVerdict: @escaping (ValidationReport) throws -> Int
    ) -> BenchmarkCase {
        BenchmarkCase(
            name: name, id: id,
            baseline: eachIteration {
                switch try vapor(opaque(SignUpBody.invalid)) {
                case .success(let model): model.age
                case .failure(let error): try respondVapor(error)
                }
            },
            verdict: eachIteration {
                let (model, report) = try verdict(opaque(SignUpBody.invalid))
                return report.isValid ? model.age : try respondVerdict(report)
            })
    }

    /// Where Vapor or Verdict does not report the failing fields `body` expects, or reports
    /// another count of failures.
    private static func disagreements(_ body: SignUpBody, _ verdict: VerdictPath) throws -> [String] {
        let vaporFields: [String]
        switch try vapor(body) {
        case .success: vaporFields = []
        case .failure(let error): vaporFields = error.failures.map(\.key.stringValue)
        }
        let verdictFields = try verdict(body).report.errors.map(\.path.description)
        var problems: [String] = []
        if vaporFields != body.failingFields {
            problems.append("\(body.name): Vapor fails \(vaporFields), expected \(body.failingFields)")
        }
        if verdictFields != body.failingFields {
            problems.append("\(body.name): Verdict fails \(verdictFields), expected \(body.failingFields)")
        }
        return problems
    }
}

/// One error of a lean response body: where, and what to tell the user.
struct ErrorBody: Encodable {
    var path: String
    var message: String
}
