import VerdictEngine

/// Why an input value could not become an attribute's value: what was expected, as a rule
/// failure with its code, template and parameters. Massive assignment turns it into a
/// ``ValidationError`` at the attribute's path.
///
/// ```swift
/// struct Cents: InputConvertible {
///     var amount: Int
///     init(input: InputValue) throws(InputConversionError) {
///         guard let text = input.textValue, let amount = Int(text.filter(\.isNumber)) else {
///             throw InputConversionError(expected: "an amount such as 12.50")
///         }
///         self.amount = amount
///     }
/// }
/// ```
public struct InputConversionError: Error, Sendable, Hashable {
    /// The failure reported at the attribute.
    public var failure: RuleFailure

    /// A failure of your own.
    ///
    /// ```swift
    /// let error = InputConversionError(RuleFailure(code: "money.invalid", template: "{attribute} must be an amount."))
    /// ```
    public init(_ failure: RuleFailure) { self.failure = failure }

    /// A value of the wrong kind: "{attribute} must be {expected}.", code
    /// ``ErrorCode/inputWrongType``, with the `expected` parameter.
    ///
    /// ```swift
    /// let error = InputConversionError(expected: "a colour such as #ff8800")
    /// ```
    public init(expected: String) {
        failure = RuleFailure(
            code: .inputWrongType, template: Self.wrongTypeTemplate, parameters: ["expected": .string(expected)])
    }

    static let wrongTypeTemplate: MessageTemplate = "{attribute} must be {expected}."
    static let outOfRangeTemplate: MessageTemplate = "{attribute} must be a whole number from {min} to {max}."
    static let notFiniteTemplate: MessageTemplate = "{attribute} must be a finite number."

    static let wholeNumber = InputConversionError(expected: "a whole number")
    static let number = InputConversionError(expected: "a number")
    static let text = InputConversionError(expected: "text")
    static let boolean = InputConversionError(expected: "true or false")
    static let list = InputConversionError(expected: "a list")
    static let object = InputConversionError(expected: "an object")
    static let notFinite = InputConversionError(
        RuleFailure(code: .inputNotFinite, template: notFiniteTemplate, parameters: [:]))

    static func outOfRange(min: String, max: String) -> InputConversionError {
        InputConversionError(
            RuleFailure(
                code: .inputOutOfRange, template: outOfRangeTemplate,
                parameters: ["min": .string(min), "max": .string(max)]))
    }
}
