import Foundation

@testable import VerdictAssignment
@testable import VerdictSchema
@testable import VerdictTestSupport
@testable import VerdictValidation

/// Generates JSON bodies from a schema, seeded: valid values, values at and around each bound,
/// wrong types, `null`, missing and extra keys, long and non-ASCII text (combining marks, astral
/// scalars, the KELVIN SIGN), so that a body's fate under the schema and under Verdict can be
/// compared.
struct SchemaBodies {
    var random: SplitMix64
    /// Keys added to objects besides the schema's (unknown, unsafe ones).
    var extraKeys: [String]

    static let texts = [
        "", "a", "ab", "abc", "abcd", "  abcd  ", " ", "   ", "Alice", "alice_1", "1abc", "user", "admin", "Admin",
        "US", "DE", "junior", "senior", "é", "e\u{301}", "e\u{301}e\u{301}", "K", "\u{212A}", "😀😀😀", "abc\n",
        "abc\r\n", "abc\u{2028}", String(repeating: "a", count: 300), "12345", "1234", "123456", "AB-12", "ab-12",
        "a@b.co", "not an email", "https://example.com", "true", "42", "secret12", "x",
    ]
    static let numbers = [
        "0", "-1", "1", "2", "17", "18", "18.0", "1e2", "1.8e1", "130", "131", "0.5", "0.49", "10", "10.01", "1.5",
        "-0",
        "99", "100", "127", "128", "-128", "-129", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "1e30", "-1e30", "1.0000000000000000001",
    ]

    /// The numbers drawn from.
    var numbers = Self.numbers

    init(seed: UInt64, extraKeys: [String] = []) {
        random = SplitMix64(seed: seed)
        self.extraKeys = extraKeys
    }

    /// Bodies whose numbers a validator that reads them as `Double` reads exactly (no
    /// `1.0000000000000000001`, which such a validator takes for the whole number 1).
    static func exactInDouble(seed: UInt64, extraKeys: [String] = []) -> SchemaBodies {
        var bodies = SchemaBodies(seed: seed, extraKeys: extraKeys)
        bodies.numbers.removeAll { $0.count > 17 && $0.contains(".") }
        return bodies
    }

    /// A body for `schema`: most of the time one of `valid` with a few changes (a key dropped, a
    /// value replaced by one drawn from its schema or by anything, a key added); otherwise drawn
    /// from the schema, or anything.
    mutating func body(for schema: InputValue, valid: [InputValue]) -> InputValue {
        switch random.below(20) {
        case 0: return anyValue(depth: 1)
        case 1...4: return value(for: schema, depth: 0)
        default:
            guard !valid.isEmpty else { return value(for: schema, depth: 0) }
            var body = random.pick(valid)
            for _ in 0..<random.below(4) { body = mutated(body, schema: schema, depth: 0) }
            return body
        }
    }

    /// `value` with one change, at its level or below.
    private mutating func mutated(_ value: InputValue, schema: InputValue, depth: Int) -> InputValue {
        let properties = schema.members?.first { $0.key == "properties" }?.value.members ?? []
        if var elements = value.elements, !elements.isEmpty {
            let items = schema.members?.first { $0.key == "items" }?.value ?? .object([])
            let index = random.below(elements.count)
            elements[index] = mutated(elements[index], schema: items, depth: depth + 1)
            return .array(elements)
        }
        guard var members = value.members else { return self.value(for: schema, depth: depth) }
        switch random.below(5) {
        case 0 where !members.isEmpty:
            members.remove(at: random.below(members.count))
        case 1 where !extraKeys.isEmpty:
            let key = random.pick(extraKeys)
            members.removeAll { $0.key == key }
            members.append(InputMember(key: key, value: anyValue(depth: depth + 1)))
        case 2 where !members.isEmpty:
            let index = random.below(members.count)
            members[index] = InputMember(key: members[index].key, value: anyValue(depth: depth + 1))
        default:
            guard !members.isEmpty else { break }
            let index = random.below(members.count)
            let key = members[index].key
            let property = properties.first { $0.key == key }?.value ?? .object([])
            let replaced =
                random.below(2) == 0 && depth < 4
                ? mutated(members[index].value, schema: property, depth: depth + 1)
                : self.value(for: property, depth: depth + 1)
            members[index] = InputMember(key: key, value: replaced)
        }
        return .object(members)
    }

