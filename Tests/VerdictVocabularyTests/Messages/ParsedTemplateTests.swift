import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Parsed templates")
struct ParsedTemplateTests {
    @Test(arguments: [
        ("{attribute} is {value}.", "Age is 3."),
        ("{value, plural, one {item} other {items}}", "items"),
        ("{missing} stays", "{missing} stays"),
        ("{ attribute }", "Age"),
        ("{attribute", "{attribute"),
        ("}{attribute}{", "}Age{"),
        ("{{attribute}}", "{{attribute}}"),
        ("{attribute, other}", "{attribute, other}"),
        ("{value, plural, few {x}}", "{value, plural, few {x}}"),
        ("", ""),
        ("Ünïcödé {attribute} ✓", "Ünïcödé Age ✓"),
    ])
    func rendersAsTheGrammarSays(template: String, expected: String) {
        #expect(MessageTemplate(template).render(["attribute": "Age", "value": 3]) == expected)
    }

    /// A few parameters are found by comparing names, more by hashing: both find the same ones.
    @Test(arguments: [1, 4, 5, 12])
    func findsEachParameterHoweverManyThereAre(count: Int) {
        var parameters: [String: MessageParameter] = [:]
        for index in 0..<count { parameters["p\(index)"] = .int(index * 10) }
        let text = (0..<count).map { "{p\($0)}" }.joined(separator: " ") + " {p\(count)}"
        let expected = (0..<count).map { String($0 * 10) }.joined(separator: " ") + " {p\(count)}"
        #expect(MessageTemplate(text).render(parameters) == expected)
        #expect(MessageTemplate("{p0, plural, one {x} other {y}}").render(parameters) == "y")
    }

    @Test func pluralChoosesOneForExactlyOne() {
        let template = MessageTemplate("{n} {n, plural, one {character} other {characters}}")
        #expect(template.render(["n": 1]) == "1 character")
        #expect(template.render(["n": 1.0]) == "1 character")
        #expect(template.render(["n": 2]) == "2 characters")
        #expect(template.render(["n": 0]) == "0 characters")
    }

    /// English takes the same plural path as every other language: a number given as text
    /// (`Decimal`, a string) is read by CLDR's rule too, and `=n` matches exactly.
    @Test(
        "English chooses plurals by its CLDR rule, whatever the parameter's type",
        arguments: [
            (MessageParameter(describing: Decimal(1)), "1 item"), (MessageParameter(describing: Decimal(2)), "2 items"),
            ("1", "1 item"), ("1.0", "1.0 items"), ("-1", "-1 item"), ("one", "one items"),
            (MessageParameter(describing: Decimal(string: "1.5")!), "1.5 items"), (.double(1), "1 item"),
        ] as [(MessageParameter, String)])
    func englishPluralOfText(value: MessageParameter, expected: String) {
        let template = MessageTemplate("{n} {n, plural, one {item} other {items}}")
        #expect(template.render(["n": value]) == expected)
        let failure = RuleFailure(code: "cart.items", template: template, parameters: ["n": value])
        #expect(failure.message(label: "Cart", in: Locale(identifier: "en")) == expected)
        let catalog = MessageCatalog(language: "en", messages: ["cart.items": template])
        #expect(failure.message(label: "Cart", in: Locale(identifier: "en-GB"), catalog: catalog) == expected)
    }

    /// `1` given as text is `one` in every built-in language whose CLDR rule has `one` for 1.
    @Test("a number given as text is one in every language that has one", arguments: BuiltInLanguage.allCases)
    func textOneInEveryLanguage(language: BuiltInLanguage) {
        let template = MessageTemplate("{n, plural, one {one} other {other}}")
        let catalog = MessageCatalog(language: language.rawValue, messages: ["cart.items": template])
        let failure = RuleFailure(
            code: "cart.items", template: template, parameters: ["n": MessageParameter(describing: Decimal(1))])
        let hasOne = (language.rules?.plural ?? .oneIfExactlyOne).category(PluralOperands(1)) == .one
        let rendered = failure.message(label: "Cart", in: Locale(identifier: language.rawValue), catalog: catalog)
        #expect(rendered == (hasOne ? "one" : "other"))
    }

    @Test func englishMatchesAnExactNumber() {
        let template = MessageTemplate("{n, plural, =0 {none} one {one item} other {items}}")
        #expect(template.render(["n": 0]) == "none")
        #expect(template.render(["n": "0"]) == "none")
        #expect(template.render(["n": 1]) == "one item")
    }

    @Test func theTemplateIsParsedIntoSegmentsOnce() {
        let parsed = ParsedTemplate("Hi {name}, {n, plural, one {a} other {b}}!")
        #expect(
            parsed.segments == [
                .literal("Hi "), .parameter(name: "name", raw: "{name}"), .literal(", "),
                .plural(
                    name: "n", options: [PluralOption(key: "one", text: "a"), PluralOption(key: "other", text: "b")],
                    raw: "{n, plural, one {a} other {b}}"),
                .literal("!"),
            ])
    }

    /// Unmatched `{` used to make the renderer scan to the end for each one: 30,000 of them took
    /// 20–40 s. Parsing counts its steps: they grow linearly with the length.
    @Test(arguments: [1_000, 10_000, 30_000])
    func parsingIsLinearInTheLength(count: Int) {
        for text in [String(repeating: "{", count: count), String(repeating: "{a", count: count)] {
            var parser = TemplateParser(text)
            _ = parser.parse()
            #expect(parser.steps <= 3 * text.utf8.count)
        }
        let rendered = MessageTemplate(String(repeating: "{", count: count)).render(["a": 1])
        #expect(rendered.utf8.count == count)
    }

    @Test func aDecodedTemplateLongerThanTheLimitIsRefused() throws {
        let limit = MessageTemplate.maximumDecodedLength
        let fits = try JSONEncoder().encode(String(repeating: "a", count: limit))
        #expect(try JSONDecoder().decode(MessageTemplate.self, from: fits).text.utf8.count == limit)
        let tooLong = try JSONEncoder().encode(String(repeating: "{", count: limit + 1))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(MessageTemplate.self, from: tooLong) }
    }

    @Test func equalityAndHashingFollowTheText() {
        let a = MessageTemplate("{a}")
        let b: MessageTemplate = "{a}"
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != MessageTemplate("{b}"))
    }
}
