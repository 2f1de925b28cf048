import VerdictForms

/// The short, one-line-per-error form that failure messages use: `path [code] message`.
enum ErrorListing {
    /// `username [string.tooShort] Username must contain at least 4 characters.`; a warning
    /// says so after its code.
    static func line(_ error: ValidationError) -> String {
        let severity = error.severity == .error ? "" : " (\(error.severity.rawValue))"
        return "\(name(of: error.path)) [\(error.code)]\(severity) \(error.message)"
    }

    /// `path [code]`, for an error that is only expected.
    static func line(path: String, code: ErrorCode, severity: Severity?) -> String {
        "\(path) [\(code)]" + (severity.map { " (\($0.rawValue))" } ?? "")
    }

    /// `actual errors:` followed by one indented line per error, or `actual errors: none`.
    static func actualErrors(_ errors: [ValidationError]) -> String {
        errors.isEmpty ? "actual errors: none" : "actual errors:\n" + indented(errors.map(line))
    }

    /// Each line indented by two spaces, joined by newlines.
    static func indented(_ lines: [String]) -> String {
        lines.map { "  " + $0 }.joined(separator: "\n")
    }

    /// A path as printed in messages; the model itself (the empty path) is `(model)`.
    static func name(of path: AttributePath) -> String {
        path.components.isEmpty ? "(model)" : path.description
    }

    /// A message parameter as written in Swift source: strings quoted, numbers bare.
    static func parameter(_ parameter: MessageParameter) -> String {
        if let text = parameter.stringValue { return value(text) }
        if let items = parameter.listValue { return "[" + items.map(Self.parameter).joined(separator: ", ") + "]" }
        return parameter.description
    }

    /// A value as written in Swift source: strings quoted.
    static func value(_ value: some Any) -> String {
        String(reflecting: value)
    }
}
