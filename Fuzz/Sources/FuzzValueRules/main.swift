import Foundation
import FuzzKit
import Verdict

// Every value rule that takes a string, on arbitrary strings: each rule on its own, then all of
// them in one rule set validated as a model. The first byte picks the characters of a custom
// `Trim` and `Characters.only`; the rest is the value.
//
// Properties: a rule answers nil or a failure whose message renders; only filters rewrite the
// value; `Trim` keeps a run of whole characters of the value, its ends outside the set, and
// trimming again changes nothing; `Length` and `Required` agree with the character count; the
// rule set's report renders.

struct Profile: Sendable {
    var text = ""
    var copy = ""
    var optional: String?

    static let rules = RuleSet<Profile> {
        Attribute(\.text) {
            Trim(); Required(); Length(2...40); Characters.containsLetter; Characters.containsDigit
            Match(#"^[a-z]\w*$"#); Email(allowName: true, enableIDN: true); URLFormat(enableIDN: true)
            Number<String>(min: -1e9, max: 1e9).skipOnError(false); BooleanFormat<String>().skipOnError(false)
            In(["a", "b", "é"], not: true).skipOnError(false)
        }
        Attribute(\.copy) {
            Filter { $0.uppercased() }; Trim(.symbols); URLFormat(defaultScheme: "https"); Length(max: 5)
        }
        Attribute(\.optional) {
            Default("x"); Trim(); Required(); Characters.only(.alphanumerics)
        }
    }
}

enum ValueRulesTarget {
    static let trimSets: [CharacterSet] = [
        .whitespacesAndNewlines, .symbols, .punctuationCharacters, .controlCharacters, .nonBaseCharacters,
        .illegalCharacters, custom, .decimalDigits,
    ]

    /// CR, LF, two regional indicators and `-`, inserted one by one: `CharacterSet(charactersIn:)`
    /// leaks its buffer in swift-corelibs-foundation (LeakSanitizer reports it).
    static let custom: CharacterSet = {
        var set = CharacterSet()
        for scalar in "\r\n\u{1F1EB}\u{1F1F7}-".unicodeScalars { set.insert(scalar) }
        return set
    }()

    static let validators: [(String, any ValueRule<String>)] = [
        ("Required", Required<String>()), ("Required(strict)", Required<String>(strict: true)),
        ("Length(3)", Length(3)), ("Length(1...10)", Length(1...10)), ("Length(max: 0)", Length(max: 0)),
        ("Match", Match(#"^[a-z]\w*$"#)), ("Match(not)", Match(#"\d{3,}"#, not: true)),
        ("Number", Number<String>()), ("Number(integerOnly)", Number<String>(min: 0, max: 100, integerOnly: true)),
        ("BooleanFormat", BooleanFormat<String>()), ("BooleanFormat(strict)", BooleanFormat<String>(strict: true)),
        ("In", In(["a", "b", "é", ""])), ("In(not)", In(["a"], not: true)),
        ("containsDigit", Characters.containsDigit), ("containsLetter", Characters.containsLetter),
        ("containsUppercase", Characters.containsUppercase), ("containsLowercase", Characters.containsLowercase),
        ("containsSymbol", Characters.containsSymbol), ("only(alphanumerics)", Characters.only(.alphanumerics)),
        ("only(predicate)", Characters.only { $0.isASCII }), ("Email", Email()), ("URLFormat", URLFormat()),
        ("Required(equalTo)", Required(equalTo: "yes")),
    ]

    static func run(_ input: inout FuzzInput) {
        let choice = input.byte()
        let value = input.restText()
        checkTrim(trimSets[Int(choice) % trimSets.count], value)
        checkTrim(.whitespacesAndNewlines, value)
        for (name, rule) in validators {
            var written = value
            let failure = rule.apply(to: &written)
            Fuzzer.check(written == value, "\(name) rewrote \(value.debugDescription)")
            if let failure { _ = failure.message(label: name) }
        }
        let count = value.count
        Fuzzer.check((Length(1...10).validate(value) == nil) == (1...10).contains(count), "Length(1...10)")
        Fuzzer.check((Length(3).validate(value) == nil) == (count == 3), "Length(3)")
        Fuzzer.check((Required<String>().validate(value) == nil) == !value.isEmpty, "Required")
        checkFilters(value)
        var profile = Profile(text: value, copy: value, optional: choice & 1 == 0 ? nil : value)
        if let report = try? Profile.rules.validate(&profile) {
            for error in report.errors { _ = error.description }
        } else {
            Fuzzer.check(false, "the rule set threw")
        }
    }

    /// `Trim` keeps a run of whole characters of `value` whose ends are outside the set, and
    /// trimming again changes nothing.
    static func checkTrim(_ set: CharacterSet, _ value: String) {
        let trim = Trim(set)
        var trimmed = value
        Fuzzer.check(trim.apply(to: &trimmed) == nil, "Trim failed")
        Fuzzer.check(trim.filtered(trimmed) == trimmed, "Trim is not idempotent on \(value.debugDescription)")
        let characters = Array(value)
        let kept = Array(trimmed)
        let isTrimmed = { (c: Character) in c.unicodeScalars.allSatisfy(set.contains) }
        guard let first = kept.first, let last = kept.last else {
            Fuzzer.check(characters.allSatisfy(isTrimmed), "Trim emptied \(value.debugDescription)")
            return
        }
        Fuzzer.check(!isTrimmed(first) && !isTrimmed(last), "Trim kept an end in the set: \(trimmed.debugDescription)")
        let start = characters.firstIndex { !isTrimmed($0) } ?? 0
        Fuzzer.check(
            Array(characters[start..<min(characters.count, start + kept.count)]) == kept,
            "Trim kept \(trimmed.debugDescription) of \(value.debugDescription)")
    }

    /// What a filter that passed wrote passes it again unchanged.
    static func checkFilters(_ value: String) {
        let filters: [any ValueRule<String>] = [
            URLFormat(defaultScheme: "https", enableIDN: true), URLFormat(defaultScheme: "ftp", enableIDN: false),
        ]
        for filter in filters {
            let once = filter.filtered(value)
            if filter.validate(value) == nil {
                Fuzzer.check(filter.filtered(once) == once, "\(filter) is not idempotent on \(value.debugDescription)")
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    ValueRulesTarget.run(&input)
    return 0
}

Fuzzer.run(testOneInput)
