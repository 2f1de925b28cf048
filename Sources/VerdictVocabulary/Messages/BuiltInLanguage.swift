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
        var utf8 = tag.language.utf8.makeIterator()
        guard let first = utf8.next(), let second = utf8.next(), utf8.next() == nil,
            let index = Self.index(first, second), let language = Self.byCode[index]
        else { return nil }
        if language == .chineseSimplified, tag.impliedScript == "Hant" {
            self = .chineseTraditional
        } else {
            self = language
        }
    }

    /// The language of a locale identifier (`de_DE`, `zh-Hant-TW`), reading only its first bytes
    /// unless it is Chinese: what a rendering without a catalog needs, resolved in a few dozen
    /// instructions.
    init?(identifier: String) {
        var utf8 = identifier.utf8.makeIterator()
        guard let first = utf8.next(), let second = utf8.next() else { return nil }
        let next = utf8.next()
        guard next == nil || next == UInt8(ascii: "-") || next == UInt8(ascii: "_") || next == UInt8(ascii: "@"),
            let index = Self.index(first | 0x20, second | 0x20), let language = Self.byCode[index]
        else { return nil }
        if language == .chineseSimplified {
            guard let tag = LanguageTag(identifier) else { return nil }
            self.init(tag)
        } else {
            self = language
        }
    }

    /// Two lowercase ASCII letters as an index of ``byCode``.
    private static func index(_ first: UInt8, _ second: UInt8) -> Int? {
        let a = UInt8(ascii: "a")
        let z = UInt8(ascii: "z")
        guard (a...z).contains(first), (a...z).contains(second) else { return nil }
        return Int(first - a) * 26 + Int(second - a)
    }

    /// The languages by two-letter code, indexed by ``index(_:_:)``: one array read per lookup.
    private static let byCode: [BuiltInLanguage?] = {
        var table = [BuiltInLanguage?](repeating: nil, count: 26 * 26)
        let codes: [(String, BuiltInLanguage)] = [
            ("en", .english), ("de", .german), ("fr", .french), ("es", .spanish), ("it", .italian),
            ("pt", .portuguese), ("nl", .dutch), ("sv", .swedish), ("da", .danish), ("nb", .norwegianBokmal),
            ("no", .norwegianBokmal), ("fi", .finnish), ("pl", .polish), ("cs", .czech), ("ru", .russian),
            ("uk", .ukrainian), ("tr", .turkish), ("ar", .arabic), ("he", .hebrew), ("iw", .hebrew), ("hi", .hindi),
            ("ja", .japanese), ("ko", .korean), ("zh", .chineseSimplified), ("id", .indonesian), ("in", .indonesian),
        ]
        for (code, language) in codes {
            let bytes = Array(code.utf8)
            table[index(bytes[0], bytes[1])!] = language
        }
        return table
    }()

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

    /// The language's rules as spoken in `region`: ``rules``, except for Portuguese in Portugal
    /// (`pt-PT`), which reads the Brazilian messages but has CLDR's plural rule of Portugal
    /// (`one` for 1 alone, where Brazil also has 0 and 1.5).
    func rules(region: String?) -> LanguageRules? {
        if self == .portuguese, region == "PT" { return PortugueseMessages.portugalRules }
        return rules
    }

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
