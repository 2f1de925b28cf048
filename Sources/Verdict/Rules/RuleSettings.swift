/// The switches a rule's modifiers set, whatever the model: what a ``ConfiguredRule`` carries,
/// and what a declared rule's options start from. `nil` means the rule's own default.
struct RuleSettings: Sendable {
    var skipOnEmpty: Bool?
    var skipOnError = true
    var severity = Severity.error
    var message: MessageTemplate?
    var code: ErrorCode?
    var scope = ScenarioScope.all
    var stage = RuleStage.validation
    /// The rule's errors keep no attempted value (``ModifiableRule/sensitive()``).
    var isSensitive = false

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
