import Foundation
import Testing
import VerdictValidation
@testable import VerdictTestSupport

/// Every `@integer` and `@decimal` sample of CLDR's cardinal plural rules
/// (`Tests/ConformanceData/cldr/plurals-subset.json`, CLDR 47) falls in its category in every
/// language Verdict ships, and in the two documented mappings (`no` reads Bokmål, `pt-PT` the
/// Brazilian messages with Portugal's plural rule).
///
/// The samples are rendered through the public API, as a catalog's message of each language, with
/// the number given as text (what `MessageParameter(describing: Decimal(…))` gives). Samples in
/// CLDR's compact exponent notation (`1c6`, `1.1c3`) are skipped: messages show numbers in full,
/// so Verdict's rules take `e = 0`; ``skippedExponentSamples`` counts them.
@Suite("CLDR plural samples")
struct PluralRuleConformanceTests {
    /// A locale Verdict renders in, and the CLDR rule set its samples come from.
    struct Case: CustomTestStringConvertible, Sendable {
        let locale: String
        let cldr: String
        var testDescription: String { "\(locale) (CLDR \(cldr))" }
    }

    /// The 24 built-in languages by the tag a server answers with, and the two mappings.
    static let cases: [Case] = [
        ("en", "en"), ("de", "de"), ("fr", "fr"), ("es", "es"), ("it", "it"), ("pt-BR", "pt"), ("nl", "nl"),
        ("sv", "sv"), ("da", "da"), ("nb", "nb"), ("fi", "fi"), ("pl", "pl"), ("cs", "cs"), ("ru", "ru"),
        ("uk", "uk"), ("tr", "tr"), ("ar", "ar"), ("he", "he"), ("hi", "hi"), ("ja", "ja"), ("ko", "ko"),
        ("zh-Hans", "zh"), ("zh-Hant", "zh"), ("id", "id"), ("no", "no"), ("pt-PT", "pt-PT"),
    ].map { Case(locale: $0.0, cldr: $0.1) }

    /// How many samples use the exponent notation, over all the rule sets of the file.
    static let skippedExponentSamples = 120

    static let template: MessageTemplate =
        "{n, plural, zero {zero} one {one} two {two} few {few} many {many} other {other}}"

    /// The file's rules: CLDR language → (category, the rule's text with its samples).
    static func rules() throws -> [String: [String: String]] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("ConformanceData/cldr/plurals-subset.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let rules = try #require(object?["plurals-type-cardinal"] as? [String: [String: String]])
        return rules
    }

    /// The samples of one rule's text: ranges `a~b` expanded, `…` ending a list, exponent samples
    /// counted in `skipped` and left out.
    static func samples(_ rule: String, skipped: inout Int) -> [String] {
        var samples: [String] = []
        for list in rule.components(separatedBy: "@").dropFirst() {
            let items = list.drop { $0 != " " }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            for item in items {
                if item == "…" || item.isEmpty { break }
                if item.contains("c") || item.contains("e") {
                    skipped += 1
                    continue
                }
                let bounds = item.split(separator: "~").map(String.init)
                guard bounds.count == 2 else {
                    samples.append(item)
                    continue
                }
                samples += expand(from: bounds[0], to: bounds[1])
            }
        }
        return samples
    }

    /// `0.0~1.5` → 0.0, 0.1, …, 1.5; `2~16` → 2, 3, …, 16: steps of the last digit of `low`.
    static func expand(from low: String, to high: String) -> [String] {
        let digits = low.split(separator: ".").dropFirst().first?.count ?? 0
        func scaled(_ text: String) -> Int { Int(text.replacingOccurrences(of: ".", with: ""))! }
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        return (scaled(low)...scaled(high)).map { value in
            guard digits > 0 else { return String(value) }
            let fraction = String(value % scale)
            return "\(value / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
    }

    @Test("the samples are read as documented")
    func reading() throws {
        var skipped = 0
        #expect(
            Self.samples(" @integer 0, 2~4, 100, … @decimal 0.0~0.2, 0.00~0.02, 1c6", skipped: &skipped) == [
                "0", "2", "3", "4", "100", "0.0", "0.1", "0.2", "0.00", "0.01", "0.02",
            ])
        #expect(skipped == 1)
        var total = 0
        for (_, categories) in try Self.rules() {
            for (_, rule) in categories { _ = Self.samples(rule, skipped: &total) }
        }
        #expect(total == Self.skippedExponentSamples)
    }

    @Test("every sample falls in its CLDR category", arguments: cases)
    func samples(of test: Case) throws {
        let rules = try #require(try Self.rules()[test.cldr])
        let language = String(test.locale.prefix { $0 != "-" })
        let catalog = MessageCatalog(language: language, messages: ["sample.count": Self.template])
        let locale = Locale(identifier: test.locale)
        var checked = 0
        var skipped = 0
        for (key, rule) in rules {
            let category = String(key.dropFirst("pluralRule-count-".count))
            for sample in Self.samples(rule, skipped: &skipped) {
                let failure = RuleFailure(code: "sample.count", template: "", parameters: ["n": .string(sample)])
                let rendered = failure.message(label: "N", in: locale, catalog: catalog)
                #expect(rendered == category, "\(test.locale) \(sample)")
                checked += 1
            }
        }
        #expect(checked >= 20, "\(test.locale): \(checked) samples")
    }
}
