import VerdictEngine

/// The `when` modifiers of a value rule: a condition reads the model, so the rule becomes a
/// ``AttributeRule`` of the model of the block it is declared in. The other modifiers are
/// ``ModifiableRule``'s.
extension ValueRule {
    /// Runs the rule only where a Boolean attribute of the model is true.
    ///
    /// ```swift
    /// Required().when(\.isCompany)
    /// ```
    public func when<Model>(_ flag: KeyPath<Model, Bool> & Sendable) -> AttributeRule<Model, Value> {
        AttributeRule(self).when(flag)
    }

    /// Runs the rule only where `condition` holds.
    ///
    /// ```swift
    /// Required().when(reads: [\.country]) { $0.country == "US" }
    /// ```
    public func when<Model>(
        reads: [AttributeKeyPath<Model>]? = nil, _ condition: @escaping @Sendable (Model) -> Bool
    ) -> AttributeRule<Model, Value> {
        AttributeRule(self).when(reads: reads, condition)
    }
}
