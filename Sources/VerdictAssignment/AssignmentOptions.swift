import Foundation
import VerdictEngine

/// How massive assignment reads its input: the key strategy, strict mode, limits on the body and
/// on the errors reported, and how dates and non-finite numbers are read.
///
/// ```swift
/// var options = AssignmentOptions(keys: .snakeCase)
/// options.isStrict = true
/// ```
public struct AssignmentOptions: Sendable {
    /// How an attribute's name becomes the key a client sends.
    public var keys: KeyStrategy
    /// Whether unknown, unsafe and inactive keys are errors (codes ``ErrorCode/inputUnknownKey``
    /// and ``ErrorCode/inputNotAssignable``) that stop the assignment, instead of being ignored
    /// and listed in ``AssignmentResult/ignoredKeys``.
    public var isStrict: Bool
    /// The largest body read, in bytes; a larger one is refused before parsing
    /// (``ErrorCode/inputTooLarge``). 1 MiB unless set.
    public var maximumBytes: Int
    /// The deepest nesting read (objects and arrays, or form brackets); deeper input is refused
    /// (``ErrorCode/inputTooDeep``). 64 unless set, and never more than 512. Whatever it says,
    /// nested models (`Nested`, `Each`) are assigned at most 32 deep, so that assigning and
    /// validating them fit a 256 KiB stack; deeper ones are refused with the same code.
    public var maximumDepth: Int {
        get { depth }
        set { depth = min(max(newValue, 1), 512) }
    }
    /// The most errors one report lists; 100 unless set, and at least 1. Past it, errors are
    /// counted but not kept (strict mode's unknown keys count too), and the report ends with one
    /// more error, at the root, that says how many were left out: code
    /// ``ErrorCode/inputTooManyErrors``, parameters `max` (this limit) and `count`. When
    /// converting the values alone passes the limit, the rules do not run. The limit bounds the
    /// work too, not only the report: once the report holds this many errors plus 1,000, the
    /// rules that only check a value stop (filters still run, so the model is written as it
    /// would be). So `count` is exact up to 1,000, and at least 1,000 beyond; it is also a lower
    /// bound when the values alone passed the limit (the rules' errors are not counted then). A
    /// hostile body of many bad keys or of many failing values costs a report of bounded size
    /// and rule work bounded by the limit.
    public var maximumErrors: Int {
        get { errorLimit }
        set { errorLimit = max(newValue, 1) }
    }
    /// Whether `Float` and `Double` attributes take NaN and the infinities (and numbers too large
    /// for them, which read as infinities). Off unless set.
    public var allowsNonFiniteNumbers: Bool
    /// Reads a `Date` from text. ISO 8601 (`2026-11-23T10:00:00Z`, with or without fractional
    /// seconds) unless set.
    public var dateParser: @Sendable (String) -> Date?

    private var depth: Int
    private var errorLimit = 100

    /// ```swift
    /// let options = AssignmentOptions(keys: .snakeCase, isStrict: true)
    /// ```
    public init(
        keys: KeyStrategy = .exact, isStrict: Bool = false, maximumBytes: Int = 1 << 20, maximumDepth: Int = 64,
        allowsNonFiniteNumbers: Bool = false,
        dateParser: @escaping @Sendable (String) -> Date? = AssignmentOptions.iso8601DateParser
    ) {
        self.keys = keys
        self.isStrict = isStrict
        self.maximumBytes = maximumBytes
        self.depth = min(max(maximumDepth, 1), 512)
        self.allowsNonFiniteNumbers = allowsNonFiniteNumbers
        self.dateParser = dateParser
    }

    /// Reads an ISO 8601 date and time, with or without fractional seconds.
    ///
    /// ```swift
    /// AssignmentOptions.iso8601DateParser("2026-11-23T10:00:00Z") // a Date
    /// ```
    public static let iso8601DateParser: @Sendable (String) -> Date? = { text in
        let plain = Date.ISO8601FormatStyle()
        if let date = try? plain.parse(text) { return date }
        return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
    }
}
