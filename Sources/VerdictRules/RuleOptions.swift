import VerdictVocabulary

/// A `when` condition and the attributes it reads (`nil`: unknown, so all).
package struct Condition<Model>: Sendable {
    package var reads: [KeyPathBox]?
    package var holds: @Sendable (Model) -> Bool

    package init(reads: [KeyPathBox]?, holds: @escaping @Sendable (Model) -> Bool) {
        self.reads = reads
        self.holds = holds
    }
}

/// What a block or a component modifier sets on every declaration inside it.
package struct Enclosure<Model>: Sendable {
    package var scope = ScenarioScope.all
    package var conditions: [Condition<Model>] = []
    /// The stage, when the block sets one.
    package var stage: RuleStage?

    package init(scope: ScenarioScope = .all, conditions: [Condition<Model>] = [], stage: RuleStage? = nil) {
        self.scope = scope
        self.conditions = conditions
        self.stage = stage
    }
}

/// A declared rule's options: the model-free ``RuleSettings`` its modifiers set, and the `when`
/// conditions that need the model. Reads and writes of a setting go through to `settings`.
@dynamicMemberLookup
package struct RuleOptions<Model>: Sendable {
    package var settings = RuleSettings()
    package var conditions: [Condition<Model>] = []

    package init() {}

    package subscript<Setting>(dynamicMember keyPath: WritableKeyPath<RuleSettings, Setting>) -> Setting {
        get { settings[keyPath: keyPath] }
        set { settings[keyPath: keyPath] = newValue }
    }

    /// These options inside a block that sets `enclosure`.
    package func within(_ enclosure: Enclosure<Model>) -> Self {
        var copy = self
        copy.scope = settings.scope.within(enclosure.scope)
        copy.conditions = enclosure.conditions + conditions
        if let stage = enclosure.stage { copy.stage = stage }
        return copy
    }
}
