extension ErrorCode {
    /// A value of another type than the attribute's ("Quantity must be a whole number.").
    ///
    /// ```swift
    /// report.errors.contains { $0.code == .inputWrongType }
    /// ```
    public static let inputWrongType: ErrorCode = "input.wrongType"
    /// A number outside the range of the attribute's type (an `Int8` given 300).
    ///
    /// ```swift
    /// report.errors.contains { $0.code == .inputOutOfRange }
    /// ```
    public static let inputOutOfRange: ErrorCode = "input.outOfRange"
    /// A number that is not finite (NaN, an infinity, or too large for a `Double`) where the
    /// options do not allow one.
    ///
    /// ```swift
    /// report.errors.contains { $0.code == .inputNotFinite }
    /// ```
    public static let inputNotFinite: ErrorCode = "input.notFinite"
    /// A body that is not well-formed: broken JSON, invalid UTF-8, a form key that does not parse.
    ///
    /// ```swift
    /// report.errors.contains { $0.code == .inputMalformed }
    /// ```
    public static let inputMalformed: ErrorCode = "input.malformed"
    /// A body larger than ``AssignmentOptions/maximumBytes``; it is refused before parsing.
    ///
    /// ```swift
    /// report.errors.contains { $0.code == .inputTooLarge }
    /// ```
    public static let inputTooLarge: ErrorCode = "input.tooLarge"
    /// A body nested deeper than ``AssignmentOptions/maximumDepth``.
    ///
    /// ```swift
    /// report.errors.contains { $0.code == .inputTooDeep }
    /// ```
    public static let inputTooDeep: ErrorCode = "input.tooDeep"
    /// A body of no media type, or of one that is neither JSON (`application/json`, or any type
    /// ending in `+json`) nor a form (`application/x-www-form-urlencoded`); a server answers 415.
    ///
    /// ```swift
    /// report.errors.contains { $0.code == .inputUnsupportedMediaType }
    /// ```
    public static let inputUnsupportedMediaType: ErrorCode = "input.unsupportedMediaType"
    /// A key given twice in one object or form.
    ///
    /// ```swift
    /// report.errors.contains { $0.code == .inputDuplicateKey }
    /// ```
    public static let inputDuplicateKey: ErrorCode = "input.duplicateKey"
    /// In strict mode: a key that names no attribute.
    ///
    /// ```swift
    /// report.errors.contains { $0.code == .inputUnknownKey }
    /// ```
    public static let inputUnknownKey: ErrorCode = "input.unknownKey"
    /// In strict mode: a key of an attribute marked unsafe, or one the scenario does not make
    /// active.
    ///
    /// ```swift
    /// report.errors.contains { $0.code == .inputNotAssignable }
    /// ```
    public static let inputNotAssignable: ErrorCode = "input.notAssignable"
    /// The last error of a report that ``AssignmentOptions/maximumErrors`` cut short: `count`
    /// more errors were found and left out, past the first `max`. The work stops too: past 1,000
    /// left out, or when the values alone passed the limit, `count` is a lower bound.
    ///
    /// ```swift
    /// report.errors.last?.code == .inputTooManyErrors
    /// ```
    public static let inputTooManyErrors: ErrorCode = "input.tooManyErrors"
}
