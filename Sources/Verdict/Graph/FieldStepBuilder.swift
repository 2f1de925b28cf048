/// One rule of a field step, as a closure that runs it and then the next link. It takes the
/// attribute's value, whether a filter changed it since the last write-back, and the model
/// `inout`, so that no rule copies the model; it uses no generic type but the model's and the
/// value's own.
typealias StepLink<Model, Value> =
    @Sendable (_ value: inout Value, _ changed: inout Bool, _ model: inout Model, _ run: inout EvaluationRun) -> Void

/// The typed work of one rule: check (or rewrite) a value, and what to do with a `nil` in an
/// optional attribute when the rule does not skip empty values.
private struct RuleRunner<Model, Value>: Sendable {
    var run: @Sendable (inout Value, Model) -> RuleFailure?
    /// Given the attribute's `nil`, fails, or fills `slot` (``Default``), or passes. It writes
    /// through `slot` rather than return a generic outcome, whose type would be instantiated at
    /// each call in unspecialized code.
    var missing: @Sendable (_ slot: inout Value?, Model) -> RuleFailure?
}

/// Builds the step of a run of rules of one field declaration, typed by the field's value.
///
/// The rules become a chain of closures built once, each capturing its own switches, so that
/// running them touches no array and copies no rule: one key-path read, the chain, and one
/// write-back if a filter changed the value. On an optional attribute the rules see the
/// unwrapped value; a `nil` goes to each rule's missing-value outcome (``Required`` fails,
/// ``Default`` fills, the others pass).
enum FieldStepBuilder {
    static func step<Field: FieldDeclaration>(
        _ field: Field, rules indices: [Int], site: ErrorSite, name: String
    ) -> Step {
        let rules = indices.map { field.rules[$0] }
        let settings = rules.map(LinkSettings.init)
        switch field.access {
        case .value(let keyPath):
            let runners = rules.map { runner(for: $0.behavior, attribute: name) }
            return chainStep(keyPath: keyPath, settings: settings, runners: runners, site: site)
        case .optional(let keyPath):
            let runners = rules.map {
                lifted(runner(for: $0.behavior, attribute: name), writes: $0.behavior.writesValue)
            }
            return chainStep(keyPath: keyPath, settings: settings, runners: runners, site: site)
        }
    }

    /// The switches of one rule that its link captures, whatever the value type.
    private struct LinkSettings<Model> {
        var options: RuleOptions<Model>
        var skipsEmpty: Bool
        var writes: Bool

        init<Value>(_ rule: FieldRule<Model, Value>) {
            options = rule.options
            skipsEmpty = rule.skipsEmpty
            writes = rule.behavior.writesValue
        }
    }

    /// The step that reads the attribute once, runs the chain, and writes back what changed.
    private static func chainStep<Model, Value>(
        keyPath: KeyPath<Model, Value> & Sendable, settings: [LinkSettings<Model>],
        runners: [RuleRunner<Model, Value>], site: ErrorSite
    ) -> Step {
        let writes = settings.contains { $0.writes }
        let access = Access(keyPath: keyPath, writes: writes)
        let isEmpty = Emptiness.check(for: Value.self)
        let end: StepLink<Model, Value> = { _, _, _, _ in }
        let chain = zip(settings, runners).reversed().reduce(end) { next, pair in
            link(pair.0, runner: pair.1, site: site, isEmpty: isEmpty, access: access, next: next)
        }
        // A stored property of a struct is read (and written back) at its offset, with no key
        // path projection; anything else goes through the key path.
        guard let offset = MemoryLayout<Model>.offset(of: keyPath) else {
            return Step.typed { (model: inout Model, run) in
                var value = model[keyPath: keyPath]
                var changed = false
                chain(&value, &changed, &model, &run)
                if changed { access.write(value, to: &model) }
            }
        }
        let canWrite = access.writable != nil
        return Step { pointer, run in
            var value = pointer.load(Value.self, at: offset)
            var changed = false
            pointer.access(as: Model.self) { chain(&value, &changed, &$0, &run) }
            if changed, canWrite { pointer.store(value, at: offset) }
        }
    }

