import Foundation
import Testing
import Verdict
@testable import VerdictTestSupport

/// Every string rule on the nastiest strings: each answers nil or a failure of its own codes,
/// whose message renders, and never rewrites a value unless it is a filter. Where the outcome is
/// simple to state (Required, Length, Trim, the 10 MB cases) it is checked exactly.
@Suite("Bad input: value rules")
struct ValueRuleBadInputTests {
    /// A rule and the codes it may answer.
    struct Checked: Sendable {
        let name: String
        let rule: any ValueRule<String>
        let codes: Set<ErrorCode>
    }

    static let validators: [Checked] = [
        Checked(name: "Required", rule: Required<String>(), codes: [.required]),
        Checked(name: "Length(1...64)", rule: Length(1...64), codes: [.stringTooShort, .stringTooLong]),
        Checked(name: "Match", rule: Match(#"^[a-z]\w*$"#), codes: [.matchNoMatch]),
        Checked(
            name: "Number", rule: Number<String>(min: -1e9, max: 1e9),
            codes: [
                .numberInvalid, .numberTooSmall, .numberTooBig,
            ]),
        Checked(name: "BooleanFormat", rule: BooleanFormat<String>(), codes: [.booleanInvalid]),
        Checked(name: "In", rule: In(["a", "b"]), codes: [.inNotInList]),
        Checked(name: "containsDigit", rule: Characters.containsDigit, codes: [.charactersMissingDigit]),
        Checked(name: "only(alphanumerics)", rule: Characters.only(.alphanumerics), codes: [.charactersNotAllowed]),
        Checked(name: "Email", rule: Email(allowName: true, enableIDN: true), codes: [.emailInvalid]),
        Checked(name: "URLFormat", rule: URLFormat(enableIDN: true), codes: [.urlInvalid]),
        Checked(name: "URLFormat(defaultScheme:)", rule: URLFormat(defaultScheme: "https"), codes: [.urlInvalid]),
    ]

    @Test("validators answer nil or one of their codes, and only filters rewrite", arguments: BadInputs.strings)
    func validators(input: BadInput<String>) {
        for checked in Self.validators {
            var value = input.value
            let failure = checked.rule.apply(to: &value)
            if let failure {
                #expect(checked.codes.contains(failure.code), "\(checked.name) on \(input.name): \(failure.code)")
                #expect(!failure.message(label: "Field").isEmpty)
                #expect(value == input.value, "\(checked.name) rewrote an invalid value")
            } else if !checked.rule.writesValue {
                #expect(value == input.value, "\(checked.name) rewrote \(input.name)")
            }
        }
        let count = input.value.count
        #expect((Required<String>().validate(input.value) == nil) == !input.value.isEmpty)
        let expectedLength: ErrorCode? = count < 1 ? .stringTooShort : (count > 64 ? .stringTooLong : nil)
        #expect(Length(1...64).validate(input.value)?.code == expectedLength)
        if input.value.utf8.count >= 2000 {
            #expect(URLFormat().validate(input.value)?.code == .urlInvalid)
            #expect(Email().validate(input.value)?.code == .emailInvalid)
        }
    }

    @Test(
        "Trim leaves no trimmed character at either end, and trimming again changes nothing",
        arguments: BadInputs.strings)
    func trim(input: BadInput<String>) {
        for (set, trim) in [(CharacterSet.whitespacesAndNewlines, Trim()), (.symbols, Trim(.symbols))] {
            let trimmed = trim.filtered(input.value)
            let isTrimmed = { (c: Character) in c.unicodeScalars.allSatisfy(set.contains) }
            #expect(trimmed.first.map(isTrimmed) != true)
            #expect(trimmed.last.map(isTrimmed) != true)
            #expect(trim.filtered(trimmed) == trimmed)
        }
        if input.name == "10 MB of spaces around x" { #expect(Trim().filtered(input.value) == "x") }
        if input.name == "10 MB of flags after x" { #expect(Trim(.symbols).filtered(input.value) == "x") }
    }

    @Test(
        "Number on the extremes of Int and on NaN and infinities",
        arguments: [
            BadInput("Int.min", (Int.min, ErrorCode?.some(.numberTooSmall))),
            BadInput("Int.max", (Int.max, ErrorCode?.some(.numberTooBig))),
            BadInput("0", (0, ErrorCode?.none)),
        ])
    func integers(input: BadInput<(Int, ErrorCode?)>) {
        #expect(Number<Int>(min: -10, max: 10).validate(input.value.0)?.code == input.value.1)
        #expect(Number<Int>().validate(input.value.0) == nil)
        #expect(Number<Int8>(min: .min, max: .max).validate(Int8(truncatingIfNeeded: input.value.0)) == nil)
        let failure = Number<Int>(min: Int.min, max: Int.max).validate(input.value.0)
        #expect(failure == nil)
    }

    @Test(
        "Number on NaN and infinities fails as not a number; on the extremes of Double, by its bounds",
        arguments: [
            BadInput("NaN", (Double.nan, ErrorCode?.some(.numberInvalid))),
            BadInput("signaling NaN", (Double.signalingNaN, ErrorCode?.some(.numberInvalid))),
            BadInput("+infinity", (Double.infinity, ErrorCode?.some(.numberInvalid))),
            BadInput("-infinity", (-Double.infinity, ErrorCode?.some(.numberInvalid))),
            BadInput("greatest finite", (Double.greatestFiniteMagnitude, ErrorCode?.some(.numberTooBig))),
            BadInput("least nonzero", (Double.leastNonzeroMagnitude, ErrorCode?.none)),
            BadInput("-0", (-0.0, ErrorCode?.none)),
        ])
    func doubles(input: BadInput<(Double, ErrorCode?)>) {
        let failure = Number<Double>(min: -1e9, max: 1e9).validate(input.value.0)
        #expect(failure?.code == input.value.1)
        if let failure { #expect(!failure.message(label: "Price").isEmpty) }
    }
}
