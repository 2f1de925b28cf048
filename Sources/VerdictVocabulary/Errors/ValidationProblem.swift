import Foundation

/// A validation report as RFC 9457 problem details (`application/problem+json`): what a server
/// answers for a request it refuses, with one entry per error: its RFC 6901 JSON Pointer into the
/// body, its code, message and parameters. Values are never echoed, so a sensitive one cannot
/// leave.
///
/// The shape is stable:
///
/// ```json
/// {"type":"about:blank","title":"The request is not valid.","status":422,"detail":"2 errors.",
///  "errors":[{"pointer":"/username","code":"string.tooShort",
///             "message":"Username must contain at least 4 characters.","parameters":{"min":4}},
///            {"pointer":"/email","code":"required","message":"Email cannot be blank."}]}
/// ```
///
/// `severity` appears only on warnings; `parameters` only when there are some; `instance` only when
/// given. ``jsonData`` writes it directly; it is also `Codable`, to the same shape.
///
/// ```swift
/// let problem = report.problem(instance: "/signup")
/// response.headers["Content-Type"] = ValidationProblem.contentType
/// response.body = problem.jsonData
/// ```
public struct ValidationProblem: Sendable, Hashable, Codable {
    /// One error of the report.
    public struct Item: Sendable, Hashable, Codable {
        /// Where, as an RFC 6901 JSON Pointer into the request body (`/items/0/quantity`).
        public var pointer: String
        /// The error's stable code.
        public var code: ErrorCode
        /// The rendered message.
        public var message: String
        /// The message's parameters (`min`, `max`, `status`…), `nil` when there are none. The
        /// attempted value is never among them.
        public var parameters: [String: MessageParameter]?
        /// `warning` for a warning; `nil` for an error.
        public var severity: Severity?

        /// The item of `error`, with its message as rendered for the problem's language.
        init(_ error: ValidationError, message: String) {
            pointer = error.path.jsonPointer
            code = error.code
            self.message = message
            parameters = error.parameters.isEmpty ? nil : error.parameters
            severity = error.severity == .error ? nil : error.severity
        }
    }

    /// The media type of the JSON: `application/problem+json`.
    ///
    /// ```swift
    /// ValidationProblem.contentType // "application/problem+json"
    /// ```
    public static let contentType = "application/problem+json"

    /// A URI naming the kind of problem; `about:blank` by default (the status says it all).
    public var type: String
    /// A short summary of the kind of problem.
    public var title: String
    /// The HTTP status: 422 for a request whose content is not valid; 400, 413 (too large) or 415
    /// (a media type that is neither JSON nor a form) for one whose body could not be read.
    public var status: Int
    /// This occurrence, in words: `2 errors, 1 warning.`
    public var detail: String
    /// A URI of this occurrence (the request's path), when given.
    public var instance: String?
    /// Every error and warning, in the report's order.
    public var errors: [Item]

    /// The language the problem's text is in, as a BCP 47 tag: what a server answers as
    /// `Content-Language`. Not part of the JSON: `nil` for a problem decoded from it.
    ///
    /// A problem made by ``ValidationReport/problem(status:type:title:instance:locale:catalog:)``
    /// always has one: `en` without a locale, or when neither Verdict nor the catalog has the
    /// locale's language; otherwise the tag of the language its text comes from: the catalog's
    /// most specific language along the locale's fallbacks (`de-CH` when the catalog has
    /// `de-CH`), or else Verdict's built-in language (`de` for `de-CH`, `pt-BR`, `zh-Hant`).
    ///
    /// ```swift
    /// let problem = report.problem(locale: Locale(identifier: "de-CH"))
    /// problem.contentLanguage // "de"
    /// ```
    public var contentLanguage: String?

