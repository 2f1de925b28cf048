import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Number")
struct NumberTests {
    // MARK: Integers

    @Test(
        "Integer bounds",
        arguments: [
            (17, ErrorCode.numberTooSmall, "Age must be no less than 18."),
            (18, nil, nil),
            (65, nil, nil),
            (120, nil, nil),
            (121, .numberTooBig, "Age must be no greater than 120."),
            (Int.min, .numberTooSmall, "Age must be no less than 18."),
            (Int.max, .numberTooBig, "Age must be no greater than 120."),
        ] as [(Int, ErrorCode?, String?)])
    func integers(value: Int, code: ErrorCode?, message: String?) {
        let failure = Number<Int>(min: 18, max: 120).validate(value)
        #expect(failure?.code == code)
        #expect(failure?.message(label: "Age") == message)
        if failure != nil {
            #expect(failure?.parameters == ["min": 18, "max": 120]); #expect(failure?.attemptedValue == .int(value))
        }
    }

    @Test func otherIntegerTypes() {
        #expect(Number<Int>().validate(.min) == nil)
        #expect(Number<UInt8>(max: 200).validate(201)?.code == .numberTooBig)
        #expect(Number<Int64>(min: -5).validate(-6)?.parameters == ["min": -5]);
        #expect(Number<Int64>(min: -5).validate(-6)?.attemptedValue == -6)
        let huge = Number<UInt64>(max: 10).validate(.max)
        #expect(huge?.attemptedValue == .string("18446744073709551615"))
        #expect(Number<UInt64>(min: .max).validate(0)?.parameters["min"] == .string("18446744073709551615"))
    }

    // MARK: Floating point

    @Test(
        "Floating-point values",
        arguments: [
            (0.5, nil, nil),
            (0.0, nil, nil),
            (-0.0, nil, nil),
            (100.0, nil, nil),
            (-0.1, ErrorCode.numberTooSmall, "Price must be no less than 0."),
            (100.5, .numberTooBig, "Price must be no greater than 100."),
            (.nan, .numberInvalid, "Price must be a number."),
            (.infinity, .numberInvalid, "Price must be a number."),
            (-.infinity, .numberInvalid, "Price must be a number."),
            (.signalingNaN, .numberInvalid, "Price must be a number."),
            (.greatestFiniteMagnitude, .numberTooBig, "Price must be no greater than 100."),
            (.leastNonzeroMagnitude, nil, nil),
        ] as [(Double, ErrorCode?, String?)])
    func doubles(value: Double, code: ErrorCode?, message: String?) {
        let failure = Number<Double>(min: 0, max: 100).validate(value)
        #expect(failure?.code == code)
        #expect(failure?.message(label: "Price") == message)
    }

    @Test func doublesWithoutBounds() {
        #expect(Number<Double>().validate(.greatestFiniteMagnitude) == nil)
        #expect(Number<Double>().validate(-.greatestFiniteMagnitude) == nil)
        #expect(Number<Double>().validate(.nan)?.attemptedValue != nil)
        #expect(Number<Float>().validate(.infinity)?.code == .numberInvalid)
        #expect(Number<Float>(max: 1.5).validate(2)?.parameters == ["max": 1.5]);
        #expect(Number<Float>(max: 1.5).validate(2)?.attemptedValue == 2.0)
    }

