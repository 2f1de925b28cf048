/// The 24 languages Verdict's messages are written in. Each is found from a locale or a language
/// tag by its language, and for Chinese its script (`zh-TW` is Traditional); a region never
/// needs a table of its own (`pt-PT` reads the Brazilian messages, `de-CH` the German ones).
enum BuiltInLanguage: String, CaseIterable, Sendable {
    case english = "en"
    case german = "de"
    case french = "fr"
    case spanish = "es"
    case italian = "it"
    case portuguese = "pt-BR"
    case dutch = "nl"
    case swedish = "sv"
    case danish = "da"
    case norwegianBokmal = "nb"
    case finnish = "fi"
    case polish = "pl"
    case czech = "cs"
    case russian = "ru"
    case ukrainian = "uk"
    case turkish = "tr"
    case arabic = "ar"
    case hebrew = "he"
    case hindi = "hi"
    case japanese = "ja"
    case korean = "ko"
    case chineseSimplified = "zh-Hans"
    case chineseTraditional = "zh-Hant"
    case indonesian = "id"

    /// The language of `tag`, if Verdict has it: its language code (and the old codes `iw`, `in`,
    /// `no`), and for Chinese the script, given or implied by the region.
    init?(_ tag: LanguageTag) {
        switch tag.language {
        case "en": self = .english
        case "de": self = .german
        case "fr": self = .french
        case "es": self = .spanish
        case "it": self = .italian
        case "pt": self = .portuguese
        case "nl": self = .dutch
        case "sv": self = .swedish
        case "da": self = .danish
        case "nb", "no": self = .norwegianBokmal
        case "fi": self = .finnish
        case "pl": self = .polish
        case "cs": self = .czech
        case "ru": self = .russian
        case "uk": self = .ukrainian
        case "tr": self = .turkish
        case "ar": self = .arabic
        case "he", "iw": self = .hebrew
        case "hi": self = .hindi
        case "ja": self = .japanese
        case "ko": self = .korean
        case "zh": self = tag.impliedScript == "Hant" ? .chineseTraditional : .chineseSimplified
        case "id", "in": self = .indonesian
        default: return nil
        }
    }

    /// The language's table; `nil` for English, whose messages are the templates themselves.
    var table: (any LanguageTable.Type)? {
        switch self {
        case .english: nil
        case .german: GermanMessages.self
        case .french: FrenchMessages.self
        case .spanish: SpanishMessages.self
        case .italian: ItalianMessages.self
        case .portuguese: PortugueseMessages.self
        case .dutch: DutchMessages.self
        case .swedish: SwedishMessages.self
        case .danish: DanishMessages.self
        case .norwegianBokmal: NorwegianBokmalMessages.self
        case .finnish: FinnishMessages.self
        case .polish: PolishMessages.self
        case .czech: CzechMessages.self
        case .russian: RussianMessages.self
        case .ukrainian: UkrainianMessages.self
        case .turkish: TurkishMessages.self
        case .arabic: ArabicMessages.self
        case .hebrew: HebrewMessages.self
        case .hindi: HindiMessages.self
        case .japanese: JapaneseMessages.self
        case .korean: KoreanMessages.self
        case .chineseSimplified: ChineseSimplifiedMessages.self
        case .chineseTraditional: ChineseTraditionalMessages.self
        case .indonesian: IndonesianMessages.self
        }
    }

    /// The language's rules; `nil` for English, which renders as ``MessageTemplate/render(_:)`` does.
    var rules: LanguageRules? { table?.rules }

    /// The template of `message` in this language.
    func template(_ message: BuiltInMessage) -> MessageTemplate {
        guard let table else { return MessageTemplate(message.english) }
        return table.templates[message.rawValue]
    }

    /// The language's name in English, for the documentation's table.
    var name: String {
        switch self {
        case .english: "English"
        case .german: "German"
        case .french: "French"
        case .spanish: "Spanish"
        case .italian: "Italian"
        case .portuguese: "Portuguese (Brazil)"
        case .dutch: "Dutch"
        case .swedish: "Swedish"
        case .danish: "Danish"
        case .norwegianBokmal: "Norwegian Bokmål"
        case .finnish: "Finnish"
        case .polish: "Polish"
        case .czech: "Czech"
        case .russian: "Russian"
        case .ukrainian: "Ukrainian"
        case .turkish: "Turkish"
        case .arabic: "Arabic"
        case .hebrew: "Hebrew"
        case .hindi: "Hindi"
        case .japanese: "Japanese"
        case .korean: "Korean"
        case .chineseSimplified: "Chinese (Simplified)"
        case .chineseTraditional: "Chinese (Traditional)"
        case .indonesian: "Indonesian"
        }
    }
}
