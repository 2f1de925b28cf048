/// A `when` condition and the attributes it reads (`nil`: unknown, so all).
struct Condition<Model>: Sendable {
    var reads: [KeyPathBox]?
    var holds: @Sendable (Model) -> Bool
}

/// What a block or a component modifier sets on every declaration inside it.
struct Enclosure<Model>: Sendable {
    var scope = ScenarioScope.all
    var conditions: [Condition<Model>] = []
    /// The stage, when the block sets one.
    var stage: RuleStage?
}

/// A declared rule's options: the model-free ``RuleSettings`` its modifiers set, and the `when`
/// conditions that need the model. Reads and writes of a setting go through to `settings`.
@dynamicMemberLookup
struct RuleOptions<Model>: Sendable {
    var settings = RuleSettings()
    var conditions: [Condition<Model>] = []

    subscript<Setting>(dynamicMember keyPath: WritableKeyPath<RuleSettings, Setting>) -> Setting {
        get { settings[keyPath: keyPath] }
        set { settings[keyPath: keyPath] = newValue }
    }

    /// These options inside a block that sets `enclosure`.
    func within(_ enclosure: Enclosure<Model>) -> Self {
        var copy = self
        copy.scope = settings.scope.within(enclosure.scope)
        copy.conditions = enclosure.conditions + conditions
        if let stage = enclosure.stage { copy.stage = stage }
        return copy
    }
}
