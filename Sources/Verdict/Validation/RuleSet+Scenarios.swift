extension RuleSet {
    /// Every scenario the rule set names, `default` included, sorted.
    ///
    /// ```swift
    /// User.rules.scenarios // ["default", "login", "register"]
    /// ```
    public var scenarios: [String] { scenarioNames.sorted() }

    /// The declaration mistakes found when compiling `scenario`; empty when it is sound.
    ///
    /// ```swift
    /// #expect(SignUp.rules.diagnostics(for: "register").isEmpty)
    /// ```
    public func diagnostics(for scenario: String) -> [RuleDiagnostic] {
        var seen = Set<RuleDiagnostic>()
        return RuleStage.allCases.flatMap { graph(for: scenario, stage: $0).diagnostics }
            .filter { seen.insert($0).inserted }
    }

    /// The declaration mistakes of every scenario the rule set names, each listed once.
    ///
    /// ```swift
    /// #expect(SignUp.rules.diagnostics().isEmpty)
    /// ```
    public func diagnostics() -> [RuleDiagnostic] {
        var seen = Set<RuleDiagnostic>()
        return scenarios.flatMap { diagnostics(for: $0) }.filter { seen.insert($0).inserted }
    }

    /// The active attributes of `scenario`: listed by ``ActiveAttributes``, or else named by its
    /// active rules and ``Safe``/``Unsafe`` markers. Massive assignment and validation use them.
    ///
    /// ```swift
    /// User.rules.activeAttributes(in: "login") // [\User.username, \User.password, \User.secret]
    /// ```
    public func activeAttributes(in scenario: String = "default") -> [PartialKeyPath<Model>] {
        attributes(in: scenario) { $0.isActive }
    }

    /// The safe attributes of `scenario`: active and not unsafe — the only ones massive
    /// assignment may set.
    ///
    /// ```swift
    /// User.rules.safeAttributes(in: "login") // [\User.username, \User.password]
    /// ```
    public func safeAttributes(in scenario: String = "default") -> [PartialKeyPath<Model>] {
        attributes(in: scenario) { $0.isActive && !$0.isUnsafe }
    }

    /// The attributes `scenario` validates: active ones with at least one active rule.
    ///
    /// ```swift
    /// User.rules.validatedAttributes(in: "register")
    /// ```
    public func validatedAttributes(in scenario: String = "default") -> [PartialKeyPath<Model>] {
        attributes(in: scenario) { $0.isActive && $0.isValidated }
    }

    /// The printable name of an attribute (`"email"`, `"address.zip"`), if the rule set names it.
    ///
    /// ```swift
    /// SignUp.rules.name(of: \.passwordRepeat) // "passwordRepeat"
    /// ```
    public func name(of attribute: AttributeKeyPath<Model>) -> String? {
        let graph = graph(for: Scenario<Model>.defaultName, isRoot: false)
        return graph.attribute(for: KeyPathBox(attribute)).flatMap { graph.attributes[$0].name }
    }

    private func attributes(
        in scenario: String, where include: (AttributeNode) -> Bool
    ) -> [PartialKeyPath<Model>] {
        graph(for: scenario).attributes.filter(include).compactMap { $0.keyPath.keyPath as? PartialKeyPath<Model> }
    }
}
