import BenchmarkHarness
import Foundation
import SignUpExample
import Verdict

/// The work of the example servers' sign-up handlers, without the server: what `POST /signup`
/// does with the body (assign, validate, render the account's JSON) against what
/// `POST /signup/unvalidated` does (`JSONDecoder`, then the same JSON). The HTTP benchmark
/// (`Scripts/http_benchmark.py`) measures the routes over loopback, where the machine's noise is
/// large; this suite counts the difference in instructions with callgrind.
enum RouteSuite {
    /// The HTTP benchmark's body: every attribute given, valid.
    static let valid = Data(
        (#"{"username":"bobby","email":"bob@example.com","password":"correct horse 1","#
            + #""passwordRepeat":"correct horse 1","age":30,"website":"https://example.com","country":"US","#
            + #""acceptedTerms":true}"#).utf8)

    static var suite: BenchmarkSuite {
        var suite = BenchmarkSuite(
            name: "route", title: "A sign-up route's work: JSON body → 201 body",
            cases: [
                BenchmarkCase(
                    name: "valid body", id: "valid",
                    baseline: { iterations in
                        var checksum = 0
                        for _ in 0..<iterations { checksum &+= try unvalidated(opaque(valid)).count }
                        return checksum
                    },
                    verdict: { iterations in
                        var checksum = 0
                        for _ in 0..<iterations { checksum &+= try validated(opaque(valid)).count }
                        return checksum
                    })
            ],
            verify: {
                let same = try validated(valid) == unvalidated(valid)
                return Verification(
                    problems: same ? [] : ["the two routes answer different bodies"],
                    passed: "both handlers answer the same account JSON",
                    failed: "the handlers disagree")
            })
        suite.numeratorTitle = "/signup ns/op"
        suite.denominatorTitle = "/signup/unvalidated ns/op"
        return suite
    }

    /// `POST /signup`: assigned, validated in `register`, answered (an empty answer if refused).
    static func validated(_ body: Data) throws -> Data {
        var signUp = SignUp()
        let result = try SignUp.rules.assign(.json(body), to: &signUp, scenario: .register)
        guard result.report.isValid else { return Data() }
        return try signUp.account().jsonData
    }

    /// `POST /signup/unvalidated`: decoded, answered.
    static func unvalidated(_ body: Data) throws -> Data {
        try JSONDecoder().decode(SignUp.self, from: body).account().jsonData
    }
}
