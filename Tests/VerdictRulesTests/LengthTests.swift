import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Length")
struct LengthTests {
    static let long = String(repeating: "a", count: 100_000)

    @Test(
        "Seed: username between 4 and 24 characters",
        arguments: [
            ("alice", nil, nil),
            ("abcd", nil, nil),
            (String(repeating: "x", count: 24), nil, nil),
            ("bob", ErrorCode.stringTooShort, "Username must contain at least 4 characters."),
            ("", .stringTooShort, "Username must contain at least 4 characters."),
            (String(repeating: "x", count: 25), .stringTooLong, "Username must contain at most 24 characters."),
            (long, .stringTooLong, "Username must contain at most 24 characters."),
        ] as [(String, ErrorCode?, String?)])
    func range(value: String, code: ErrorCode?, message: String?) {
        let failure = Length(4...24).validate(value)
        #expect(failure?.code == code)
        #expect(failure?.message(label: "Username") == message)
        if failure != nil {
            #expect(failure?.parameters == ["min": 4, "max": 24]); #expect(failure?.attemptedValue == .string(value))
        }
    }

    @Test(
        "Exact length",
        arguments: [
            ("12345", nil, nil),
            ("1234", ErrorCode.stringWrongLength, "Zip must contain exactly 5 characters."),
            ("123456", .stringWrongLength, "Zip must contain exactly 5 characters."),
        ] as [(String, ErrorCode?, String?)])
    func exact(value: String, code: ErrorCode?, message: String?) {
        let failure = Length(5).validate(value)
        #expect(failure?.code == code)
        #expect(failure?.message(label: "Zip") == message)
        if failure != nil {
            #expect(failure?.parameters == ["length": 5]); #expect(failure?.attemptedValue == .string(value))
        }
    }

    @Test func singularMessages() {
        #expect(Length(1).validate("ab")?.message(label: "Initial") == "Initial must contain exactly 1 character.")
        #expect(Length(min: 1).validate("")?.message(label: "Name") == "Name must contain at least 1 character.")
        #expect(Length(max: 1).validate("ab")?.message(label: "Grade") == "Grade must contain at most 1 character.")
    }

    @Test func minOrMaxOnly() {
        #expect(Length(min: 8).validate("secret")?.parameters == ["min": 8]);
        #expect(Length(min: 8).validate("secret")?.attemptedValue == "secret")
        #expect(Length(min: 8).validate("12345678") == nil)
        #expect(Length(max: 3).validate("abcd")?.parameters == ["max": 3]);
        #expect(Length(max: 3).validate("abcd")?.attemptedValue == "abcd")
        #expect(Length(max: 3).validate("") == nil)
        #expect(Length().validate(Self.long) == nil)
        #expect(Length(min: 0, max: 0).validate("") == nil)
    }

    @Test(
        "Counts user-perceived characters",
        arguments: [
            ("e\u{301}", 1),  // e + combining acute
            ("é", 1),
            ("cafe\u{301}", 4),
            ("👨‍👩‍👧‍👦", 1),  // family: one grapheme, 7 scalars
            ("🇫🇷", 1),
            ("🇫🇷🇩🇪", 2),
            ("👍🏽", 1),
            ("שלום", 4),  // right-to-left
            ("مرحبا", 5),
            ("\u{202E}abc", 4),  // right-to-left override is a character of its own
            ("\r\n", 1),
            ("   ", 3),
            ("日本語", 3),
        ])
    func unicode(value: String, count: Int) {
        #expect(Length(count).validate(value) == nil)
        #expect(Length(count + 1).validate(value)?.code == .stringWrongLength)
        #expect(Length(max: count - 1).validate(value)?.code == .stringTooLong)
        #expect(Length(min: count + 1).validate(value)?.code == .stringTooShort)
    }

    @Test func longStrings() {
        #expect(Length(100_000).validate(Self.long) == nil)
        #expect(Length(min: 100_000).validate(Self.long) == nil)
        #expect(Length(min: 100_001).validate(Self.long)?.code == .stringTooShort)
        #expect(Length(max: 99_999).validate(Self.long)?.code == .stringTooLong)
        let families = String(repeating: "👨‍👩‍👧‍👦", count: 100_000)
        #expect(Length(100_000).validate(families) == nil)
    }

    @Test("Counting stops once past the limit")
    func countingStops() {
        let megabyte = String(repeating: "a", count: 1_000_000)
        #expect(Length.count(megabyte, stoppingAfter: 24) == 25)
        #expect(Length.count("abc", stoppingAfter: 24) == 3)
        #expect(Length.count("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", stoppingAfter: 5) == 2)
        #expect(Length(4...24).validate(megabyte)?.code == .stringTooLong)
    }

    @Test func declarationProblems() {
        #expect(Length(4...24).declarationProblems.isEmpty)
        #expect(
            Length(min: 10, max: 5).declarationProblems == ["Length min 10 is greater than max 5: every value fails."])
        #expect(Length(min: 10, max: 5).validate("1234567")?.code == .stringTooShort)
        #expect(Length(-1).declarationProblems == ["Length length -1 is negative."])
        #expect(Length(min: -2).declarationProblems == ["Length min -2 is negative."])
    }

    @Test(
        "ASCII text is counted from its bytes",
        arguments: [
            ("a\r\nb", 3), ("\r\n\r\n", 2), ("\r\r\n", 2), ("\n\r", 2), ("abc\u{301}", 3), ("ab\u{600}c", 3),
            ("\u{600}abc", 3),
        ])
    func asciiCounting(value: String, count: Int) {
        #expect(Length(count).validate(value) == nil)
        #expect(Length.count(value, stoppingAfter: 1) == Swift.min(count, 2))
    }

    @Test func flags() {
        #expect(Length(4...24).skipsEmptyValues)
        #expect(!Length(4...24).writesValue)
    }
}
