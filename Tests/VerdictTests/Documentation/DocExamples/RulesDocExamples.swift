// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Foundation
@testable import Verdict
@testable import VerdictValidation
@testable import VerdictAssignment
@testable import VerdictSchema
@testable import VerdictForms
@testable import VerdictRemote
@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictVocabulary
@testable import VerdictTestSupport

// The examples in the documentation of Sources/VerdictRules, verbatim (DocExampleSyncTests
// checks it). Compiled, never run.

extension DocExamples {
    // MARK: ASCII.swift

    @MainActor static func asciiWithUTF8Bytes() {
        _ = "abc".withUTF8Bytes { $0.count } // 3
    }

    @MainActor static func asciiSet() {
        let digits = ASCIISet { $0.properties.numericType == .decimal }
        _ = digits.contains(UInt8(ascii: "7")) // true
        _ = digits.contains(0xC3)              // false: not ASCII
    }

    // MARK: Boolean.swift

    @MainActor static func boolean() {
        _ = BooleanFormat<Int>().validate(2)?.message(label: "Selected")
        // "Selected must be either 1 or 0."
        _ = BooleanFormat(trueValue: "sure", falseValue: "not sure").validate(" Sure ") // nil
    }

    @MainActor static func booleanCustomValues() {
        _ = BooleanFormat(trueValue: "sure", falseValue: "not sure").validate("maybe")?.code // .booleanInvalid
        _ = BooleanFormat(trueValue: "sure", falseValue: "not sure", strict: true).validate("Sure")?.code
        // .booleanInvalid
    }

    @MainActor static func booleanStandardValues() {
        _ = BooleanFormat<String>().validate("yes")?.code // .booleanInvalid
        _ = BooleanFormat<Bool>().validate(false) // nil
        _ = BooleanFormat<Int>().validate(1) // nil
        _ = BooleanFormat<String>().validate(" TRUE ")          // nil
        _ = BooleanFormat<String>(strict: true).validate("true")  // fails: only "1" or "0"
    }

    // MARK: Characters.swift

    @MainActor static func characters() {
        _ = Characters.containsDigit.validate("password")?.message(label: "Password")
        // "Password must contain at least one digit."
        _ = Characters.only(.alphanumerics).validate("abc-1")?.message(label: "Code")
        // "Code must not contain “-”."
    }

    @MainActor static func charactersClasses() {
        _ = Characters.containsDigit.validate("abc1") // nil
        _ = Characters.containsLetter.validate("1234")?.code // .charactersMissingLetter
        _ = Characters.containsUppercase.validate("abc")?.code // .charactersMissingUppercase
        _ = Characters.containsLowercase.validate("ABC")?.code // .charactersMissingLowercase
        _ = Characters.containsSymbol.validate("pa$$word") // nil
        _ = Characters.only(.decimalDigits).validate("12a")?.code // .charactersNotAllowed
        _ = Characters.only { $0.isASCII }.validate("café")?.code // .charactersNotAllowed
        _ = Characters.containsUppercase.validate("Abc") // nil
    }

    // MARK: Custom.swift

    @MainActor static func custom() {
        let even = Custom<Int>("number.odd", message: "{attribute} must be even.") { $0 % 2 == 0 }
        _ = even.validate(3)?.message(label: "Count") // "Count must be even."

        let notTaken = Custom<String> { name in
            name == "admin" ? RuleFailure(code: "username.taken", template: "{attribute} is taken.") : nil
        }
        _ = notTaken
    }

    @MainActor static func customOutcomes() {
        _ = Custom<String> { !$0.contains(" ") }.validate("a b")?.code // .customFailed
        _ = Custom<Int> { $0 < 0 ? RuleFailure(code: "number.negative", template: "{attribute} is negative.") : nil }
        _ = Custom<Int>(message: "{attribute} ({value}) is odd.") { $0 % 2 == 0 }
            .validate(3)?.message(label: "Count") // "Count (3) is odd."
    }

    // MARK: Email.swift

