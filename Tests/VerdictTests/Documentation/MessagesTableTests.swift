import Foundation
import Testing

@testable import Verdict
@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRemote
@testable import VerdictRules
@testable import VerdictSchema
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// `Sources/Verdict/Verdict.docc/Messages.md`, the table of every built-in message in every
/// language, is generated from the tables in the code, for review: this test fails when it is
/// stale. Regenerate it with
/// `VERDICT_WRITE_MESSAGES=1 swift test --filter MessagesTableTests`.
@Suite("The table of messages")
struct MessagesTableTests {
    static let file = PackageRoot.url.appendingPathComponent("Sources/Verdict/Verdict.docc/Messages.md")

    @Test("Messages.md is the table of the built-in messages") func upToDate() throws {
        let table = Self.table()
        if ProcessInfo.processInfo.environment["VERDICT_WRITE_MESSAGES"] == "1" {
            try table.write(to: Self.file, atomically: true, encoding: .utf8)
        }
        let written = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(
            written == table,
            "Messages.md is stale: run VERDICT_WRITE_MESSAGES=1 swift test --filter MessagesTableTests")
    }

    /// The article: one section per message, one row per language; then the phrases.
    static func table() -> String {
        var lines = [
            "# Built-in messages",
            "",
            "Every message Verdict writes, in each of its \(BuiltInLanguage.allCases.count) languages.",
            "",
            "## Overview",
            "",
            "Generated from the language tables in `Sources/VerdictVocabulary/Messages/Languages/` by",
            "`VERDICT_WRITE_MESSAGES=1 swift test --filter MessagesTableTests`; do not edit it by hand",
            "(the test fails when it is stale). Each section names a message by the codes that carry it;",
            "the rows are its templates, placeholders as written. See <doc:MessagesAndLanguages> for how a",
            "language is chosen and how to replace a message.",
            "",
        ]
        for message in BuiltInMessage.allCases {
            let codes =
                message.codes.isEmpty ? "problem details" : message.codes.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("### \(Self.heading(message)) (\(codes))")
            lines.append("")
            lines.append("| Language | Template |")
            lines.append("| --- | --- |")
            for language in BuiltInLanguage.allCases {
                lines.append(
                    "| \(language.name) (`\(language.rawValue)`) | \(Self.cell(language.template(message).text)) |")
            }
            lines.append("")
        }
        lines.append("### Phrases in parameters")
        lines.append("")
        lines.append("What `{expected}`, `{format}` and `{compareValue}` show when Verdict fills them.")
        lines.append("")
        let others = BuiltInLanguage.allCases.filter { $0 != .english }
        for phrase in BuiltInMessage.phrases {
            lines.append("#### \(Self.cell(phrase))")
            lines.append("")
            lines.append("| Language | Phrase |")
            lines.append("| --- | --- |")
            for language in others {
                lines.append(
                    "| \(language.name) (`\(language.rawValue)`) | \(Self.cell(language.rules?.phrases[phrase] ?? "")) |"
                )
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// `stringTooShort` → `String too short`.
    static func heading(_ message: BuiltInMessage) -> String {
        Label.derived(from: "\(message)")
    }

    /// Text safe in a Markdown table cell: pipes escaped.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
