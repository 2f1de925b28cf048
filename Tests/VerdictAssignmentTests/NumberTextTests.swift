import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// Whole numbers are read exactly whatever the length of their text and the size of their
/// exponent; the outcomes are checked through the integer types' conversions and an assignment.
@Suite("Number text")
struct NumberTextTests {
    enum Width: String, Sendable, CaseIterable {
        case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64
    }

    enum Outcome: Equatable, Sendable {
        case value(String)
        case notWhole
        case outOfRange
        case notANumber
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var width: Width
        var outcome: Outcome

        init(_ name: String, _ text: String, _ outcome: Outcome) {
            self.init(name, text, .int, outcome)
        }

        init(_ name: String, _ text: String, _ width: Width, _ outcome: Outcome) {
            self.name = name
            self.text = text
            self.width = width
            self.outcome = outcome
        }

        var testDescription: String { name }
    }

    private static let million = String(repeating: "0", count: 1_000_000)

    static let cases: [Case] = [
        // Exponents past a million, with as many digits to cancel them.
        Case("1 and 1,000,001 zeros, e-1000001, is 1", "1" + million + "0e-1000001", .value("1")),
        Case("1 and 1,000,001 zeros, e-1000002, is 0.1", "1" + million + "0e-1000002", .notWhole),
        Case("0.<1,000,000 zeros>1e1000002 is 10", "0." + million + "1e1000002", .value("10")),
        Case("0.<1,000,000 zeros>1e1000001 is 1", "0." + million + "1e1000001", .value("1")),
        Case("0.<1,000,000 zeros>1e1000000 is 0.1", "0." + million + "1e1000000", .notWhole),
        Case("-1 and 1,000,000 zeros, e-1000000, is -1", "-1" + million + "e-1000000", .value("-1")),
        // Exponents of any width.
        Case("a huge negative exponent", "1e-99999999999999999999999999999", .notWhole),
        Case("a huge positive exponent", "1e99999999999999999999999999999", .outOfRange),
        Case("a huge positive exponent, negative", "-1e99999999999999999999999999999", .outOfRange),
        Case("zero with a huge exponent", "0e99999999999999999999999999999", .value("0")),
        Case("zero with a huge negative exponent", "0.000e-99999999999999999999999999999", .value("0")),
        Case("an exponent with leading zeros", "1e0000000000000000000000000000002", .value("100")),
        // Issue 37: with a decimal point or an exponent, a whole number is read only up to 2^53 in
        // magnitude, where a reader of JSON numbers as doubles reads the same value.
        Case("Int.max written with an exponent", "9.223372036854775807e18", .notWhole),
        Case("2^53 written with a fraction", "9007199254740992.0", .int64, .value("9007199254740992")),
        Case("-2^53 written with an exponent", "-9.007199254740992e15", .value("-9007199254740992")),
        Case("2^53 + 1 written with a fraction", "9007199254740993.0", .int64, .notWhole),
        Case("2^53 + 1 with an exponent", "9007199254740993e0", .notWhole),
        Case("UInt64.max - 1 written as a float", "18446744073709551614.0", .uint64, .notWhole),
        Case("UInt64.max - 1 as an integer", "18446744073709551614", .uint64, .value("18446744073709551614")),
        Case("a float past UInt64.max", "18446744073709551616.0", .uint64, .outOfRange),
        // Leading and trailing zeros, signs, forms of the exponent.
        Case("-0", "-0", .value("0")),
        Case("-0 unsigned", "-0", .uint8, .value("0")),
        Case("-0.0e5", "-0.0e5", .value("0")),
        Case("1E+2", "1E+2", .value("100")),
        Case("1e+02", "1e+02", .value("100")),
        Case("100e-2", "100e-2", .value("1")),
        Case("1.50e1", "1.50e1", .value("15")),
        Case("42.000", "42.000", .value("42")),
        Case("4.2e1", "4.2e1", .value("42")),
        Case("1.5", "1.5", .notWhole),
        Case("150e-3", "150e-3", .notWhole),
        Case("-1 unsigned", "-1", .uint64, .outOfRange),
        Case("a leading zero", "01", .notANumber),
        Case("a leading plus", "+1", .notANumber),
        Case("a bare point", "1.", .notANumber),
        Case("no integer part", ".5", .notANumber),
        Case("an empty exponent", "1e", .notANumber),
        Case("hexadecimal", "0x10", .notANumber),
        // The ranges of every width, and one past each end.
        Case("Int8.max", "127", .int8, .value("127")),
        Case("Int8.max + 1", "128", .int8, .outOfRange),
        Case("Int8.min", "-128", .int8, .value("-128")),
        Case("Int8.min - 1", "-129", .int8, .outOfRange),
        Case("Int16.max + 1", "32768", .int16, .outOfRange),
        Case("Int16.min", "-32768", .int16, .value("-32768")),
        Case("Int32.max", "2147483647", .int32, .value("2147483647")),
        Case("Int32.min - 1", "-2147483649", .int32, .outOfRange),
        Case("Int64.max", "9223372036854775807", .int64, .value("9223372036854775807")),
        Case("Int64.max + 1", "9223372036854775808", .int64, .outOfRange),
        Case("Int64.min", "-9223372036854775808", .int64, .value("-9223372036854775808")),
        Case("Int64.min - 1", "-9223372036854775809", .int64, .outOfRange),
        Case("Int.min", "-9223372036854775808", .int, .value("-9223372036854775808")),
        Case("UInt8.max", "255", .uint8, .value("255")),
        Case("UInt8.max + 1", "256", .uint8, .outOfRange),
        Case("UInt16.max + 1", "65536", .uint16, .outOfRange),
        Case("UInt32.max", "4294967295", .uint32, .value("4294967295")),
        Case("UInt32.max + 1", "4294967296", .uint32, .outOfRange),
        Case("UInt64.max", "18446744073709551615", .uint64, .value("18446744073709551615")),
        Case("UInt64.max + 1", "18446744073709551616", .uint64, .outOfRange),
        Case("UInt.max as 1.8e19", "1.8446744073709551615e19", .uint, .notWhole),
        Case("400 digits", "1" + String(repeating: "0", count: 399), .uint64, .outOfRange),
    ]

