/// A body that could not be read (broken JSON, too large, too deep, a key twice), where it
/// failed: what the readers throw, before any attribute is known.
struct InputFailure: Error, Sendable {
    var path: FieldPath
    var failure: RuleFailure

    static let malformedTemplate: MessageTemplate = "The request body is not valid {format}: {reason}."
    static let tooLargeTemplate: MessageTemplate = "The request body must be at most {max} bytes."
    static let tooDeepTemplate: MessageTemplate = "The request body must nest at most {max} levels deep."
    static let duplicateTemplate: MessageTemplate = "{attribute} is given more than once."

    static func malformed(_ format: String, _ reason: String, at path: FieldPath, offset: Int?) -> InputFailure {
        var parameters: [String: MessageParameter] = ["format": .string(format), "reason": .string(reason)]
        if let offset { parameters["offset"] = .int(offset) }
        return InputFailure(
            path: path, failure: RuleFailure(code: .inputMalformed, template: malformedTemplate, parameters: parameters)
        )
    }

    static func tooLarge(maximum: Int) -> InputFailure {
        InputFailure(
            path: FieldPath(),
            failure: RuleFailure(code: .inputTooLarge, template: tooLargeTemplate, parameters: ["max": .int(maximum)]))
    }

    static func tooDeep(maximum: Int, at path: FieldPath) -> InputFailure {
        InputFailure(
            path: path,
            failure: RuleFailure(code: .inputTooDeep, template: tooDeepTemplate, parameters: ["max": .int(maximum)]))
    }

    static func duplicate(at path: FieldPath) -> InputFailure {
        InputFailure(
            path: path, failure: RuleFailure(code: .inputDuplicateKey, template: duplicateTemplate, parameters: [:]))
    }
}
