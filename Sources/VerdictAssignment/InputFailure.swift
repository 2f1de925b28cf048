import VerdictEngine

/// A body that could not be read (broken JSON, too large, too deep, a key twice), where it
/// failed: what the readers throw, before any attribute is known.
package struct InputFailure: Error, Sendable {
    var path: AttributePath
    var failure: RuleFailure

    static let malformedTemplate: MessageTemplate = "The request body is not valid {format}: {reason}."
    static let tooLargeTemplate: MessageTemplate = "The request body must be at most {max} bytes."
    static let tooDeepTemplate: MessageTemplate = "The request body must nest at most {max} levels deep."
    static let duplicateTemplate: MessageTemplate = "{attribute} is given more than once."
    static let unsupportedMediaTypeTemplate: MessageTemplate =
        "The request body must be sent as JSON (application/json) or as a form (application/x-www-form-urlencoded)."

    static func malformed(_ format: String, _ reason: String, at path: AttributePath, offset: Int?) -> InputFailure {
        var parameters: [String: MessageParameter] = ["format": .string(format), "reason": .string(reason)]
        if let offset { parameters["offset"] = .int(offset) }
        return InputFailure(
            path: path, failure: RuleFailure(code: .inputMalformed, template: malformedTemplate, parameters: parameters)
        )
    }

    static func tooLarge(maximum: Int) -> InputFailure {
        InputFailure(
            path: AttributePath(),
            failure: RuleFailure(code: .inputTooLarge, template: tooLargeTemplate, parameters: ["max": .int(maximum)]))
    }

    static func tooDeep(maximum: Int, at path: AttributePath) -> InputFailure {
        InputFailure(
            path: path,
            failure: RuleFailure(code: .inputTooDeep, template: tooDeepTemplate, parameters: ["max": .int(maximum)]))
    }

    static func duplicate(at path: AttributePath) -> InputFailure {
        InputFailure(
            path: path, failure: RuleFailure(code: .inputDuplicateKey, template: duplicateTemplate, parameters: [:]))
    }

    /// A body of no media type, or of one that is neither JSON nor a form. Its `Content-Type` is
    /// not echoed: the client chose it.
    static let unsupportedMediaType = InputFailure(
        path: AttributePath(),
        failure: RuleFailure(code: .inputUnsupportedMediaType, template: unsupportedMediaTypeTemplate, parameters: [:])
    )

    /// A JSON document sent as `application/x-www-form-urlencoded` (curl's `-d` without a
    /// `Content-Type`): malformed form data, rather than one unknown key and every field blank.
    static let jsonSentAsForm = malformed(
        "form data", "the body is JSON; send it with Content-Type: application/json", at: AttributePath(), offset: nil)
}