    @Test(
        "Integer-only floating point",
        arguments: [
            (2.0, nil), (-3.0, nil), (0.0, nil), (1e15, nil), (2.5, ErrorCode.numberNotInteger),
            (-0.001, .numberNotInteger), (.nan, .numberInvalid), (.infinity, .numberInvalid),
        ] as [(Double, ErrorCode?)])
    func integerOnlyDoubles(value: Double, code: ErrorCode?) {
        let failure = Number<Double>(integerOnly: true).validate(value)
        #expect(failure?.code == code)
        if code == .numberNotInteger { #expect(failure?.message(label: "Count") == "Count must be an integer.") }
    }

    // MARK: Strings

    @Test(
        "Seed: salary is a number",
        arguments: [
            "0", "12", "-12", "+12", "12.5", "-0.5", ".5", "007", "1e3", "1E3", "1e-3", "2.5E+10", "-.5e2",
            "1e-400",  // underflows to zero, still a number
            "99999999999999999999999999999999",
        ])
    func validNumberStrings(value: String) {
        #expect(Number<String>().validate(value) == nil)
    }

    @Test(
        "Not a number",
        arguments: [
            "", " ", "abc", "12abc", " 12", "12 ", "\t12", "12\n", "\u{00A0}12", "1.", "1.2.3", "1e", "e3", "1e+",
            ".", "-", "+", "--1", "+-1", "1,000", "1_000", "0x1A", "0b11", "nan", "NaN", "-nan", "inf", "-inf",
            "infinity", "Infinity", "١٢", "１２", "12e3.5", "1e400", "-1e400",
        ])
    func invalidNumberStrings(value: String) {
        let failure = Number<String>().validate(value)
        #expect(failure?.code == .numberInvalid)
        #expect(failure?.message(label: "Salary") == "Salary must be a number.")
        #expect(failure?.parameters == [:]); #expect(failure?.attemptedValue == .string(value))
    }

    @Test(
        "Integer-only strings",
        arguments: [
            ("12", nil), ("-12", nil), ("+0", nil), ("99999999999999999999999999999999", nil),
            ("12.0", ErrorCode.numberNotInteger), ("1e3", .numberNotInteger), (".5", .numberNotInteger),
            ("abc", .numberInvalid), ("12 ", .numberInvalid), ("", .numberInvalid),
        ] as [(String, ErrorCode?)])
    func integerOnlyStrings(value: String, code: ErrorCode?) {
        #expect(Number<String>(integerOnly: true).validate(value)?.code == code)
    }

    @Test(
        "String bounds",
        arguments: [
            ("1", nil, nil),
            ("10", nil, nil),
            ("5.5", nil, nil),
            ("0.999", ErrorCode.numberTooSmall, "Rating must be no less than 1."),
            ("-1e9", .numberTooSmall, "Rating must be no less than 1."),
            ("10.0001", .numberTooBig, "Rating must be no greater than 10."),
            ("99999999999999999999999999999999", .numberTooBig, "Rating must be no greater than 10."),
        ] as [(String, ErrorCode?, String?)])
    func stringBounds(value: String, code: ErrorCode?, message: String?) {
        let failure = Number<String>(min: 1, max: 10).validate(value)
        #expect(failure?.code == code)
        #expect(failure?.message(label: "Rating") == message)
        if failure != nil {
            #expect(failure?.parameters == ["min": 1.0, "max": 10.0]);
            #expect(failure?.attemptedValue == .string(value))
        }
    }

    @Test func fractionalBoundsRender() {
        #expect(Number<String>(min: 0.5).validate("0.25")?.message(label: "Dose") == "Dose must be no less than 0.5.")
    }

    @Test("Very long number strings never crash")
    func longStrings() {
        let digits = String(repeating: "9", count: 100_000)
        #expect(Number<String>().validate(digits)?.code == .numberInvalid)  // overflows to infinity
        #expect(Number<String>(integerOnly: true).validate(digits)?.code == .numberInvalid)
        #expect(Number<String>().validate("0." + digits) == nil)
        #expect(Number<String>().validate("0." + String(repeating: "0", count: 100_000) + "1") == nil)
        #expect(Number<String>().validate(digits + "x")?.code == .numberInvalid)
        #expect(Number<String>(integerOnly: true).validate(String(repeating: "1", count: 300)) == nil)
    }

    @Test func declarationProblems() {
        #expect(Number<Int>(min: 1, max: 10).declarationProblems.isEmpty)
        #expect(
            Number<Int>(min: 10, max: 1).declarationProblems == [
                "Number min 10 is greater than max 1: every value fails."
            ])
        #expect(Number<Double>(min: .nan).declarationProblems == ["Number min is NaN: it never fails a value."])
        #expect(Number<String>(max: .nan).declarationProblems == ["Number max is NaN: it never fails a value."])
        #expect(Number<String>(min: 2, max: 1).declarationProblems.count == 1)
        #expect(Number<Float>().declarationProblems.isEmpty)
    }

    @Test func flags() {
        #expect(Number<Int>().skipsEmptyValues)
        #expect(!Number<String>().writesValue)
    }
}
