import Foundation
import VerdictEngine

/// What a massive assignment did: its report (conversion errors, and the rules' errors when it
/// validated too), the keys it ignored, and whether it wrote the model.
///
/// ```swift
/// var user = User()
/// let result = try User.rules.assign(.json(body), to: &user, scenario: .register)
/// if !result.report.isValid { print(result.report) }
/// ```
public struct AssignmentResult: Sendable {
    /// The errors: those of conversion (a value of the wrong type, a body that does not parse,
    /// refused keys in strict mode) in input order, then, when the call validated, the rules'.
    public var report: ValidationReport
    /// The keys that were not written, in input order: unknown, unsafe or inactive ones (empty
    /// in strict mode, where they are errors).
    public var ignoredKeys: [IgnoredKey]
    /// Whether the model was written: every value converted. When `false` the model is exactly
    /// as it was.
    public var isAssigned: Bool

    /// A result of the library's own assignment: one made elsewhere could not say
    /// ``isUnreadable``.
    package init(report: ValidationReport, ignoredKeys: [IgnoredKey], isAssigned: Bool) {
        self.report = report
        self.ignoredKeys = ignoredKeys
        self.isAssigned = isAssigned
    }

    /// Whether the input could not be read at all (malformed JSON, a body over the size or depth
    /// limit, a key given twice, a media type that is neither JSON nor a form): a 400, 413 or 415
    /// rather than a 422.
    public private(set) var isUnreadable = false

    /// The HTTP status of the problem: 422 when the content is not valid; when the body could not
    /// be read, 413 (Content Too Large) for ``ErrorCode/inputTooLarge``, 415 (Unsupported Media
    /// Type) for ``ErrorCode/inputUnsupportedMediaType``, 400 otherwise.
    var status: Int {
        guard isUnreadable else { return 422 }
        switch report.errors.first?.code {
        case .inputTooLarge: return 413
        case .inputUnsupportedMediaType: return 415
        default: return 400
        }
    }

    /// The problem details a server answers when the assignment or its validation failed, `nil`
    /// when the report has no error (warnings alone are not a problem). Its status comes from the
    /// result: 422 when the content is not valid; when the body could not be read, 413 when it is
    /// too large, 415 when its media type is neither JSON nor a form, 400 otherwise.
    ///
    /// The problem is in the language of `locale` (title, detail and messages, with `catalog`'s
    /// messages and labels; see ``MessageCatalog``), in English when `locale` is `nil`: what a
    /// server answers a client whose `Accept-Language` asked for it, with
    /// ``ValidationProblem/contentLanguage`` as its `Content-Language`.
    ///
    /// ```swift
    /// if let problem = result.problem(instance: "/signup") { return problem.jsonData }
    /// ```
    ///
    /// ```swift
    /// let locale = MessageCatalog().locale(forAcceptLanguage: "de-CH, de;q=0.9")
    /// if let problem = result.problem(instance: "/signup", locale: locale) { return problem.jsonData }
    /// ```
    public func problem(
        type: String = "about:blank", title: String? = nil, instance: String? = nil, locale: Locale? = nil,
        catalog: MessageCatalog = MessageCatalog()
    ) -> ValidationProblem? {
        guard !report.isValid else { return nil }
        return report.problem(
            status: status, type: type, title: title, instance: instance, locale: locale, catalog: catalog)
    }

    /// The result of an assignment whose input could not be read, as a failure.
    struct Unreadable: Error {
        var result: AssignmentResult
        init(_ result: AssignmentResult) {
            self.result = result
            self.result.isUnreadable = true
        }
    }
}