    @MainActor static func email() {
        _ = Email().validate("alice@example.com")                        // nil
        _ = Email().validate("alice@localhost")?.code                    // .emailInvalid
        _ = Email(allowName: true).validate("Alice <alice@example.com>") // nil
        _ = Email(enableIDN: true).validate("josé@bücher.de")            // nil
    }

    @MainActor static func emailOptions() {
        _ = Email(allowName: true).allowName // true
        _ = Email(enableIDN: true).enableIDN // true
        _ = Email(checkDNS: true).checkDNS // true
        _ = Email().resolver is SystemDomainResolver // true
    }

    @MainActor static func emailInit() {
        let rule = Email(allowName: true, enableIDN: true)
        _ = rule.validate("José <josé@bücher.de>") // nil
        let checked = Email(checkDNS: true, resolver: SystemDomainResolver())
        _ = checked
    }

    @MainActor static func emailApply() {
        var email = "bob@@example.com"
        _ = Email().apply(to: &email)?.code // .emailInvalid
    }

    // MARK: Emptiness.swift

    @MainActor static func emptiness() {
        let isEmpty = Emptiness.check(for: String?.self)
        _ = isEmpty?(nil)   // true
        _ = isEmpty?("")    // true
        _ = isEmpty?(" ")   // false
        _ = Emptiness.check(for: Int.self) // nil: an Int is never empty
    }

    @MainActor static func emptinessChecks() {
        _ = Emptiness.check(for: [Int].self)?([]) // true
        _ = Emptiness.check(for: Int?.self)?(nil)  // true
        _ = Emptiness.check(for: Int?.self)?(0)    // false
    }

    @MainActor static func emptinessMissingCheck() {
        _ = Emptiness.missingCheck(for: String?.self)?(nil) // true
        _ = Emptiness.missingCheck(for: String?.self)?("")  // false
        _ = Emptiness.missingCheck(for: String.self)         // nil
    }

    // MARK: Filter.swift

    @MainActor static func filter() {
        _ = Filter<String> { $0.lowercased() }.filtered("Alice@Example.COM") // "alice@example.com"
        _ = Filter<[String]>(skipOnArray: true) { _ in [] }.filtered(["kept"]) // ["kept"]
        _ = Filter<Int> { max($0, 0) }.filtered(-5) // 0
    }

    @MainActor static func filterApply() {
        var tags = ["b", "a"]
        _ = Filter<[String]> { $0.sorted() }.apply(to: &tags) // tags == ["a", "b"]
    }

    // MARK: In.swift

    @MainActor static func inList() {
        _ = In([1, 2, 3]).validate(4)?.message(label: "Level") // "Level must be one of: 1, 2, 3."
        _ = In(["root", "admin"], not: true).validate("root")?.code // .inInList
        _ = In(["red", "green"], allowArray: true).validate(["red", "blue"])?.code // .inNotInList
    }

    @MainActor static func inListOptions() {
        _ = In(["USA", "Canada"]).validate("Mexico")?.code // .inNotInList
        _ = In(["USA", "Canada"], not: true).validate("Mexico") // nil
    }

    @MainActor static func inListOfArrays() {
        _ = In(["a", "b"], allowArray: true).validate(["a", "b", "a"])     // nil
        _ = In(["a", "b"], not: true, allowArray: true).validate(["c", "a"])?.code // .inInList
        _ = In(["a", "b"], allowArray: false).validate(["a"])?.code // .inArrayNotAllowed
        _ = In([1, 2, 3]).validate(2) // nil
    }

    // MARK: Length.swift

    @MainActor static func length() {
        _ = Length(4...24).validate("bob")?.message(label: "Username")
        // "Username must contain at least 4 characters."
        _ = Length(min: 8).validate("correct horse") // nil
        _ = Length(2).validate("🇫🇷🇩🇪")              // nil: two flags
    }

    @MainActor static func lengthInits() {
        _ = Length(5).validate("1234")?.code // .stringWrongLength
        _ = Length(4...24).validate("a much too long user name")?.code // .stringTooLong
        _ = Length(min: 8).validate("secret")?.code   // .stringTooShort
        _ = Length(max: 3).validate("abcd")?.code     // .stringTooLong
        _ = Length(min: 1, max: 1).validate("é") // nil
    }

