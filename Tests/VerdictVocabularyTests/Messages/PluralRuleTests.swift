import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The plural category of each language for the numbers 0, 1, 2, 3, 5, 11, 21, 22, 25, 101 and
/// 1.5, written out by hand from CLDR's `plurals.xml` (not computed by the code under test).
@Suite("CLDR plural rules")
struct PluralRuleTests {
    static let numbers = ["0", "1", "2", "3", "5", "11", "21", "22", "25", "101", "1.5"]

    /// Language → the category of each of ``numbers``, in order.
    static let expected: [(BuiltInLanguage, [PluralCategory])] = {
        let o = PluralCategory.other
        let one = PluralCategory.one
        let few = PluralCategory.few
        let many = PluralCategory.many
        let two = PluralCategory.two
        let zero = PluralCategory.zero
        // i = 1 and v = 0: only the integer 1.
        let germanic: [PluralCategory] = [o, one, o, o, o, o, o, o, o, o, o]
        // i = 0,1 (French) or i = 0..1 (Portuguese): 0, 1 and 1.5.
        let zeroOrOne: [PluralCategory] = [one, one, o, o, o, o, o, o, o, o, one]
        // n = 1: only 1 (1.5 is not 1).
        let nIsOne: [PluralCategory] = [o, one, o, o, o, o, o, o, o, o, o]
        let otherOnly = [PluralCategory](repeating: o, count: 11)
        return [
            (.english, germanic), (.german, germanic), (.dutch, germanic), (.swedish, germanic),
            (.finnish, germanic), (.italian, germanic),
            (.spanish, nIsOne), (.norwegianBokmal, nIsOne), (.turkish, nIsOne),
            (.french, zeroOrOne), (.portuguese, zeroOrOne),
            // n = 1 or t != 0 and i = 0,1: 1, and 1.5 (t = 5, i = 1); not 0.
            (.danish, [o, one, o, o, o, o, o, o, o, o, one]),
            // one: 1; few: 2..4 but not 12..14 at the end; many: other integers; decimals other.
            (.polish, [many, one, few, few, many, many, many, few, many, many, o]),
            // one: 1; few: 2..4; many: decimals; other: the remaining integers.
            (.czech, [o, one, few, few, o, o, o, o, o, o, many]),
            // one: ends in 1 but not 11; few: ends in 2..4 but not 12..14; many: other integers.
            (.russian, [many, one, few, few, many, many, one, few, many, one, o]),
            (.ukrainian, [many, one, few, few, many, many, one, few, many, one, o]),
            // zero 0, one 1, two 2, few n % 100 = 3..10, many n % 100 = 11..99, other (101, 1.5).
            (.arabic, [zero, one, two, few, few, many, many, many, many, o, o]),
            // one: i = 1 and v = 0 (or i = 0 with decimals); two: 2.
            (.hebrew, [o, one, two, o, o, o, o, o, o, o, o]),
            // i = 0 or n = 1: 0 and 1; 1.5 is other.
            (.hindi, [one, one, o, o, o, o, o, o, o, o, o]),
            (.japanese, otherOnly), (.korean, otherOnly), (.chineseSimplified, otherOnly),
            (.chineseTraditional, otherOnly), (.indonesian, otherOnly),
        ]
    }()

    @Test("the table covers every language") func everyLanguage() {
        #expect(Set(Self.expected.map(\.0)) == Set(BuiltInLanguage.allCases))
    }

    @Test("each number falls in the CLDR category", arguments: expected)
    func categories(language: BuiltInLanguage, categories: [PluralCategory]) throws {
        let rule = language.rules?.plural ?? .oneIfExactlyOne
        for (number, category) in zip(Self.numbers, categories) {
            let operands = try #require(PluralOperands(decimal: number))
            #expect(rule.category(operands) == category, "\(language.rawValue) \(number)")
        }
    }

    @Test(
        "more CLDR examples",
        arguments: [
            (PluralRule.polish, "12", PluralCategory.many), (.polish, "112", .many), (.polish, "1002", .few),
            (.eastSlavic, "111", .many), (.eastSlavic, "1.0", .other), (.czech, "1.0", .many),
            (.arabic, "110", .few), (.arabic, "199", .many), (.arabic, "200", .other), (.arabic, "2.0", .two),
            (.hebrew, "0.5", .one), (.hebrew, "2.0", .other), (.hindi, "0.5", .one), (.danish, "0.5", .one),
            (.danish, "2.5", .other), (.french, "1000000", .many), (.spanish, "2000000", .many),
            (.italian, "1000000", .many), (.portuguese, "1000000", .many), (.italian, "1000001", .other),
            (.spanish, "1.0", .one), (.oneIfExactlyOne, "1.0", .other),
        ])
    func examples(rule: PluralRule, number: String, category: PluralCategory) throws {
        #expect(rule.category(try #require(PluralOperands(decimal: number))) == category)
    }

    @Test(
        "operands follow the number as written",
        arguments: [
            ("1.50", 1.5, 1, 2, 50, 5), ("-3", 3, 3, 0, 0, 0), ("0.05", 0.05, 0, 2, 5, 5), ("12", 12, 12, 0, 0, 0),
        ])
    func operands(text: String, n: Double, i: Int, v: Int, f: Int, t: Int) throws {
        let operands = try #require(PluralOperands(decimal: text))
        #expect(operands == PluralOperands(n: n, i: i, v: v, f: f, t: t))
    }

    @Test("text that is not a number has no operands", arguments: ["", "-", ".5", "1e5", "one", "1.2.3", "1-2"])
    func notANumber(text: String) {
        #expect(PluralOperands(decimal: text) == nil)
    }
}

extension PluralOperands {
    init(n: Double, i: Int, v: Int, f: Int, t: Int) {
        self.init(0)
        self.n = n
        self.i = i
        self.v = v
        self.f = f
        self.t = t
    }
}
