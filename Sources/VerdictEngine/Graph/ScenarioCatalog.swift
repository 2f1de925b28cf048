import VerdictRules
import VerdictVocabulary

/// The scenarios of a rule set: those its declarations declare (`Scenario` blocks and lists,
/// `ActiveAttributes`, and those of nested rule sets), and the names that `on` and `except`
/// use without any declaration declaring them — each a diagnostic, since such a name is
/// most likely a typo that would silently make a scenario of its own.
package struct ScenarioCatalog: Sendable {
    /// Every declared scenario, ``ScenarioName/default`` included.
    package private(set) var declared: Set<ScenarioName> = [.default]
    /// The names that only `on` and `except` use, and where.
    private var undeclaredUses: [(name: ScenarioName, location: SourceLocation)] = []

    init<Model>(declarations: [Declaration<Model>]) {
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(Model.self)]
        collect(declarations, visited: &visited)
        undeclaredUses.removeAll { declared.contains($0.name) }
    }

    private mutating func collect<Model>(_ declarations: [Declaration<Model>], visited: inout Set<ObjectIdentifier>) {
        for declaration in declarations {
            switch declaration {
            case .scenarios(let list): declared.formUnion(list.names)
            case .attributes(let list): declared.insert(list.scenario)
            case .field(let field): useRules(of: field)
            case .check(let check): use(check.options.settings.scope, at: check.location)
            case .safe(let marker): use(marker.scope, at: marker.location)
            case .nested(let nested):
                use(nested.options.settings.scope, at: nested.location)
                collectChild(nested, visited: &visited)
            }
        }
    }

    private mutating func collectChild<Nested: NestedDeclaration>(
        _ nested: Nested, visited: inout Set<ObjectIdentifier>
    ) {
        // A model that nests its own type has been read already.
        guard visited.insert(ObjectIdentifier(Nested.Child.self)).inserted else { return }
        collect(nested.rules().declarations, visited: &visited)
    }

    private mutating func useRules<Field: FieldDeclaration>(of field: Field) {
        // Read in place: an array's subscript, in unspecialized code, copies the whole rule.
        field.rules.withBorrowedElements { rules in
            for index in rules.indices where rules[index].options.settings.scope.namesAScenario {
                use(rules[index].options.settings.scope, at: field.location)
            }
        }
    }

    private mutating func use(_ scope: ScenarioScope, at location: SourceLocation) {
        guard scope.namesAScenario else { return }
        for name in scope.names.sorted() { undeclaredUses.append((name, location)) }
    }

    /// One diagnostic per name that `on` or `except` uses and nothing declares, at its first use.
    var diagnostics: [RuleDiagnostic] {
        var seen: Set<ScenarioName> = []
        var diagnostics: [RuleDiagnostic] = []
        for use in undeclaredUses where seen.insert(use.name).inserted {
            diagnostics.append(
                RuleDiagnostic(
                    kind: .unknownScenario,
                    message:
                        "Scenario '\(use.name)' is named in on(_:) or except(_:) but declared nowhere; declare it "
                        + "with `Scenario(\"\(use.name)\")` or fix the name (declared: \(declaredList)).",
                    location: use.location.description))
        }
        return diagnostics
    }

    /// The diagnostic of validating in a scenario that nothing declares.
    func unknown(_ scenario: ScenarioName, model: String) -> RuleDiagnostic {
        RuleDiagnostic(
            kind: .unknownScenario,
            message: "No declaration of \(model) declares scenario '\(scenario)'; declared: \(declaredList).",
            location: nil)
    }

    /// The declared scenarios, quoted, in order: `'default', 'login'`.
    private var declaredList: String {
        declared.sorted().map { "'\($0)'" }.joined(separator: ", ")
    }
}
