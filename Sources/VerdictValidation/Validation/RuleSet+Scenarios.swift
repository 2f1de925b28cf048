import VerdictEngine

extension RuleSet {
    /// Every scenario the rule set declares (`Scenario` blocks and lists, ``ActiveAttributes``,
    /// those of nested rule sets), ``ScenarioName/default`` included, sorted.
    ///
    /// ```swift
    /// User.rules.scenarios // ["default", "login", "register"]
    /// ```
    public var scenarios: [ScenarioName] { catalog.declared.sorted() }

    /// The declaration mistakes of `scenario` (every stage), or of every scenario the rule set
    /// declares when `scenario` is `nil`, each listed once; empty when the declaration is sound.
    /// A scenario that nothing declares is one, and so is a safe attribute that massive
    /// assignment could not write (``RuleDiagnostic/Kind-swift.struct/notAssignable``). One line in
    /// a unit test rules them all out, so that production code need not expect them.
    ///
    /// ```swift
    /// #expect(SignUp.rules.diagnostics().isEmpty)
    /// #expect(SignUp.rules.diagnostics(for: .register).isEmpty)
    /// ```
    public func diagnostics(for scenario: ScenarioName? = nil) -> [RuleDiagnostic] {
        var seen = Set<RuleDiagnostic>()
        guard let scenario else {
            return scenarios.flatMap { diagnostics(for: $0) }.filter { seen.insert($0).inserted }
        }
        var all: [RuleDiagnostic] = []
        for stage in RuleStage.allCases {
            do {
                let evaluator = try Evaluator(rules: self, scenario: scenario, stage: stage)
                if stage == .validation {
                    // Those of the features above validation, when they are linked: massive
                    // assignment's, a safe attribute it could not write.
                    all += featureDiagnostics(evaluator).filter { seen.insert($0).inserted }
                }
            } catch {
                all += error.diagnostics.filter { seen.insert($0).inserted }
            }
        }
        return all
    }

    /// The active attributes of `scenario`: listed by ``ActiveAttributes``, or else named by its
    /// active rules and ``Safe``/``Unsafe`` markers. Massive assignment and validation use them.
    /// Throws for a scenario that nothing declares, like `validate`.
    ///
    /// ```swift
    /// try User.rules.activeAttributes(in: .login) // [\User.username, \User.password, \User.secret]
    /// ```
    public func activeAttributes(in scenario: ScenarioName = .default) throws(RuleSetError) -> [PartialKeyPath<Model>] {
        try attributes(in: scenario) { $0.isActive }
    }

    /// The safe attributes of `scenario`: active and not unsafe — the only ones massive
    /// assignment may set. Throws for a scenario that nothing declares: a mistyped scenario
    /// never opens attributes to assignment.
    ///
    /// ```swift
    /// try User.rules.safeAttributes(in: .login) // [\User.username, \User.password]
    /// ```
    public func safeAttributes(in scenario: ScenarioName = .default) throws(RuleSetError) -> [PartialKeyPath<Model>] {
        try attributes(in: scenario) { $0.isActive && !$0.isUnsafe }
    }

    /// The attributes `scenario` validates: active ones with at least one active rule. Throws
    /// for a scenario that nothing declares.
    ///
    /// ```swift
    /// try User.rules.attributesWithRules(in: .register)
    /// ```
    public func attributesWithRules(in scenario: ScenarioName = .default) throws(RuleSetError)
        -> [PartialKeyPath<Model>]
    {
        try attributes(in: scenario) { $0.isActive && $0.isDecided }
    }

    /// The printable name of an attribute (`"email"`, `"address.zip"`), if the rule set names it.
    ///
    /// ```swift
    /// SignUp.rules.name(of: \.passwordRepeat) // "passwordRepeat"
    /// ```
    public func name(of attribute: AttributeKeyPath<Model>) -> String? {
        let graph = graph(for: .default, stage: .validation, context: CompileContext())
        return graph.attribute(for: KeyPathBox(attribute)).flatMap { graph.attributes[$0].name }
    }

    private func attributes(
        in scenario: ScenarioName, where include: (AttributeNode) -> Bool
    ) throws(RuleSetError) -> [PartialKeyPath<Model>] {
        try Evaluator(rules: self, scenario: scenario).attributes.filter(include).compactMap {
            $0.keyPath.keyPath as? PartialKeyPath<Model>
        }
    }
}
