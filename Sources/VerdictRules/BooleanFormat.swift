import Foundation
import VerdictVocabulary

/// Checks that a value is either the true value or the false value.
///
/// Without `strict`, string values are compared ignoring letter case and surrounding
/// whitespace, and the default string values `"1"`/`"0"` also accept `"true"`/`"false"`.
/// With `strict`, the value must equal one of the two exactly.
///
/// ```swift
/// BooleanFormat<Int>().validate(2)?.message(label: "Selected")
/// // "Selected must be either 1 or 0."
/// BooleanFormat(trueValue: "sure", falseValue: "not sure").validate(" Sure ") // nil
/// ```
public struct BooleanFormat<Value: Equatable & Sendable>: ValueRule {
    /// The value representing `true`.
    let trueValue: Value
    /// The value representing `false`.
    let falseValue: Value
    /// Whether values must equal ``trueValue`` or ``falseValue`` exactly.
    let strict: Bool
    /// Whether a value is accepted, built once for `Value`.
    private let accepts: @Sendable (Value) -> Bool
    /// ``trueValue`` and ``falseValue`` as message parameters, made once.
    private let trueParameter: MessageParameter
    private let falseParameter: MessageParameter

    /// The value must be `trueValue` or `falseValue`.
    ///
    /// ```swift
    /// BooleanFormat(trueValue: "sure", falseValue: "not sure").validate("maybe")?.code // .booleanInvalid
    /// BooleanFormat(trueValue: "sure", falseValue: "not sure", strict: true).validate("Sure")?.code
    /// // .booleanInvalid
    /// ```
    public init(trueValue: Value, falseValue: Value, strict: Bool = false) {
        self.init(trueValue: trueValue, falseValue: falseValue, strict: strict, alsoAccepting: [])
    }

    private init(trueValue: Value, falseValue: Value, strict: Bool, alsoAccepting words: [String]) {
        self.trueValue = trueValue
        self.falseValue = falseValue
        self.strict = strict
        let loose = strict ? nil : Self.looseStringMatch([trueValue, falseValue], words)
        self.accepts = loose ?? { $0 == trueValue || $0 == falseValue }
        self.trueParameter = MessageParameter(describing: trueValue)
        self.falseParameter = MessageParameter(describing: falseValue)
    }

    /// For string values, a match ignoring case and surrounding whitespace; otherwise `nil`.
    private static func looseStringMatch(_ values: [Value], _ words: [String]) -> (@Sendable (Value) -> Bool)? {
        guard let strings = values as? [String] else { return nil }
        let accepted = Set((strings + words).map(LooseText.normalized))
        return retyped({ (text: String) in accepted.contains(LooseText.normalized(text)) }, as: Value.self)
    }

    /// Fails with ``ErrorCode/booleanInvalid`` when the value is neither the true nor the false value.
    ///
    /// ```swift
    /// BooleanFormat<String>().validate("yes")?.code // .booleanInvalid
    /// ```
    public func apply(to value: inout Value) -> RuleFailure? {
        if accepts(value) { return nil }
        return RuleFailure(
            code: .booleanInvalid, template: LooseText.invalidTemplate,
            parameters: ["true": trueParameter, "false": falseParameter],
            attemptedValue: MessageParameter(describing: value))
    }
}

/// The text side of ``BooleanFormat``: how string values are compared when not strict.
private enum LooseText {
    static let invalidTemplate: MessageTemplate = "{attribute} must be either {true} or {false}."

    /// The white space Foundation trims, as far as it is ASCII.
    private static let asciiWhitespace = ASCIISet(CharacterSet.whitespacesAndNewlines.contains)

    /// `text` without surrounding white space and line breaks, lowercased.
    static func normalized(_ text: String) -> String {
        if let trimmed = asciiTrimmed(text) { return trimmed.lowercased() }
        return text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// For ASCII text, the trimmed text, without Foundation's trimming; `nil` for other text.
    /// In ASCII every character is one scalar except CR LF, both white space, so trimming by
    /// scalars or by characters removes the same bytes.
    private static func asciiTrimmed(_ text: String) -> Substring? {
        // Unsafe: the bytes are read only during the call that lends them, below their count.
        let kept: Range<Int>? = unsafe text.withUTF8Bytes { bytes in
            guard unsafe bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var start = 0
            var end = bytes.count
            while start < end, unsafe asciiWhitespace.contains(bytes[start]) { start += 1 }
            while end > start, unsafe asciiWhitespace.contains(bytes[end - 1]) { end -= 1 }
            return start..<end
        }
        guard let kept else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: kept.lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: kept.upperBound)
        return text[start..<end]
    }
}

extension BooleanFormat where Value == Bool {
    /// A `Bool` is always `true` or `false`: the rule always passes.
    ///
    /// ```swift
    /// BooleanFormat<Bool>().validate(false) // nil
    /// ```
    public init(strict: Bool = false) {
        self.init(trueValue: true, falseValue: false, strict: strict)
    }
}

extension BooleanFormat where Value == Int {
    /// The value must be `1` or `0`.
    ///
    /// ```swift
    /// BooleanFormat<Int>().validate(1) // nil
    /// ```
    public init(strict: Bool = false) {
        self.init(trueValue: 1, falseValue: 0, strict: strict)
    }
}

extension BooleanFormat where Value == String {
    /// The value must be `"1"` or `"0"`; unless `strict`, also `"true"` or `"false"`, in any
    /// letter case and with surrounding whitespace.
    ///
    /// ```swift
    /// BooleanFormat<String>().validate(" TRUE ")          // nil
    /// BooleanFormat<String>(strict: true).validate("true")  // fails: only "1" or "0"
    /// ```
    public init(strict: Bool = false) {
        self.init(trueValue: "1", falseValue: "0", strict: strict, alsoAccepting: ["true", "false"])
    }
}