    private static func outcome<Value: FixedWidthInteger & InputConvertible>(
        _: Value.Type, _ input: InputValue
    ) -> Outcome {
        do throws(InputConversionError) {
            return .value(String(try Value(input: input)))
        } catch {
            switch error {
            case .wholeNumber:
                let text = input.textValue?.trimmingASCIISpaces ?? numberText(input)
                return NumberText(text) == nil ? .notANumber : .notWhole
            case .outOfRange(min: String(Value.min), max: String(Value.max)): return .outOfRange
            default: return .notANumber
            }
        }
    }

    private static func numberText(_ input: InputValue) -> String {
        input.numberText ?? ""
    }

    private static func outcome(_ width: Width, _ input: InputValue) -> Outcome {
        switch width {
        case .int: outcome(Int.self, input)
        case .int8: outcome(Int8.self, input)
        case .int16: outcome(Int16.self, input)
        case .int32: outcome(Int32.self, input)
        case .int64: outcome(Int64.self, input)
        case .uint: outcome(UInt.self, input)
        case .uint8: outcome(UInt8.self, input)
        case .uint16: outcome(UInt16.self, input)
        case .uint32: outcome(UInt32.self, input)
        case .uint64: outcome(UInt64.self, input)
        }
    }

    @Test("a whole number is read exactly, from a JSON number and from a form value", arguments: cases)
    func wholeNumbers(_ example: Case) {
        #expect(Self.outcome(example.width, .number(example.text)) == example.outcome)
        #expect(Self.outcome(example.width, .text(" \(example.text) ")) == example.outcome)
    }

    /// A counter assigned from a JSON body of 1 MB.
    struct Counter: Equatable, Sendable {
        var n = 0
        static let rules = RuleSet<Counter> { Attribute(\.n) { Number(min: -100) } }
    }

    @Test("the numbers of the report are assigned exactly from JSON and form bodies", arguments: cases.prefix(3))
    func assigned(_ example: Case) throws {
        let json = Data(#"{"n":\#(example.text)}"#.utf8)
        for input in [AssignmentInput.json(json), .form([("n", example.text)])] {
            var counter = Counter()
            let result = try Counter.rules.assign(
                input, to: &counter, options: AssignmentOptions(maximumBytes: 2 << 20))
            switch example.outcome {
            case .value(let text):
                #expect(result.isAssigned)
                #expect(String(counter.n) == text)
            default:
                #expect(!result.isAssigned)
                #expect(result.report.errors.map(\.code) == [.inputWrongType])
                #expect(counter == Counter())
            }
        }
    }
}