    /// The problem of `report` in the language of `locale` (English when `nil`): its title, detail
    /// and messages, with `catalog`'s messages and labels. Codes, pointers and parameters are the
    /// same in every language.
    init(
        report: ValidationReport, status: Int, type: String, title: String?, instance: String?, locale: Locale?,
        catalog: MessageCatalog
    ) {
        let localizer =
            if let locale { MessageLocalizer(locale: locale, catalog: catalog) } else {
                MessageLocalizer(language: .english)
            }
        self.type = type
        self.title = title ?? localizer.message(Self.isUnreadable(status) ? .problemUnreadable : .problemInvalid)
        self.status = status
        let errorCount = report.errors.count { $0.severity == .error }
        let warningCount = report.errors.count { $0.severity == .warning }
        detail =
            switch (errorCount, warningCount) {
            case (0, 0): localizer.message(.problemNoErrors)
            case (_, 0): localizer.message(.problemErrors, ["errors": .int(errorCount)])
            case (0, _): localizer.message(.problemWarnings, ["warnings": .int(warningCount)])
            default:
                localizer.message(
                    .problemErrorsAndWarnings, ["errors": .int(errorCount), "warnings": .int(warningCount)])
            }
        self.instance = instance
        errors = report.errors.map { Item($0, message: localizer.message(of: $0)) }
        contentLanguage = localizer.contentLanguage
    }

    /// The keys of the JSON: every property but ``contentLanguage``, which is a header's, not the
    /// body's.
    private enum CodingKeys: String, CodingKey {
        case type, title, status, detail, instance, errors
    }

    /// Whether `status` says the body could not be read (400, 413, 415), so that the title says so.
    static func isUnreadable(_ status: Int) -> Bool { status == 400 || status == 413 || status == 415 }

    /// The problem as JSON, written directly in the documented key order (parameters sorted by
    /// name), without `JSONEncoder`.
    ///
    /// ```swift
    /// let body: Data = report.problem().jsonData
    /// ```
    public var jsonData: Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128 + errors.count * 160)
        JSONText.appendRaw(#"{"type":"#, to: &bytes)
        JSONText.appendString(type, to: &bytes)
        JSONText.appendRaw(#","title":"#, to: &bytes)
        JSONText.appendString(title, to: &bytes)
        JSONText.appendRaw(#","status":"# + String(status) + #","detail":"#, to: &bytes)
        JSONText.appendString(detail, to: &bytes)
        if let instance {
            JSONText.appendRaw(#","instance":"#, to: &bytes)
            JSONText.appendString(instance, to: &bytes)
        }
        JSONText.appendRaw(#","errors":["#, to: &bytes)
        for (index, item) in errors.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONText.appendRaw(#"{"pointer":"#, to: &bytes)
            JSONText.appendString(item.pointer, to: &bytes)
            JSONText.appendRaw(#","code":"#, to: &bytes)
            JSONText.appendString(item.code.rawValue, to: &bytes)
            JSONText.appendRaw(#","message":"#, to: &bytes)
            JSONText.appendString(item.message, to: &bytes)
            if let parameters = item.parameters {
                JSONText.appendRaw(#","parameters":{"#, to: &bytes)
                for (position, name) in parameters.keys.sorted().enumerated() {
                    if position > 0 { bytes.append(UInt8(ascii: ",")) }
                    JSONText.appendString(name, to: &bytes)
                    bytes.append(UInt8(ascii: ":"))
                    JSONText.appendParameter(parameters[name]!, to: &bytes)
                }
                bytes.append(UInt8(ascii: "}"))
            }
            if let severity = item.severity {
                JSONText.appendRaw(#","severity":"#, to: &bytes)
                JSONText.appendString(severity.rawValue, to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
        JSONText.appendRaw("]}", to: &bytes)
        return Data(bytes)
    }
}

extension ValidationReport {
    /// The report as RFC 9457 problem details (status 422 unless given), in the language of
    /// `locale`: its title, detail and messages, with `catalog`'s messages and labels (see
    /// ``MessageCatalog``); in English when `locale` is `nil`. Codes, pointers and parameters are
    /// the same in every language; ``ValidationProblem/contentLanguage`` names the language the
    /// text is in.
    ///
    /// ```swift
    /// let body = report.problem(instance: "/signup").jsonData
    /// let german = report.problem(instance: "/signup", locale: Locale(identifier: "de"))
    /// ```
    public func problem(
        status: Int = 422, type: String = "about:blank", title: String? = nil, instance: String? = nil,
        locale: Locale? = nil, catalog: MessageCatalog = MessageCatalog()
    ) -> ValidationProblem {
        ValidationProblem(
            report: self, status: status, type: type, title: title, instance: instance, locale: locale,
            catalog: catalog)
    }
}
