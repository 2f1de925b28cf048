/// Which scenarios a declaration applies to: `on` (nil: all) minus `except`.
struct ScenarioScope: Sendable, Hashable {
    var on: Set<ScenarioName>?
    var except: Set<ScenarioName> = []
    /// Every scenario named on the way here, even those an intersection dropped.
    private(set) var mentioned: Set<ScenarioName> = []

    init(on: Set<ScenarioName>?, except: Set<ScenarioName> = []) {
        self.on = on
        self.except = except
        mentioned = (on ?? []).union(except)
    }

    static let all = ScenarioScope(on: nil)

    func includes(_ scenario: ScenarioName) -> Bool {
        (on?.contains(scenario) ?? true) && !except.contains(scenario)
    }

    /// The scope of a declaration nested inside `outer`.
    func within(_ outer: ScenarioScope) -> ScenarioScope {
        let combined: Set<ScenarioName>? =
            switch (on, outer.on) {
            case (nil, nil): nil
            case (let inner?, nil): inner
            case (nil, let outerOn?): outerOn
            case (let inner?, let outerOn?): inner.intersection(outerOn)
            }
        var scope = ScenarioScope(on: combined, except: except.union(outer.except))
        scope.mentioned = mentioned.union(outer.mentioned)
        return scope
    }

    /// Every scenario the scope names.
    var names: Set<ScenarioName> { mentioned.union(on ?? []).union(except) }
}

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

/// The per-rule switches a declaration can set; `nil` means the rule's own default.
struct RuleOptions<Model>: Sendable {
    var skipOnEmpty: Bool?
    var skipOnError = true
    var severity = Severity.error
    var message: MessageTemplate?
    var code: ErrorCode?
    var scope = ScenarioScope.all
    var conditions: [Condition<Model>] = []
    var stage = RuleStage.validation

    /// These options inside a block that sets `enclosure`.
    func within(_ enclosure: Enclosure<Model>) -> Self {
        var copy = self
        copy.scope = scope.within(enclosure.scope)
        copy.conditions = enclosure.conditions + conditions
        if let stage = enclosure.stage { copy.stage = stage }
        return copy
    }
}
