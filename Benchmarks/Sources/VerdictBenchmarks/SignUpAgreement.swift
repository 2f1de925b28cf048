import SignUpExample
import Verdict

/// Checks, after timing, that Verdict and ``HandWrittenSignUp`` do the same work: on every
/// input they agree on validity (full and fast), on the (path, code) list, on the parameters,
/// and on the values the filters wrote back.
enum SignUpAgreement {
    /// The benchmark inputs, then cases that exercise each rule's edges.
    static let inputs: [(name: String, form: SignUp)] = [
        ("benchmark valid", SignUpSuite.valid),
        ("benchmark invalid", SignUpSuite.invalid),
        ("empty form", SignUp()),
        (
            "unicode spaces, long and odd names",
            SignUp(
                username: "\u{3000}bob_the_builder_and_friends\u{00A0}", email: " first.last+tag@sub.example.co.uk\n",
                password: "pässwörd٣", passwordRepeat: "pässwörd٣", age: 120, website: "HTTPS://Example.com:8080/a?b#c",
                country: "fr", acceptedTerms: true)
        ),
        (
            "pattern and structure failures",
            SignUp(
                username: "Bob_1", email: "bob@localhost", password: "abcdefgh", passwordRepeat: "abcdefgh", age: 121,
                website: "example", country: "FRA", acceptedTerms: true)
        ),
        (
            "combining marks and flags",
            SignUp(
                username: "a\u{301}bcd", email: "bob@@example.com", password: "short1", passwordRepeat: "",
                age: 18, website: "example.com:123456", country: "🇫🇷", acceptedTerms: false)
        ),
        (
            "more URL and email shapes",
            SignUp(
                username: "zoë_42", email: "a..b@example.com", password: "12345678", passwordRepeat: "12345679",
                website: "http://a..b", country: "", acceptedTerms: true)
        ),
        (
            "scheme-less URL with a path",
            SignUp(
                username: "élan", email: "x@-example.com", password: "correct horse 1",
                passwordRepeat: "correct horse 1", website: "sub.example.org/path?q=1", acceptedTerms: true)
        ),
        (
            "digit only after a prefix mark",
            SignUp(
                username: "carol", email: "carol@example.com", password: "abcdefgh\u{600}1",
                passwordRepeat: "abcdefgh\u{600}1", website: "https://exa mple.com", acceptedTerms: true)
        ),
    ]

    static func disagreements() throws -> [String] {
        var problems: [String] = []
        for (name, input) in inputs {
            var verdictForm = input
            let report = try SignUp.rules.validate(&verdictForm, scenario: SignUpSuite.scenario)
            var handForm = input
            let handErrors = HandWrittenSignUp.validate(&handForm)
            let verdictErrors = report.errors.map(HandError.init(verdict:))
            let fastVerdict = try SignUp.rules.isValid(input, scenario: SignUpSuite.scenario)
            let fastHand = HandWrittenSignUp.isValid(input)

            if report.isValid != handErrors.isEmpty || fastVerdict != report.isValid || fastHand != handErrors.isEmpty {
                problems.append(
                    "\(name): validity differs (Verdict full \(report.isValid), fast \(fastVerdict); "
                        + "hand-written full \(handErrors.isEmpty), fast \(fastHand))")
            }
            if verdictErrors.map(\.pair) != handErrors.map(\.pair) {
                problems.append(
                    "\(name): errors differ\n    Verdict:      \(verdictErrors.map(\.pair))\n"
                        + "    hand-written: \(handErrors.map(\.pair))")
            } else {
                for (verdict, hand) in zip(verdictErrors, handErrors) where verdict != hand {
                    problems.append(
                        "\(name): parameters of \(verdict.pair) differ\n    Verdict:      \(verdict.parameterList)\n"
                            + "    hand-written: \(hand.parameterList)")
                }
            }
            if verdictForm != handForm {
                problems.append(
                    "\(name): filtered models differ\n    Verdict:      \(verdictForm)\n    hand-written: \(handForm)")
            }
        }
        return problems
    }
}

extension HandError {
    /// The information of a Verdict error that the hand-written checks produce too.
    init(verdict error: ValidationError) {
        self.init(
            path: error.path.description, code: error.code.rawValue,
            parameters: error.parameters.mapValues(Self.parameter), value: error.attemptedValue.map(Self.parameter))
    }

    private static func parameter(_ parameter: MessageParameter) -> HandParameter {
        if let text = parameter.stringValue { return .string(text) }
        if let number = parameter.intValue { return .int(number) }
        return .string("unexpected parameter \(parameter)")
    }

    /// `path [code]`, what the lists are compared by first.
    var pair: String { "\(path) [\(code)]" }

    /// `name: value, …`, sorted by name, strings quoted.
    var parameterList: String {
        var all = parameters
        if let value { all["value"] = value }
        return all.sorted { $0.key < $1.key }.map { name, parameter in
            switch parameter {
            case .string(let text): "\(name): \"\(text)\""
            case .int(let number): "\(name): \(number)"
            }
        }.joined(separator: ", ")
    }
}
