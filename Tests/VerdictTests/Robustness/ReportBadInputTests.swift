import Foundation
import Testing
import Verdict
@testable import VerdictTestSupport

/// Decoding reports and rendering messages from the nastiest JSON and parameters: a value or a
/// `DecodingError`, never a crash; a template renders whatever its parameters.
@Suite("Bad input: reports and messages")
struct ReportBadInputTests {
    static let error =
        #"{"path": "a", "code": "c", "template": "{attribute} {value} {n}", "label": "L", "severity": "error", "scenario": "default", "parameters": "#

    static let json: [BadInput<String>] = [
        BadInput("lone surrogate in the label", error + #"{}, "label": "\ud800"}"#),
        BadInput("NUL in the code", error + #"{}, "code": "\u0000"}"#),
        BadInput("Int.min and Int.max", error + #"{"n": -9223372036854775808, "m": 9223372036854775807}}"#),
        BadInput("beyond Int", error + #"{"n": 92233720368547758070}}"#),
        BadInput("1e999", error + #"{"n": 1e999}}"#),
        BadInput("NaN", error + #"{"n": NaN}}"#),
        BadInput(
            "10,000 levels of lists",
            error + #"{"n": "# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}}"),
        BadInput(
            "10 MB template",
            #"{"path": "a", "code": "c", "label": "L", "severity": "error", "scenario": "default", "template": ""#
                + String(repeating: "{", count: BadInputs.tenMegabytes) + #""}"#),
        BadInput(
            "path of 10,000 brackets",
            #"{"path": ""# + String(repeating: "[", count: 10_000)
                + #"", "code": "c", "template": "", "label": "L", "severity": "error", "scenario": "default"}"#),
    ]

    @Test("decoding an error answers a value or a DecodingError", arguments: json)
    func decoding(input: BadInput<String>) {
        let data = Data(input.value.utf8)
        do {
            let error = try JSONDecoder().decode(ValidationError.self, from: data)
            #expect(!error.message.isEmpty || error.template.text.isEmpty)
            _ = try JSONEncoder().encode(error)
        } catch {
            #expect(error is DecodingError, "\(input.name): \(error)")
        }
        let report = Data(#"{"scenario": "default", "errors": ["#.utf8) + data + Data("]}".utf8)
        do {
            _ = try JSONDecoder().decode(ValidationReport.self, from: report).description
        } catch {
            #expect(error is DecodingError, "\(input.name): \(error)")
        }
    }

    static let parameters: [BadInput<MessageParameter>] = [
        BadInput("Int.min", .int(.min)), BadInput("Int.max", .int(.max)), BadInput("NaN", .double(.nan)),
        BadInput("-infinity", .double(-.infinity)), BadInput("NUL", .string("\u{0}")),
        BadInput("10 MB", .string(String(repeating: "a", count: BadInputs.tenMegabytes))),
        BadInput("100,000 elements", .list(Array(repeating: .int(1), count: 100_000))),
        // As deep as a JSON decoder lets a list be (512 levels): deeper ones are refused by
        // decoding (see `decoding`), and only code can build them.
        BadInput("500 levels of lists", (0..<500).reduce(.int(1)) { inner, _ in .list([inner]) }),
    ]

    @Test("templates render whatever the parameters", arguments: parameters)
    func rendering(input: BadInput<MessageParameter>) {
        let templates = [
            "{attribute} is {n}.", "{n, plural, one {one} other {# many}}", String(repeating: "{n}", count: 10),
            String(repeating: "{", count: 100_000) + "{n}", "{n" + String(repeating: "}", count: 100_000),
        ]
        for text in templates {
            let template = MessageTemplate(text)
            #expect(template.render([:]) == text)
            let rendered = template.render(["n": input.value, "attribute": input.value])
            #expect(!rendered.isEmpty)
        }
        let failure = RuleFailure(code: "c", template: "{attribute}: {value}", attemptedValue: input.value)
        #expect(failure.message(label: "\u{0}").hasPrefix("\u{0}: "))
    }
}
