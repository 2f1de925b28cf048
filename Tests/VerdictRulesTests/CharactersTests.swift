import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Characters")
struct CharactersTests {
    @Test(
        "Contains a digit",
        arguments: [
            ("abc1", true), ("1", true), ("abc٣", true), ("١٢", true), ("１", true), ("password", false),
            ("½", false), ("Ⅻ", false), ("", false), ("   ", false),
        ])
    func digit(value: String, passes: Bool) {
        let failure = Characters.containsDigit.validate(value)
        #expect((failure == nil) == passes)
        if !passes {
            #expect(failure?.code == .charactersMissingDigit)
            #expect(failure?.message(label: "Password") == "Password must contain at least one digit.")
            #expect(failure?.parameters == [:]); #expect(failure?.attemptedValue == .string(value))
        }
    }

    @Test(
        "Contains a letter",
        arguments: [
            ("a1", true), ("日本", true), ("שלום", true), ("e\u{301}", true), ("1234", false), ("!?", false), ("", false),
        ])
    func letter(value: String, passes: Bool) {
        let failure = Characters.containsLetter.validate(value)
        #expect((failure == nil) == passes)
        if !passes {
            #expect(failure?.code == .charactersMissingLetter)
            #expect(failure?.message(label: "Name") == "Name must contain at least one letter.")
        }
    }

    @Test(
        "Contains an uppercase letter",
        arguments: [
            ("Abc", true), ("abC", true), ("É", true), ("E\u{301}", true), ("ΑΒΓ", true), ("abc", false),
            ("ß", false), ("123", false), ("日本", false),
        ])
    func uppercase(value: String, passes: Bool) {
        let failure = Characters.containsUppercase.validate(value)
        #expect((failure == nil) == passes)
        if !passes {
            #expect(failure?.code == .charactersMissingUppercase)
            #expect(failure?.message(label: "Password") == "Password must contain at least one uppercase letter.")
        }
    }

    @Test(
        "Contains a lowercase letter",
        arguments: [
            ("ABc", true), ("ß", true), ("é", true), ("ABC", false), ("123", false), ("日本", false),
        ])
    func lowercase(value: String, passes: Bool) {
        let failure = Characters.containsLowercase.validate(value)
        #expect((failure == nil) == passes)
        if !passes {
            #expect(failure?.code == .charactersMissingLowercase)
            #expect(failure?.message(label: "Password") == "Password must contain at least one lowercase letter.")
        }
    }

    @Test(
        "Contains a symbol or punctuation mark",
        arguments: [
            ("pa$$", true), ("a!", true), ("a€", true), ("a😀", true), ("«a»", true), ("a-b", true),
            ("abc", false), ("a b", false), ("123", false), ("", false),
        ])
    func symbol(value: String, passes: Bool) {
        let failure = Characters.containsSymbol.validate(value)
        #expect((failure == nil) == passes)
        if !passes {
            #expect(failure?.code == .charactersMissingSymbol)
            #expect(
                failure?.message(label: "Password") == "Password must contain at least one symbol or punctuation mark.")
        }
    }

    @Test(
        "Only allowed characters",
        arguments: [
            ("abc123", nil), ("", nil), ("日本", nil), ("abc-1", "-"), ("a b", " "), ("ab😀", "😀"),
        ] as [(String, String?)])
    func onlySet(value: String, refused: String?) {
        let failure = Characters.only(.alphanumerics).validate(value)
        #expect(failure?.parameters["character"] == refused.map(MessageParameter.string))
        if let refused {
            #expect(failure?.code == .charactersNotAllowed)
            #expect(failure?.message(label: "Code") == "Code must not contain “\(refused)”.")
            #expect(failure?.attemptedValue == .string(value))
        }
    }

    @Test func onlyPredicate() {
        let ascii = Characters.only { $0.isASCII }
        #expect(ascii.validate("plain") == nil)
        #expect(ascii.validate("café")?.parameters["character"] == "é")
        #expect(ascii.validate("cafe\u{301}")?.parameters["character"] == "e\u{301}")
        #expect(ascii.validate("a\r\nb") == nil)
        #expect(Characters.only(.decimalDigits).validate("12a")?.code == .charactersNotAllowed)
    }

    @Test func longStrings() {
        let letters = String(repeating: "a", count: 100_000)
        #expect(Characters.containsDigit.validate(letters + "1") == nil)
        #expect(Characters.containsDigit.validate(letters)?.code == .charactersMissingDigit)
        #expect(Characters.only(.letters).validate(letters) == nil)
        #expect(Characters.only(.letters).validate(letters + "!")?.parameters["character"] == "!")
    }

    @Test(
        "The ASCII shortcut agrees with whole characters",
        arguments: [
            ("abc1", true), ("1", true), ("é1", true), ("1é", true), ("é1é", true), ("1\u{301}", true),
            ("a\r\n1", true), ("\u{600}1", false), ("é\u{600}1x", false), ("\r\n", false), ("abc\u{301}", false),
        ])
    func digitShortcut(value: String, passes: Bool) {
        // U+0600 (a prepended mark) joins the digit after it into one character that starts
        // with the mark, so that digit does not count.
        #expect((Characters.containsDigit.validate(value) == nil) == passes)
    }

    @Test func asciiShortcutsOfTheOtherRules() {
        #expect(Characters.containsLetter.validate("1\r\n2") != nil)
        #expect(Characters.containsLetter.validate("\u{600}a") != nil)  // the character starts with U+0600
        #expect(Characters.containsUppercase.validate("A\u{345}") != nil)  // uppercases to "AΙ": not uppercase
        #expect(Characters.containsUppercase.validate("xA\u{345}A") == nil)
        #expect(Characters.containsLowercase.validate("A\r\nB") != nil)
        #expect(Characters.containsSymbol.validate("a\r\nb") != nil)
        #expect(Characters.containsSymbol.validate("é!") == nil)
        #expect(Characters.only(.alphanumerics).validate("abc\u{301}") == nil)
        #expect(Characters.only(.letters).validate("ab\r\n")?.parameters["character"] == "\r\n")
        #expect(Characters.only(CharacterSet(charactersIn: "\r")).validate("\r\n")?.parameters["character"] == "\r\n")
    }

    @Test func flags() {
        #expect(Characters.containsDigit.skipsEmptyValues)
        #expect(!Characters.only(.letters).writesValue)
    }
}