    /// Reads and, where the key path allows and a rule writes, writes the attribute.
    private struct Access<Model, Value>: Sendable {
        let keyPath: KeyPath<Model, Value> & Sendable
        // Key paths are immutable; the cast result is as safe to share as the key path itself.
        nonisolated(unsafe) let writable: WritableKeyPath<Model, Value>?

        init(keyPath: KeyPath<Model, Value> & Sendable, writes: Bool) {
            self.keyPath = keyPath
            writable = writes ? keyPath as? WritableKeyPath<Model, Value> : nil
        }

        func write(_ value: Value, to model: inout Model) {
            guard let writable else { return }
            model[keyPath: writable] = value
        }
    }

    private static func runner<Model, Value>(
        for behavior: RuleBehavior<Model, Value>, attribute: String
    ) -> RuleRunner<Model, Value> {
        switch behavior {
        case .value(let rule): valueRunner(rule)
        case .model(let rule): modelRunner(rule, attribute: attribute)
        }
    }

    private static func valueRunner<Rule: ValueRule, Model>(_ rule: Rule) -> RuleRunner<Model, Rule.Value> {
        RuleRunner(
            run: { value, _ in rule.apply(to: &value) },
            missing: { _, _ in rule.validateMissingValue() })
    }

    private static func modelRunner<Rule: ModelRule>(
        _ rule: Rule, attribute: String
    ) -> RuleRunner<Rule.Model, Rule.Value> {
        RuleRunner(
            run: { value, model in rule.apply(to: &value, in: model, attribute: attribute) },
            missing: { slot, model in rule.missingValue(&slot, in: model, attribute: attribute) })
    }

    /// The runner over an optional value: `nil` goes to the rule's missing-value outcome.
    private static func lifted<Model, Value>(
        _ runner: RuleRunner<Model, Value>, writes: Bool
    ) -> RuleRunner<Model, Value?> {
        RuleRunner(
            run: { optional, model in
                guard var value = optional else { return runner.missing(&optional, model) }
                let failure = runner.run(&value, model)
                if writes { optional = value }
                return failure
            },
            missing: { slot, model in
                var inner: Value? = nil
                let failure = runner.missing(&inner, model)
                if let inner { slot = .some(inner) }
                return failure
            })
    }

    private static func link<Model, Value>(
        _ rule: LinkSettings<Model>, runner: RuleRunner<Model, Value>, site: ErrorSite,
        isEmpty: (@Sendable (Value) -> Bool)?, access: Access<Model, Value>, next: @escaping StepLink<Model, Value>
    ) -> StepLink<Model, Value> {
        let run = runner.run
        let conditions = rule.options.conditions.map { $0.holds }
        let hasCondition = !conditions.isEmpty
        let condition: @Sendable (Model) -> Bool = { model in conditions.allSatisfy { $0(model) } }
        let skipsEmpty = rule.skipsEmpty && isEmpty != nil
        let isEmpty = isEmpty ?? { _ in false }
        let skipOnError = rule.options.settings.skipOnError
        let writes = rule.writes
        let report = ReportOptions(rule.options)
        let attribute = site.attribute
        return { value, changed, model, evaluation in
            applies: do {
                if hasCondition {
                    if changed {
                        access.write(value, to: &model)
                        changed = false
                    }
                    guard condition(model) else { break applies }
                }
                if skipOnError && evaluation.hasFailed(attribute) { break applies }
                if skipsEmpty && isEmpty(value) { break applies }
                let failure = run(&value, model)
                if writes { changed = true }
                if let failure {
                    evaluation.record(failure, at: site, options: report)
                    if evaluation.stopped { return }
                }
            }
            next(&value, &changed, &model, &evaluation)
        }
    }
}

extension FieldRule {
    /// Whether the rule skips empty values, after options. Completeness and eligibility rules
    /// check empty values too: an empty field is neither complete nor eligible.
    var skipsEmpty: Bool {
        if let explicit = options.settings.skipOnEmpty { return explicit }
        switch options.settings.stage {
        case .completeness, .eligibility: return false
        case .input, .validation, .submission: return behavior.skipsEmptyValues
        }
    }
}
