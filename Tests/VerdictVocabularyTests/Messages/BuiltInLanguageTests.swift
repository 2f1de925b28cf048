import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// Every built-in message in every built-in language: it renders with each of its parameters
/// substituted, nothing left in braces, and the label and numbers intact.
@Suite("Built-in languages")
struct BuiltInLanguageTests {
    /// Values for every parameter a built-in message has, each one findable in the output.
    static let parameters: [String: MessageParameter] = [
        "requiredValue": "YES", "min": 3, "max": 7, "length": 5, "true": "on", "false": "off",
        "compareValue": "Q-42", "list": ["aa", "bb"], "character": "#", "expected": "a whole number",
        "format": "JSON", "reason": "unexpected end", "errors": 2, "warnings": 1, "count": 4,
    ]

    static let cases: [(BuiltInLanguage, BuiltInMessage)] = BuiltInLanguage.allCases.flatMap { language in
        BuiltInMessage.allCases.map { (language, $0) }
    }

    @Test("every message renders, every parameter substituted", arguments: cases)
    func renders(language: BuiltInLanguage, message: BuiltInMessage) {
        let template = language.template(message)
        let text = template.storage.render(
            Self.parameters, attribute: "Zorglub", value: nil, language: language.rules)
        #expect(!text.contains("{"), "\(language.rawValue) \(message): \(text)")
        #expect(!text.contains("}"), "\(language.rawValue) \(message): \(text)")
        #expect(text.contains("Zorglub") == message.namesAttribute, "\(language.rawValue) \(message): \(text)")
        for name in message.parameterNames {
            let value = Self.parameters[name]!
            let shown: String =
                if value.listValue != nil {
                    "aa"
                } else if let s = value.stringValue, name == "expected" {
                    language.rules?.phrases[s] ?? s
                } else {
                    value.description
                }
            #expect(text.contains(shown), "\(language.rawValue) \(message) lacks \(name): \(text)")
        }
        // The placeholders are those of the English message: none lost, none invented.
        #expect(Self.placeholders(template) == Self.placeholders(MessageTemplate(message.english)))
    }

    @Test("every language translates every phrase", arguments: BuiltInLanguage.allCases.filter { $0 != .english })
    func phrases(language: BuiltInLanguage) throws {
        let phrases = try #require(language.rules?.phrases)
        #expect(Set(phrases.keys) == Set(BuiltInMessage.phrases))
        #expect(phrases.values.allSatisfy { !$0.isEmpty && !$0.contains("{") })
    }

    @Test(
        "every language's messages differ from the English ones",
        arguments: BuiltInLanguage.allCases.filter { $0 != .english })
    func translated(language: BuiltInLanguage) {
        let same = BuiltInMessage.allCases.filter { language.template($0).text == $0.english }
        #expect(same.isEmpty, "\(language.rawValue): \(same)")
    }

    @Test("English is the templates themselves") func english() {
        for message in BuiltInMessage.allCases {
            #expect(BuiltInLanguage.english.template(message).text == message.english)
        }
        #expect(BuiltInLanguage.english.rules == nil)
    }

    @Test("each English template is recognised, by its text") func recognised() {
        for message in BuiltInMessage.allCases {
            #expect(MessageTemplate(message.english).storage.builtIn == message)
        }
        #expect(MessageTemplate("{attribute} is great.").storage.builtIn == nil)
        #expect(MessageTemplate(BuiltInMessage.required.english).own.storage.builtIn == nil)
    }

    @Test(
        "a locale finds its language",
        arguments: [
            ("de", BuiltInLanguage.german), ("de_CH", .german), ("pt-BR", .portuguese), ("pt_PT", .portuguese),
            ("zh-Hant-TW", .chineseTraditional), ("zh_TW", .chineseTraditional), ("zh-HK", .chineseTraditional),
            ("zh-Hans-CN", .chineseSimplified), ("zh", .chineseSimplified), ("zh_SG", .chineseSimplified),
            ("nb_NO", .norwegianBokmal), ("no", .norwegianBokmal), ("iw", .hebrew), ("in_ID", .indonesian),
            ("ar_EG", .arabic), ("en_US@calendar=gregorian", .english), ("xx", .english), ("", .english),
            ("sr-Latn", .english), ("fi-FI", .finnish), ("hi-IN", .hindi), ("ko-KR", .korean), ("ja_JP", .japanese),
        ])
    func resolution(identifier: String, language: BuiltInLanguage) {
        #expect(
            MessageLocalizer(locale: Locale(identifier: identifier), catalog: MessageCatalog()).language == language)
    }

    /// The names of a template's placeholders, plural or not.
    static func placeholders(_ template: MessageTemplate) -> Set<String> {
        Set(
            template.storage.segments.compactMap { segment in
                switch segment {
                case .literal: nil
                case .parameter(let name, _), .plural(let name, _, _): name
                }
            })
    }
}
