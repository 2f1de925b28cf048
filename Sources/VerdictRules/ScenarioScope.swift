import VerdictVocabulary

/// Which scenarios a declaration applies to: `on` (nil: all) minus `except`.
package struct ScenarioScope: Sendable, Hashable {
    var on: Set<ScenarioName>?
    var except: Set<ScenarioName> = []
    /// Every scenario named on the way here, even those an intersection dropped.
    private(set) var mentioned: Set<ScenarioName> = []

    package init(on: Set<ScenarioName>?, except: Set<ScenarioName> = []) {
        self.on = on
        self.except = except
        mentioned = (on ?? []).union(except)
    }

    package static let all = ScenarioScope(on: nil)

    package func includes(_ scenario: ScenarioName) -> Bool {
        (on?.contains(scenario) ?? true) && !except.contains(scenario)
    }

    /// The scope of a declaration nested inside `outer`.
    package func within(_ outer: ScenarioScope) -> ScenarioScope {
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
    package var names: Set<ScenarioName> { mentioned.union(on ?? []).union(except) }

    /// Whether ``names`` is not empty, without building it: most rules name no scenario.
    package var namesAScenario: Bool { !mentioned.isEmpty || !(on?.isEmpty ?? true) || !except.isEmpty }
}
