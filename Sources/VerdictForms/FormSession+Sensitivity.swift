import VerdictEngine
@_spi(VerdictTesting) import VerdictValidation

extension FormSession {
    /// Whether the property `name` of the model holds secrets (see
    /// `RuleSet.isSensitive(property:)`): the test-support library prints none of its values.
    @_spi(VerdictTesting)
    public func isSensitive(property name: String) -> Bool {
        rules.isSensitive(property: name)
    }
}
