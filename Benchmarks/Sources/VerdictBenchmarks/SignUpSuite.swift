import BenchmarkHarness
import SignUpExample
import Verdict

/// The sign-up form of the demo in its register scenario, validated by Verdict and by
/// ``HandWrittenSignUp``.
enum SignUpSuite {
    static let scenario: ScenarioName = .register

    /// Passes every rule; the filters trim the username and complete the website.
    static let valid = SignUp(
        username: "  alice ", email: "alice@example.com", password: "correct horse 1",
        passwordRepeat: "correct horse 1", age: 30, website: "alice.dev", acceptedTerms: true)

    /// Fails seven attributes: username too short, email without a top-level domain, age too
    /// small, website with an FTP scheme, password too short, repeat different, terms refused.
    static let invalid = SignUp(
        username: "Al", email: "alice@example", password: "short", passwordRepeat: "shorter", age: 12,
        website: "ftp://files.example.com")

    static var suite: BenchmarkSuite {
        BenchmarkSuite(
            name: "sign-up", title: "sign-up (scenario \"register\")",
            cases: [
                fullReport("valid model, full report", id: "valid-full", valid),
                fullReport("invalid model (7 errors), full report", id: "invalid-full", invalid),
                messagesRendered,
                messagesOnly,
                fastCheck("valid model, fast isValid", id: "valid-fast", valid),
                fastCheck("invalid model, fast isValid", id: "invalid-fast", invalid),
            ],
            verify: {
                Verification(
                    problems: try SignUpAgreement.disagreements() + messageDisagreements(),
                    passed: "Verdict and the hand-written checks agree on \(SignUpAgreement.inputs.count) inputs",
                    failed: "Verdict and the hand-written checks disagree")
            })
    }

    /// Every error of a fresh copy of `input`, filters applied.
    private static func fullReport(_ name: String, id: String, _ input: SignUp) -> BenchmarkCase {
        BenchmarkCase(
            name: name, id: id,
            baseline: { iterations in
                var checksum = 0
                for _ in 0..<iterations {
                    var form = opaque(input)
                    let errors = HandWrittenSignUp.validate(&form)
                    checksum &+= errors.count &+ filteredLength(form)
                }
                return checksum
            },
            verdict: { iterations in
                var checksum = 0
                for _ in 0..<iterations {
                    var form = opaque(input)
                    let report = try SignUp.rules.validate(&form, scenario: scenario)
                    checksum &+= report.errors.count &+ filteredLength(form)
                }
                return checksum
            })
    }

    /// The invalid model validated, then every error's message read.
    private static var messagesRendered: BenchmarkCase {
        BenchmarkCase(
            name: "invalid model, messages rendered", id: "invalid-messages",
            baseline: { iterations in
                var checksum = 0
                for _ in 0..<iterations {
                    var form = opaque(invalid)
                    for error in HandWrittenSignUp.validate(&form) {
                        checksum &+= HandWrittenSignUp.message(error).utf8.count
                    }
                }
                return checksum
            },
            verdict: { iterations in
                var checksum = 0
                for _ in 0..<iterations {
                    var form = opaque(invalid)
                    for error in try SignUp.rules.validate(&form, scenario: scenario).errors {
                        checksum &+= error.message.utf8.count
                    }
                }
                return checksum
            })
    }

    /// Rendering alone: the 7 messages of errors found once, before the loop. Its Verdict time
    /// set against the invalid full report's says what rendering costs next to validating.
    private static var messagesOnly: BenchmarkCase {
        var handForm = invalid
        let handErrors = HandWrittenSignUp.validate(&handForm)
        var form = invalid
        let errors = (try? SignUp.rules.validate(&form, scenario: scenario).errors) ?? []
        return BenchmarkCase(
            name: "render the 7 messages only", id: "render-only",
            baseline: { iterations in
                var checksum = 0
                for _ in 0..<iterations {
                    for error in opaque(handErrors) { checksum &+= HandWrittenSignUp.message(error).utf8.count }
                }
                return checksum
            },
            verdict: { iterations in
                var checksum = 0
                for _ in 0..<iterations {
                    for error in opaque(errors) { checksum &+= error.message.utf8.count }
                }
                return checksum
            })
    }

    /// Where Verdict's messages and the hand-written ones differ, on the benchmark's invalid model.
    private static func messageDisagreements() throws -> [String] {
        var handForm = invalid
        let hand = HandWrittenSignUp.validate(&handForm).map(HandWrittenSignUp.message)
        var form = invalid
        let verdict = try SignUp.rules.validate(&form, scenario: scenario).errors.map(\.message)
        return hand == verdict ? [] : ["messages: hand-written \(hand), Verdict \(verdict)"]
    }

    /// Whether `input` is valid, stopping at the first failure.
    private static func fastCheck(_ name: String, id: String, _ input: SignUp) -> BenchmarkCase {
        BenchmarkCase(
            name: name, id: id,
            baseline: { iterations in
                var checksum = 0
                for _ in 0..<iterations where HandWrittenSignUp.isValid(opaque(input)) {
                    checksum &+= 1
                }
                return checksum
            },
            verdict: { iterations in
                var checksum = 0
                for _ in 0..<iterations where try SignUp.rules.isValid(opaque(input), scenario: scenario) {
                    checksum &+= 1
                }
                return checksum
            })
    }

    /// Reads what the filters wrote, so that writing it back is part of the measured work.
    private static func filteredLength(_ form: SignUp) -> Int {
        form.username.utf8.count &+ form.email.utf8.count &+ form.website.utf8.count
            &+ (form.country?.utf8.count ?? 0)
    }
}
