import Verdict

/// The sign-up form of the demo in its register scenario, validated by Verdict and by
/// ``HandWrittenSignUp``.
enum SignUpSuite {
    static let scenario: ScenarioName = "register"

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
                fastCheck("valid model, fast isValid", id: "valid-fast", valid),
                fastCheck("invalid model, fast isValid", id: "invalid-fast", invalid),
            ],
            verify: {
                Verification(
                    problems: try SignUpAgreement.disagreements(),
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
