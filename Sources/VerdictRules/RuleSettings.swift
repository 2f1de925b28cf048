import VerdictVocabulary

/// The switches a rule's modifiers set, whatever the model: what a ``ConfiguredRule`` carries,
/// and what a declared rule's options start from. `nil` means the rule's own default.
package struct RuleSettings: Sendable {
    package var skipOnEmpty: Bool?
    package var skipOnError = true
    package var severity = Severity.error
    package var message: MessageTemplate?
    package var code: ErrorCode?
    package var scope = ScenarioScope.all
    package var stage = RuleStage.validation
    /// The rule's errors keep no attempted value (``ModifiableRule/sensitive()``).
    package var isSensitive = false

    /// `failure` with this rule's code and message overrides.
    func overriding(_ failure: RuleFailure) -> RuleFailure {
        var failure = failure
        if let code { failure.code = code }
        if let message { failure.template = message }
        // A sensitive rule's failure keeps no echo of the value, even tried on its own.
        if isSensitive { failure.dropEchoes() }
        return failure
    }
}
