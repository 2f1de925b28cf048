import BenchmarkHarness
import Foundation
import Verdict

/// `Match` against `NSRegularExpression.firstMatch` on the same values, in the same rounds: the
/// sign-up's username pattern, a longer e-mail-like pattern, and the username pattern on values
/// with non-ASCII letters (all answered by Match's automaton over Unicode scalars since issue 24;
/// before, the non-ASCII values went to `NSRegularExpression`).
enum PatternsSuite {
    struct Case {
        let id: String
        let pattern: String
        let values: [String]
    }

    static let cases = [
        Case(
            id: "username", pattern: #"^[a-z]\w*$"#,
            values: ["bobby", "Bobby", "b_0", "9lives", "alice_smith_the_third"]),
        Case(
            id: "email-like", pattern: #"^[\w.+-]+@[\w-]+(\.[\w-]+)+$"#,
            values: ["bob.smith@example.co.uk", "bob@localhost", "a+b@x-y.org"]),
        Case(id: "non-ascii", pattern: #"^[a-z]\w*$"#, values: ["zoë", "jürgen_1", "Ωmega"]),
    ]

    static var suite: BenchmarkSuite {
        BenchmarkSuite(
            name: "patterns", title: "patterns (Match against NSRegularExpression, same values)",
            numeratorTitle: "Match ns/op", denominatorTitle: "NSRegularExpression ns/op",
            groups: cases.map { testCase in
                BenchmarkGroup(
                    id: testCase.id,
                    contenders: [
                        Contender(id: "match", rule: Match(testCase.pattern), values: testCase.values),
                        Contender(id: "icu", regex: regex(testCase.pattern), values: testCase.values),
                    ])
            },
            comparisons: cases.indices.map { index in
                Comparison(name: "\(cases[index].id) Match / ICU", group: index, numerator: 0, denominator: 1)
            },
            verify: { verification() })
    }

    static func regex(_ pattern: String) -> NSRegularExpression {
        // The patterns above are valid.
        try! NSRegularExpression(pattern: pattern)
    }

    static func icuMatches(_ regex: NSRegularExpression, _ value: String) -> Bool {
        regex.firstMatch(in: value, range: NSRange(location: 0, length: value.utf16.count)) != nil
    }

    private static func verification() -> Verification {
        var problems: [String] = []
        for testCase in cases {
            let rule = Match(testCase.pattern)
            let regex = regex(testCase.pattern)
            for value in testCase.values where (rule.validate(value) == nil) != icuMatches(regex, value) {
                problems.append("\(testCase.id): Match and ICU differ on \(value.debugDescription)")
            }
        }
        return Verification(
            problems: problems, passed: "Match answers as NSRegularExpression on every value",
            failed: "Match and NSRegularExpression differ")
    }
}

extension Contender {
    /// Validates every value of `values` with `rule`, counting the values that pass.
    init(id: String, rule: Match, values: [String]) {
        self.init(id: id) { iterations in
            var passed = 0
            for _ in 0..<iterations {
                for value in opaque(values) where opaque(rule).validate(value) == nil { passed &+= 1 }
            }
            return passed
        }
    }

    /// Searches every value of `values` with `regex`, counting the matches.
    init(id: String, regex: NSRegularExpression, values: [String]) {
        self.init(id: id) { iterations in
            var passed = 0
            for _ in 0..<iterations {
                for value in opaque(values) where PatternsSuite.icuMatches(opaque(regex), value) { passed &+= 1 }
            }
            return passed
        }
    }
}
