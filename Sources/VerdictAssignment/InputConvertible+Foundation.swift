import Foundation
import VerdictEngine

extension Decimal: InputConvertible {
    /// A decimal number from a JSON number, a JSON string or a form value, read exactly as
    /// written (`"19.99"` stays 19.99): at most 38 significant digits (zeros before the first
    /// nonzero digit and after the last do not count), scaled by a power of ten from -100 to 100.
    ///
    /// ```swift
    /// let price = try Decimal(input: .string("19.99"))
    /// ```
    public init(input: InputValue) throws(InputConversionError) {
        let text: String
        switch input.representation {
        case .number(let number): text = number
        case .string(let value), .text(let value): text = value.trimmingASCIISpaces
        default: throw .number
        }
        guard let parts = NumberText(text) else { throw .number }
        let (digits, scale) = parts.significand
        guard !digits.isEmpty else {
            self = 0
            return
        }
        guard digits.count <= 38, (-100...100).contains(scale),
            let significand = Decimal(string: String(decoding: digits, as: UTF8.self)), !significand.isNaN
        else { throw .decimalOutOfRange }
        self = Decimal(sign: parts.isNegative ? .minus : .plus, exponent: scale, significand: significand)
    }
}

extension Date: InputConvertible {
    /// A date and time in ISO 8601 (`2026-11-23T10:00:00Z`); an assignment reads it with
    /// ``AssignmentOptions/dateParser``.
    ///
    /// ```swift
    /// let start = try Date(input: .string("2026-11-23T10:00:00Z"))
    /// ```
    public init(input: InputValue) throws(InputConversionError) {
        self = try Self.converted(from: input, reading: AssignmentOptions.iso8601DateParser)
    }

    static func converted(from input: InputValue, reading read: (String) -> Date?) throws(InputConversionError)
        -> Date
    {
        guard let text = input.textValue, text.utf8.count <= 64, let date = read(text) else { throw .date }
        return date
    }
}

extension URL: InputConvertible {
    /// A URL from text (any URL `URL(string:)` reads; check it with ``URLFormat``).
    ///
    /// ```swift
    /// let site = try URL(input: .string("https://example.com"))
    /// ```
    public init(input: InputValue) throws(InputConversionError) {
        guard let text = input.textValue, !text.isEmpty, text.utf8.count <= 8_192, let url = URL(string: text) else {
            throw .url
        }
        self = url
    }
}

extension UUID: InputConvertible {
    /// A UUID from its text (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`, any case).
    ///
    /// ```swift
    /// let id = try UUID(input: .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    /// ```
    public init(input: InputValue) throws(InputConversionError) {
        guard let text = input.textValue, let uuid = UUID(uuidString: text) else { throw .uuid }
        self = uuid
    }
}

extension InputConversionError {
    static let date = InputConversionError(expected: "a date such as 2026-11-23T10:00:00Z")
    static let url = InputConversionError(expected: "a URL")
    static let uuid = InputConversionError(expected: "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    static let decimalOutOfRange = InputConversionError(expected: "a number of at most 38 digits")
}
