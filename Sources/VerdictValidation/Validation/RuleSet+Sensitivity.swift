import VerdictEngine

/// What the test-support library asks to keep secrets out of its failure messages: which
/// properties of a model are sensitive. Not part of the API a user calls.
extension RuleSet {
    /// Whether the property `name` of the model holds secrets: an attribute of the rule set
    /// that is sensitive (declared so, named so, or compared with one), or, for a property the
    /// rule set does not declare, a name that says so (see `Attribute`'s `sensitive`).
    @_spi(VerdictTesting)
    public func isSensitive(property name: String) -> Bool {
        if let evaluator = try? Evaluator(rules: self, scenario: .default),
            let attribute = evaluator.graph.attributes.first(where: { $0.name == name })
        {
            return attribute.isSensitive
        }
        return AttributeName.isSecret(name)
    }

    /// Whether a property's name says that its values are secret (`password`, `cardNumber`), as
    /// an attribute declared without `sensitive:` decides.
    @_spi(VerdictTesting)
    public static func isSecret(name: String) -> Bool {
        AttributeName.isSecret(name)
    }
}
