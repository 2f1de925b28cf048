extension RuleSet {
    /// The graph of `stage`'s rules for `scenario`, compiled the first time and cached.
    func graph(for scenario: String, stage: RuleStage = .validation, isRoot: Bool = true) -> RuleGraph {
        cache.value(for: .init(kind: isRoot ? .graph : .nestedGraph, scenario: scenario, stage: stage)) {
            GraphCompiler(ruleSet: self, scenario: scenario, stage: stage, isRoot: isRoot).compile()
        }
    }

    /// Every scenario named anywhere in the rule set (and its nested rule sets), plus `default`.
    var scenarioNames: Set<String> {
        cache.value(for: .init(kind: .scenarioNames, scenario: "")) {
            var names: Set<String> = [Scenario<Model>.defaultName]
            for declaration in declarations {
                switch declaration {
                case .field(let field): for info in field.ruleInfos { names.formUnion(info.options.scope.names) }
                case .check(let check): names.formUnion(check.options.scope.names)
                case .nested(let nested):
                    names.formUnion(nested.options.scope.names)
                    names.formUnion(nested.accept(NestedScenarioNames()))
                case .attributes(let list): names.insert(list.scenario)
                case .safe(let marker): names.formUnion(marker.scope.names)
                }
            }
            return names
        }
    }
}

private struct NestedScenarioNames<Model>: NestedVisitor {
    func visit<Child>(_ nested: TypedNested<Model, Child>) -> Set<String> {
        nested.rules.scenarioNames
    }
}