    // MARK: Match.swift

    @MainActor static func match() {
        _ = Match(#"^[a-z]\w*$"#).validate("9lives")?.message(label: "Username")
        // "Username is invalid."
        _ = Match(#"\s"#, not: true).validate("no spaces")?.code // .matchMatched
    }

    @MainActor static func matchPattern() {
        _ = Match(#"^\d{5}$"#).validate("1234")?.code // .matchNoMatch
        _ = Match("(").patternError != nil            // true: every value fails
        _ = Match(#"(a)\1"#).patternError != nil      // true: a back-reference needs ICU
    }

    @MainActor static func matchRegularExpression() throws {
        let regex = try NSRegularExpression(pattern: "^[a-z]+$")
        _ = Match(regex).validate("alice") // nil
    }

    @MainActor static func matchBacktracking() throws {
        let regex = try NSRegularExpression(pattern: "^[a-z]+$", options: .caseInsensitive)
        _ = Match(backtracking: regex).validate("Alice") // nil
    }

    // MARK: PatternRefusal.swift

    @MainActor static func patternRefusal() {
        _ = PatternRefusal.reasons(#"(a)\1"#, options: false) // ["back-reference"]
        _ = PatternRefusal.reasons(#"\bcat\b"#, options: false) // ["\\b"]
    }

    // MARK: BacktrackingCheck.swift

    @MainActor static func backtrackingCheck() {
        _ = BacktrackingCheck.isExponential("^(a+)+$")    // true
        _ = BacktrackingCheck.isExponential(#"^\d{5}$"#) // false
    }

    @MainActor static func matchApply() {
        _ = Match("^a").validate("abc") // nil
        _ = Match("(").declarationProblems // ["Invalid regular expression (: …"]
    }

    // MARK: Number.swift

    @MainActor static func number() {
        _ = Number<Int>(min: 18, max: 120).validate(16)?.message(label: "Age")
        // "Age must be no less than 18."
        _ = Number<Double>().validate(.nan)?.code                 // .numberInvalid
        _ = Number<String>(integerOnly: true).validate("2.5")?.code // .numberNotInteger
    }

    @MainActor static func numberInits() {
        _ = Number<Int>(max: 10).validate(11)?.code // .numberTooBig
        _ = Number<Double>(min: 0).validate(-0.5)?.code              // .numberTooSmall
        _ = Number<Double>(integerOnly: true).validate(2.5)?.code    // .numberNotInteger
        _ = Number<Double>().validate(.infinity)?.code               // .numberInvalid
    }

    @MainActor static func numberStrings() {
        _ = Number<String>().validate("12.5")                 // nil
        _ = Number<String>().validate(" 12")?.code            // .numberInvalid
        _ = Number<String>(min: 0, max: 1).validate("2")?.code // .numberTooBig
        _ = Number<Int>(min: 1).validate(0)?.code // .numberTooSmall
    }

    // MARK: PatternAutomaton.swift, PatternNode.swift, PatternParser.swift, PatternCompiler.swift

    @MainActor static func patternAutomaton() {
        let pattern = PatternAutomaton(#"^[a-z]\w*$"#)
        _ = pattern?.matches("bobby") // true
        _ = pattern?.matches("Bobby") // false
        _ = pattern?.matches("bøbby") // true: ø is alphabetic
    }

    @MainActor static func patternNode() {
        // ^a+$
        _ = PatternNode.sequence([.assertion(.start), .repetition(.set(ScalarSet(single: 0x61)), minimum: 1, maximum: nil), .assertion(.end)])
    }

    @MainActor static func patternParser() {
        var parser = PatternParser("^a+$")
        _ = parser.parse() // .sequence([.assertion(.start), .repetition(.set(…), minimum: 1, maximum: nil), .assertion(.end)])
    }

    @MainActor static func patternCompiler() {
        var compiler = PatternCompiler()
        compiler.emit(.repetition(.set(ScalarSet(single: 0x61)), minimum: 0, maximum: nil))
        _ = compiler.program // [.split(1, 3), .scalar(…), .jump(0)]
    }

    // MARK: ScalarSet.swift, ScalarClass.swift

    @MainActor static func scalarSet() {
        let set = ScalarSet([.range(0x61...0x7A), .class(.digit)], inverted: false) // [a-z\d]
        _ = set.contains(0x62)    // true: "b"
        _ = set.contains(0x0663)  // true: ARABIC-INDIC DIGIT THREE
        _ = set.contains(0xE9)    // false: "é"
    }

    @MainActor static func scalarClass() {
        _ = ScalarClass.word.contains(0x00E9)        // true: "é" is alphabetic
        _ = ScalarClass.digit.contains(0x0663)       // true: Nd
        _ = ScalarClass.notLineTerminator.contains(0x2028) // false: `.` stops at a line separator
    }

    // MARK: Punycode.swift

    @MainActor static func punycode() {
        _ = Punycode.encode("bücher")               // "bcher-kva"
        _ = Punycode.toASCII(domain: "bücher.de")   // "xn--bcher-kva.de"
        _ = Punycode.encode("münchen") // "mnchen-3ya"
        _ = Punycode.toASCII(domain: "Bücher。DE") // "xn--bcher-kva.de"
    }

    // MARK: Required.swift

    @MainActor static func required() {
        _ = Required<String>().validate("")?.code   // .required
        _ = Required<String>().validate(" ")        // nil
        _ = Required<Bool>(equalTo: true).validate(false)?.message(label: "Terms")
        // "Terms must be true."
        _ = Required<[Int]>().validate([])?.code // .required
    }

    @MainActor static func requiredStrict() {
        _ = Required<String>(strict: true).validate("")           // nil
        _ = Required<String>(strict: true).validateMissingValue() // fails with .required
    }

    @MainActor static func requiredEqualTo() {
        _ = Required(equalTo: "yes").validate("no")?.message(label: "Consent")
        // "Consent must be yes."
        _ = Required<String>().skipsEmptyValues // false
        _ = Required<String>().validate("")?.message(label: "Username") // "Username cannot be blank."
        _ = Required<Int>().validateMissingValue()?.code // .required
    }

    // MARK: Trim.swift

    @MainActor static func trim() {
        _ = Trim().filtered("  alice \n") // "alice"
        _ = Trim(CharacterSet(charactersIn: "/")).filtered("/path/") // "path"
        _ = Trim().filtered("\u{3000}名前\u{00A0}") // "名前"
        _ = Trim(CharacterSet(charactersIn: "-")).filtered("--x--") // "x"
        _ = Trim().writesValue // true
    }

    @MainActor static func trimApply() {
        var name = " bob "
        _ = Trim().apply(to: &name) // name == "bob"
    }

    // MARK: TypeOpening.swift

    @MainActor static func optionalValue<T>(_: T.Type) {
        if let optional = T.self as? any OptionalValue.Type { open(optional) }
    }

    @MainActor static func optionalValueMembers() {
        _ = Optional(3).wrappedValue // 3
        _ = Optional("").isNil(orWrapping: { $0.isEmpty }) // true
        _ = Optional(3).isNil(orWrapping: nil)             // false
    }

    @MainActor static func retypedClosure() {
        let isEmpty: (@Sendable ([Int]) -> Bool)? = retyped({ (c: [Int]) in c.isEmpty }, as: [Int].self)
        _ = isEmpty
    }

    // MARK: URLFormat.swift

    @MainActor static func urlFormat() {
        _ = URLFormat().validate("https://example.com/path?q=1")        // nil
        _ = URLFormat().validate("ftp://example.com")?.code             // .urlInvalid
        _ = URLFormat(defaultScheme: "https").filtered("example.com")   // "https://example.com"
        _ = URLFormat(enableIDN: true).validate("http://bücher.de")     // nil
    }

    @MainActor static func urlFormatOptions() {
        _ = URLFormat(validSchemes: ["ftp"]).validate("FTP://files.example.com") // nil
        _ = URLFormat(defaultScheme: "http").filtered("example.com") // "http://example.com"
        _ = URLFormat(enableIDN: true).validate("https://münchen.de") // nil
        _ = URLFormat(defaultScheme: "https").writesValue // true
    }

    @MainActor static func urlFormatInit() {
        let rule = URLFormat(validSchemes: ["https"], defaultScheme: "https", enableIDN: true)
        _ = rule
    }

    @MainActor static func urlFormatApply() {
        var link = "example.com/about"
        _ = URLFormat(defaultScheme: "https").apply(to: &link) // nil
        _ = link // "https://example.com/about"
    }

    // MARK: RuleEffect.swift

    struct Uppercased: ValueRule {
        typealias Effect = RuleEffect.Rewriting
        func apply(to value: inout String) -> RuleFailure? {
            value = value.uppercased()
            return nil
        }
    }

    @MainActor static func ruleEffectChecking() {
        let effect: RuleEffect.Checking.Type = Length.Effect.self
        _ = effect
    }

    @MainActor static func ruleEffectRewriting() {
        let effect: RuleEffect.Rewriting.Type = Trim.Effect.self
        _ = effect
    }

    @MainActor static func filterEffect() {
        let effect: RuleEffect.Rewriting.Type = Filter<String>.Effect.self
        _ = effect
    }

    // MARK: ModifiableRule.swift

    @MainActor static func modifiableRule() {
        let tooShort = Length(min: 15).message("This is too short!")
        let rules = RuleSet<Post> {
            Attribute(\.title) { tooShort.on(.publish) }
            Attribute(\.description) { tooShort.severity(.warning) }
        }
        _ = rules
        let rule = Length(min: 15).message("This is too short!")  // calls _applying(_:)
        _ = rule
    }

    @MainActor static func ruleModifier() {
        let rule = Required<String>().code("name.missing")  // a _RuleModifier, applied
        _ = rule
        _ = Custom<String>(message: "{attribute} ({value}) was used before.") { !$0.hasPrefix("old") }.sensitive()
    }

    // MARK: ConfiguredRule.swift

    @MainActor static func configuredRule() {
        let zip = Match(#"^\d{5}$"#).code("zip.invalid").message("{attribute} has five digits.")
        _ = zip.validate("123")?.code // "zip.invalid"
        var name = "  ada "
        _ = Trim().message("unused").apply(to: &name)  // name == "ada"
        _ = Length(min: 3).skipOnEmpty(false).skipsEmptyValues // false
        _ = Trim().code("name.trimmed").writesValue // true
        _ = Required<String>().code("name.missing").validateMissingValue()?.code // "name.missing"
        let rule = Length(min: 15).message("Too short.").code("title.short")
        _ = rule
    }

    @MainActor static func valueRuleApplying() {
        let rule: ConfiguredRule<Email> = Email().message("Check the address.")
        _ = rule
    }

    // MARK: ValueRule.swift

    @MainActor static func valueRule() {
        struct EvenNumber: ValueRule {
            func apply(to value: inout Int) -> RuleFailure? {
                value.isMultiple(of: 2) ? nil
                    : RuleFailure(code: "number.odd", template: "{attribute} must be even.")
            }
        }
        _ = EvenNumber().validate(3)?.code // "number.odd"
    }

    @MainActor static func valueRuleMembers() {
        _ = Length(min: 3).skipsEmptyValues // true
        _ = Length(min: 3).writesValue // false
        _ = Trim().writesValue // true
        _ = Required<String>().validateMissingValue()?.code // .required
        _ = Length(4...24).validate("bob")?.code // .stringTooShort
        _ = Trim().filtered("  alice ") // "alice"
    }
}

extension DocExamples {
    // MARK: Filter.swift (empty values)

    @MainActor static func filterOnEmptyValues() {
        _ = Filter<String> { $0 }.skipsEmptyValues // false
    }
}