    mutating func value(for schema: InputValue, depth: Int) -> InputValue {
        guard depth < 6, random.below(8) != 0 else { return anyValue(depth: depth + 1) }
        let keywords = Dictionary((schema.members ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        if let anyOf = keywords["anyOf"]?.elements, random.below(3) == 0 {
            return value(for: random.pick(anyOf), depth: depth + 1)
        }
        if let list = (keywords["enum"] ?? keywords["not"]?.members?.first?.value)?.elements, random.below(2) == 0 {
            return random.pick(list)
        }
        if let constant = keywords["const"], random.below(2) == 0 { return constant }
        let types = keywords["type"].map { $0.elements?.compactMap(\.textValue) ?? [$0.textValue ?? ""] } ?? []
        guard !types.isEmpty else { return anyValue(depth: depth + 1) }
        switch random.pick(types) {
        case "object":
            var members: [InputMember] = []
            for property in keywords["properties"]?.members ?? [] where random.below(6) != 0 {
                members.append(InputMember(key: property.key, value: value(for: property.value, depth: depth + 1)))
            }
            if random.below(6) == 0, !extraKeys.isEmpty {
                let key = random.pick(extraKeys)
                members.removeAll { $0.key == key }
                members.append(InputMember(key: key, value: anyValue(depth: depth + 1)))
            }
            return .object(members)
        case "array":
            let items = keywords["items"] ?? .object([])
            return .array((0..<random.below(4)).map { _ in value(for: items, depth: depth + 1) })
        case "string":
            return .string(text(keywords))
        case "integer", "number":
            return .number(number(keywords))
        case "boolean":
            return .bool(random.below(2) == 0)
        default:
            return .null
        }
    }

    private mutating func text(_ keywords: [String: InputValue]) -> String {
        if let minimum = keywords["minLength"]?.numberText.flatMap({ Int($0) })
            ?? keywords["anyOf"]?.elements?.last?
            .members?.first(where: { $0.key == "minLength" })?.value.numberText.flatMap({ Int($0) }),
            random.below(3) == 0
        {
            let count = max(0, minimum + random.below(3) - 1)
            return String(repeating: random.pick(["a", "e\u{301}", "😀", " "]), count: count)
        }
        return random.pick(Self.texts)
    }

    private mutating func number(_ keywords: [String: InputValue]) -> String {
        let bounds = ["minimum", "maximum"].compactMap { keywords[$0]?.numberText.flatMap { Int($0) } }
        if let bound = bounds.isEmpty ? nil : random.pick(bounds), random.below(2) == 0 {
            return String(bound + random.below(3) - 1)
        }
        return random.pick(numbers)
    }

    /// Anything, of any type.
    mutating func anyValue(depth: Int) -> InputValue {
        switch random.below(depth > 4 ? 5 : 7) {
        case 0: return .null
        case 1: return .bool(random.below(2) == 0)
        case 2: return .number(random.pick(numbers))
        case 3, 4: return .string(random.pick(Self.texts))
        case 5: return .array((0..<random.below(3)).map { _ in anyValue(depth: depth + 1) })
        default:
            // Distinct keys: Verdict refuses an object that repeats one, which a schema cannot see.
            let keys = Set((0..<random.below(3)).map { _ in random.pick(["a", "street", "zip"] + extraKeys) })
            return .object(keys.sorted().map { InputMember(key: $0, value: anyValue(depth: depth + 1)) })
        }
    }
}
