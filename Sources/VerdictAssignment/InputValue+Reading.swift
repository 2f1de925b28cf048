import Foundation
import VerdictEngine

extension InputValue {
    /// The value as JSON text (UTF-8), keys in the order they have.
    ///
    /// ```swift
    /// let body = InputValue.object([InputMember(key: "age", value: .number("42"))]).jsonData // {"age":42}
    /// ```
    public var jsonData: Data { Data(jsonBytes) }

    /// The value as `JSONSerialization` would have read it: `[String: Any]`, `[Any]`, `String`,
    /// `NSNumber` for numbers and booleans, `NSNull` for null.
    ///
    /// ```swift
    /// let dictionary = InputValue.object([InputMember(key: "age", value: .number("42"))]).jsonObject as? [String: Any]
    /// ```
    public var jsonObject: Any {
        switch representation {
        case .null: return NSNull()
        case .bool(let flag): return NSNumber(value: flag)
        case .number(let text):
            if let integer = Int(text) { return NSNumber(value: integer) }
            return NSDecimalNumber(string: text, locale: Locale(identifier: "en_US_POSIX"))
        case .string(let text), .text(let text): return text
        case .array(let elements): return elements.map(\.jsonObject)
        case .object(let members):
            var dictionary: [String: Any] = [:]
            for member in members { dictionary[member.key] = member.value.jsonObject }
            return dictionary
        }
    }
}

/// Reads an attribute's value back as input: what assigning it would take.
enum InputReading {
    /// The input that spells `value`, or `nil` for a type massive assignment cannot read back
    /// (one that converts from input but is not `Encodable`).
    static func inputValue(of value: Any) -> InputValue? {
        switch value {
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let number as any BinaryInteger: return .number("\(number)")
        case let number as Double: return number.isFinite ? .number("\(number)") : .null
        case let number as Float: return number.isFinite ? .number("\(number)") : .null
        case let number as Decimal: return number.isNaN ? .null : .number(number.description)
        case let date as Date:
            // With fractional seconds (milliseconds) when it has any: reading the text back gives the
            // date again, where `2026-11-23T10:00:00Z` would drop the half second of `…00.5Z`.
            let isWhole = date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970
            return .string(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: !isWhole)))
        case let url as URL: return .string(url.absoluteString)
        case let uuid as UUID: return .string(uuid.uuidString)
        case let optional as any OptionalReading: return optional.readWrapped.map(inputValue(of:)) ?? .null
        case let set as any SetReading:
            // A set has no order: its elements are sorted by their JSON text, so that the output is
            // stable.
            let elements = set.elementValues.compactMap(inputValue(of:))
            return .array(
                elements.sorted { $0.jsonBytes.lexicographicallyPrecedes($1.jsonBytes) })
        case let array as any ArrayReading: return .array(array.elementValues.compactMap(inputValue(of:)))
        case let raw as any RawRepresentable: return inputValue(of: raw.rawValue)
        case let encodable as any Encodable:
            guard let data = try? JSONEncoder().encode(encodable) else { return nil }
            return try? JSONInputReader.read(data, maximumDepth: 512)
        default: return nil
        }
    }
}

/// What reading back looks through; the standard library's types conform.
protocol OptionalReading {
    var readWrapped: Any? { get }
}

extension Optional: OptionalReading {
    var readWrapped: Any? { self.map { $0 } }
}

protocol ArrayReading {
    var elementValues: [Any] { get }
}

extension Array: ArrayReading {
    var elementValues: [Any] { map { $0 } }
}

protocol SetReading {
    var elementValues: [Any] { get }
}

extension Set: SetReading {
    var elementValues: [Any] { map { $0 } }
}
