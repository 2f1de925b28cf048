import BenchmarkHarness
import Foundation
import SignUpExample
import Verdict

/// The sign-up's invalid report (7 errors, found once before timing) rendered in German, Russian
/// and Arabic with `report.messages(in:)`, against English as `ValidationError.message` renders
/// it (`report.errors.map(\.message)`: the same array of 7 strings), in the same rounds. The
/// locale is resolved at each rendering of the report, as a server does per request.
enum LanguagesSuite {
    enum Language: Int, CaseIterable {
        case english, englishLocale, german, russian, arabic

        var id: String {
            switch self {
            case .english: "english"
            case .englishLocale: "english-locale"
            case .german: "german"
            case .russian: "russian"
            case .arabic: "arabic"
            }
        }

        var locale: Locale? {
            switch self {
            case .english: nil
            case .englishLocale: Locale(identifier: "en")
            case .german: Locale(identifier: "de")
            case .russian: Locale(identifier: "ru")
            case .arabic: Locale(identifier: "ar")
            }
        }
    }

    static func report() throws -> ValidationReport {
        var form = SignUpSuite.invalid
        return try SignUp.rules.validate(&form, scenario: SignUpSuite.scenario)
    }

    static func suite() throws -> BenchmarkSuite {
        let report = try report()
        let contenders = Language.allCases.map { language in
            Contender(id: language.id, locale: language.locale, report: report)
        }
        return BenchmarkSuite(
            name: "languages", title: "languages (the sign-up's 7 messages rendered)", numeratorTitle: "ns/op",
            denominatorTitle: "English ns/op",
            groups: [BenchmarkGroup(id: "render", contenders: contenders)],
            comparisons: [Language.englishLocale, .german, .russian, .arabic].map { language in
                Comparison(
                    name: "\(language.id) / English", group: 0, numerator: language.rawValue,
                    denominator: Language.english.rawValue)
            },
            verify: { try verification() })
    }

    private static func verification() throws -> Verification {
        let report = try report()
        var problems: [String] = []
        for language in [Language.german, .russian, .arabic] {
            let messages = report.messages(in: language.locale!)
            if messages.count != 7 || messages.contains(where: { $0.contains("{") }) {
                problems.append("\(language.id): \(messages)")
            }
            if zip(messages, report.errors).filter({ $0 == $1.message }).count > 1 {
                problems.append("\(language.id) left more than the custom check in English: \(messages)")
            }
        }
        if report.messages(in: Locale(identifier: "en")) != report.errors.map(\.message) {
            problems.append("English with a locale differs from ValidationError.message")
        }
        return Verification(
            problems: problems, passed: "the messages are translated, English is unchanged",
            failed: "the translated messages are wrong")
    }
}

extension Contender {
    /// Renders every message of `report`, in `locale` or, without one, as `message` does.
    init(id: String, locale: Locale?, report: ValidationReport) {
        guard let locale else {
            self.init(id: id) { iterations in
                var checksum = 0
                for _ in 0..<iterations {
                    for message in opaque(report).errors.map(\.message) { checksum &+= message.utf8.count }
                }
                return checksum
            }
            return
        }
        self.init(id: id) { iterations in
            var checksum = 0
            for _ in 0..<iterations {
                for message in opaque(report).messages(in: locale) { checksum &+= message.utf8.count }
            }
            return checksum
        }
    }
}
