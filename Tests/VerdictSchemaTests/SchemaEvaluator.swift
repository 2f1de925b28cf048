import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictSchema
@testable import VerdictTestSupport
@testable import VerdictValidation

/// A small JSON Schema (draft 2020-12) evaluator for exactly the keywords that
/// `RuleSet.jsonSchema` writes; `format` is an annotation (not checked), and `pattern` runs on
/// `NSRegularExpression` (the ECMA-262 subset that Verdict emits means the same to ICU). Any other
/// keyword is an issue: a keyword the tests do not evaluate would go unchecked.
///
/// Numbers compare by their exact decimal value where `Decimal` holds them, as JSON Schema's
/// numbers are; beyond, as `Double`.
struct SchemaEvaluator {
    static let known: Set<String> = [
        "$schema", "type", "const", "enum", "not", "minLength", "minItems", "minimum", "maximum", "pattern",
        "format", "anyOf", "items", "properties", "required", "additionalProperties", "x-verdict-unchecked",
    ]

    /// The schema, read from its bytes.
    let schema: InputValue

    init(_ data: Data) throws {
        schema = try JSONInputReader.read(data, maximumDepth: 512)
    }

    func accepts(_ value: InputValue) -> Bool { Self.accepts(schema, value) }

    static func accepts(_ schema: InputValue, _ value: InputValue) -> Bool {
        guard let members = schema.members else { return schema.boolValue ?? false }
        var keywords: [String: InputValue] = [:]
        for member in members { keywords[member.key] = member.value }
        for key in keywords.keys where !known.contains(key) { Issue.record("unevaluated keyword \(key)") }
        if let type = keywords["type"] {
            let types = type.elements?.compactMap(\.textValue) ?? [type.textValue ?? ""]
            guard types.contains(where: { Self.hasType($0, value) }) else { return false }
        }
        if let constant = keywords["const"], !equal(constant, value) { return false }
        if let list = keywords["enum"]?.elements, !list.contains(where: { equal($0, value) }) { return false }
        if let not = keywords["not"], accepts(not, value) { return false }
        if let text = value.textValue, value.numberText == nil {
            if let minimum = keywords["minLength"]?.numberText.flatMap({ Int($0) }),
                text.unicodeScalars.count < minimum
            {
                return false
            }
            if let pattern = keywords["pattern"]?.textValue, !matches(pattern, text) { return false }
        }
        if let number = value.numberText {
            if let minimum = keywords["minimum"]?.numberText, compare(number, minimum) < 0 { return false }
            if let maximum = keywords["maximum"]?.numberText, compare(number, maximum) > 0 { return false }
        }
        if let anyOf = keywords["anyOf"]?.elements, !anyOf.contains(where: { accepts($0, value) }) { return false }
        if let elements = value.elements {
            if let minimum = keywords["minItems"]?.numberText.flatMap({ Int($0) }), elements.count < minimum {
                return false
            }
            if let items = keywords["items"], !elements.allSatisfy({ accepts(items, $0) }) { return false }
        }
        if let object = value.members {
            let properties = keywords["properties"]?.members ?? []
            for member in object {
                if let property = properties.first(where: { $0.key == member.key }) {
                    if !accepts(property.value, member.value) { return false }
                } else if keywords["additionalProperties"]?.boolValue == false {
                    return false
                }
            }
            for required in keywords["required"]?.elements ?? [] {
                guard let key = required.textValue, object.contains(where: { $0.key == key }) else { return false }
            }
        }
        return true
    }

    private static func hasType(_ type: String, _ value: InputValue) -> Bool {
        switch type {
        case "null": value.isNull
        case "boolean": value.boolValue != nil
        case "string": value.textValue != nil && value.numberText == nil
        case "number": value.numberText != nil
        case "integer": value.numberText.map(isWhole) ?? false
        case "array": value.elements != nil
        case "object": value.members != nil
        default: false
        }
    }

    private static func isWhole(_ text: String) -> Bool {
        if var decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !decimal.isNaN,
            text.count <= 38
        {
            var rounded = Decimal()
            NSDecimalRound(&rounded, &decimal, 0, .plain)
            return rounded == decimal
        }
        guard let double = Double(text), double.isFinite else { return false }
        return double.rounded() == double
    }

    /// -1, 0 or 1 as `a` is less than, equal to or greater than `b`.
    static func compare(_ a: String, _ b: String) -> Int {
        let posix = Locale(identifier: "en_US_POSIX")
        if a.count <= 38, b.count <= 38, let x = Decimal(string: a, locale: posix),
            let y = Decimal(string: b, locale: posix), !x.isNaN, !y.isNaN, abs(exponent(a)) < 100,
            abs(exponent(b)) < 100
        {
            return x < y ? -1 : (x > y ? 1 : 0)
        }
        let x = Double(a) ?? .nan
        let y = Double(b) ?? .nan
        return x < y ? -1 : (x > y ? 1 : 0)
    }

    private static func exponent(_ text: String) -> Int {
        guard let index = text.lowercased().firstIndex(of: "e") else { return 0 }
        return Int(text[text.index(after: index)...]) ?? 1_000
    }

    private static func equal(_ a: InputValue, _ b: InputValue) -> Bool {
        if let x = a.numberText, let y = b.numberText { return compare(x, y) == 0 }
        if a.isNull || b.isNull { return a.isNull && b.isNull }
        if let x = a.boolValue, let y = b.boolValue { return x == y }
        if let x = a.textValue, let y = b.textValue, a.numberText == nil, b.numberText == nil {
            return Array(x.unicodeScalars) == Array(y.unicodeScalars)
        }
        if let x = a.elements, let y = b.elements {
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        }
        if let x = a.members, let y = b.members {
            return x.count == y.count
                && x.allSatisfy { member in y.contains { $0.key == member.key && equal($0.value, member.value) } }
        }
        return false
    }

    private static func matches(_ pattern: String, _ text: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: pattern) else {
            Issue.record("pattern \(pattern) does not compile")
            return true
        }
        return regex.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil
    }
}
