import VerdictRules
import VerdictVocabulary

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
///
/// Building runs once per rule of a graph, in generic code that is not specialized: there, each
/// generic type touched (an array of rules, a zipped or reversed sequence, an optional closure)
/// costs a metadata lookup of hundreds of instructions, and copying a rule goes through its value
/// witnesses. So the switches of each rule come ready, in a ``LinkSettings`` (not generic) that
/// the compiler filled when it collected the rule; the chain is built in one backward loop that
/// reads the rules in place; and the link of a value rule on a value that is never `nil` (most
/// rules) calls the rule itself: one closure per rule.
enum FieldStepBuilder {
    /// The switches of one rule that its link captures, whatever the value type.
    struct LinkSettings {
        /// The rule's position among its field's rules.
        var rule: Int
        var writes: Bool
        /// Whether the rule skips empty values, after options.
        var skipsEmpty: Bool
        var skipOnError: Bool
        var report: ReportOptions
        /// Whether the rule has `when` conditions.
        var hasConditions: Bool

        init(rule: Int, settings: RuleSettings, writes: Bool, skipsEmptyValues: Bool, hasConditions: Bool) {
            self.rule = rule
            self.writes = writes
            self.hasConditions = hasConditions
            skipsEmpty = settings.skipsEmpty(ruleSkipsEmptyValues: skipsEmptyValues)
            skipOnError = settings.skipOnError
            report = ReportOptions(settings)
        }
    }

    /// The step of the rules of `field` that `links` name, in order; `writes` tells whether any
    /// of them rewrites the value.
    /// The value is read and written through the attribute's accessor (`node`'s).
    static func step<Field: FieldDeclaration>(
        _ field: Field, node: AttributeNode, links: [LinkSettings], writes: Bool, site: ErrorSite
    ) -> Step {
        typealias Model = Field.Model
        typealias Value = Field.Value
        let name = node.name ?? ""
        switch field.access {
        case .value:
            let accessor = node.accessor(Model.self, Value.self)
            let access = Access(accessor, writes: writes)
            let chain = valueChain(field.rules, links: links, site: site, name: name, access: access)
            return step(chain, access: access, offset: accessor.offset)
        case .optional:
            let accessor = node.accessor(Model.self, Value?.self)
            let access = Access(accessor, writes: writes)
            let chain = optionalChain(field.rules, links: links, site: site, name: name, access: access)
            return step(chain, access: access, offset: accessor.offset)
        }
    }

    /// The chain of the rules of an attribute that is never `nil`: built backward, each link
    /// calling the next. A value rule's link calls the rule itself.
    private static func valueChain<Model, Value>(
        _ rules: [AttributeRule<Model, Value>], links: [LinkSettings], site: ErrorSite, name: String,
        access: Access<Model, Value>
    ) -> StepLink<Model, Value> {
        let isEmpty = Emptiness.check(for: Value.self)
        var chain: StepLink<Model, Value> = { _, _, _, _ in }
        // Read in place: an array's subscript, in unspecialized code, copies the whole rule.
        rules.withBorrowedElements { rules in
            var position = links.count
            while position > 0 {
                position -= 1
                let settings = links[position]
                let condition = settings.hasConditions ? condition(rules[settings.rule].options.conditions) : nil
                let emptiness = settings.skipsEmpty ? isEmpty : nil
                switch rules[settings.rule].behavior {
                case .value(let rule):
                    chain = valueLink(
                        rule, settings, site: site, emptiness: emptiness, condition: condition, access: access,
                        next: chain)
                case .model(let rule):
                    chain = link(
                        settings, site: site, emptiness: emptiness, condition: condition, access: access, next: chain
                    ) { value, model in rule.apply(to: &value, in: model, attribute: name) }
                }
            }
        }
        return chain
    }

    /// The chain of the rules of an optional attribute: each runs on the unwrapped value, and a
    /// `nil` goes to its missing-value outcome.
    private static func optionalChain<Model, Value>(
        _ rules: [AttributeRule<Model, Value>], links: [LinkSettings], site: ErrorSite, name: String,
        access: Access<Model, Value?>
    ) -> StepLink<Model, Value?> {
        let isEmpty = Emptiness.check(for: Value?.self)
        var chain: StepLink<Model, Value?> = { _, _, _, _ in }
        rules.withBorrowedElements { rules in
            var position = links.count
            while position > 0 {
                position -= 1
                let settings = links[position]
                let condition = settings.hasConditions ? condition(rules[settings.rule].options.conditions) : nil
                let run = lifted(
                    runner(for: rules[settings.rule].behavior, attribute: name), writes: settings.writes,
                    as: Value?.self)
                chain = link(
                    settings, site: site, emptiness: settings.skipsEmpty ? isEmpty : nil, condition: condition,
                    access: access, next: chain, run: run)
            }
        }
        return chain
    }

    /// The step that reads the attribute once, runs the chain, and writes back what changed.
    private static func step<Model, Value>(
        _ chain: @escaping StepLink<Model, Value>, access: Access<Model, Value>, offset: FieldOffset<Value>?
    ) -> Step {
        // A stored property of a struct is read (and written back) at its offset (the
        // attribute's accessor found it), with no key path projection; anything else goes through
        // the key path. Measured against read and write closures built specialized in the client
        // by an `@inlinable` `Attribute.init`, with no offset (callgrind, release, 2,000 calls):
        // those took the valid sign-up from 15,006 to 20,095 instructions (+34%), the invalid one
        // from 17,971 to 23,064 (+28%), assignment +11%, route +6%, an incremental edit +2%.
        guard let offset else {
            return Step.typed { (model: inout Model, evaluation) in
                var value = unsafe model[keyPath: access.keyPath]
                var changed = false
                chain(&value, &changed, &model, &evaluation)
                if changed { access.write(value, to: &model) }
            }
        }
        let canWrite = unsafe access.writable != nil
        return Step { pointer, evaluation in
            var value = pointer.load(at: offset)
            var changed = false
            pointer.access(as: Model.self) { chain(&value, &changed, &$0, &evaluation) }
            if changed, canWrite { pointer.store(value, at: offset) }
        }
    }

    /// The conditions as one closure.
    private static func condition<Model>(_ conditions: [Condition<Model>]) -> @Sendable (Model) -> Bool {
        if conditions.count == 1 { return conditions[0].holds }
        return { model in conditions.allSatisfy { $0.holds(model) } }
    }

    /// The accessor's key paths, taken out of it once (read from the accessor, a generic class,
    /// unspecialized code would look its metadata up on every run): it reads and, where the key
    /// path allows and a rule writes, writes the attribute.
    private struct Access<Model, Value>: Sendable {
        // Key paths are immutable; sharing one is as safe as sharing the accessor that holds it.
        nonisolated(unsafe) let keyPath: KeyPath<Model, Value>
        nonisolated(unsafe) let writable: WritableKeyPath<Model, Value>?

        init(_ accessor: AttributeAccessor<Model, Value>, writes: Bool) {
            unsafe keyPath = accessor.keyPath
            unsafe writable = writes ? accessor.writable : nil
        }

        func write(_ value: Value, to model: inout Model) {
            guard let writable = unsafe writable else { return }
            model[keyPath: writable] = value
        }
    }

    /// The runner of a rule of an optional attribute.
    private static func runner<Model, Value>(
        for behavior: RuleBehavior<Model, Value>, attribute: String
    ) -> RuleRunner<Model, Value> {
        // The rules are captured as existentials: a closure that captures a value of an opened
        // type lays its context out at run time.
        switch behavior {
        case .value(let rule):
            RuleRunner(run: { value, _ in rule.apply(to: &value) }, missing: { _, _ in rule.validateMissingValue() })
        case .model(let rule):
            RuleRunner(
                run: { value, model in rule.apply(to: &value, in: model, attribute: attribute) },
                missing: { slot, model in rule.missingValue(&slot, in: model, attribute: attribute) })
        }
    }

    /// The rule run over an optional value: `nil` goes to the rule's missing-value outcome. Generic
    /// over the optional type itself (see ``OptionalSlot``), so that it looks up no type when it runs.
    private static func lifted<Model, Slot: OptionalSlot>(
        _ runner: RuleRunner<Model, Slot.Wrapped>, writes: Bool, as _: Slot.Type
    ) -> @Sendable (inout Slot, Model) -> RuleFailure? {
        { optional, model in
            if optional.isNone { return optional.withOptional { runner.missing(&$0, model) } }
            return optional.withWrapped(writes: writes) { runner.run(&$0, model) }
        }
    }

    /// The link of a value rule on a value that is never `nil`: ``link(_:site:emptiness:condition:access:next:run:)``
    /// calling the rule itself rather than a closure, so that the rule costs one allocation.
    private static func valueLink<Model, Value>(
        _ rule: any ValueRule<Value>, _ settings: LinkSettings, site: ErrorSite,
        emptiness: (@Sendable (Value) -> Bool)?, condition: (@Sendable (Model) -> Bool)?, access: Access<Model, Value>,
        next: @escaping StepLink<Model, Value>
    ) -> StepLink<Model, Value> {
        let skipOnError = settings.skipOnError
        let writes = settings.writes
        let report = settings.report
        let attribute = site.attribute
        return { value, changed, model, evaluation in
            applies: do {
                // The closures are called through `?`: bound with `if let`, each would be
                // retained first, a write that every thread running the graph contends for.
                if condition != nil {
                    if changed {
                        access.write(value, to: &model)
                        changed = false
                    }
                    guard condition?(model) == true else { break applies }
                }
                if skipOnError && evaluation.hasFailed(attribute) { break applies }
                if emptiness?(value) == true { break applies }
                if !writes && evaluation.isFull {
                    evaluation.cut()
                    break applies
                }
                let failure = rule.apply(to: &value)
                if writes { changed = true }
                if let failure {
                    evaluation.record(failure, at: site, options: report)
                    if evaluation.stopped { return }
                }
            }
            next(&value, &changed, &model, &evaluation)
        }
    }

    /// One rule's link: it runs the rule (`run`) unless a condition, an earlier failure or an
    /// empty value skips it, records its failure, then calls `next`.
    private static func link<Model, Value>(
        _ settings: LinkSettings, site: ErrorSite, emptiness: (@Sendable (Value) -> Bool)?,
        condition: (@Sendable (Model) -> Bool)?, access: Access<Model, Value>, next: @escaping StepLink<Model, Value>,
        run: @escaping @Sendable (inout Value, Model) -> RuleFailure?
    ) -> StepLink<Model, Value> {
        let skipOnError = settings.skipOnError
        let writes = settings.writes
        let report = settings.report
        let attribute = site.attribute
        return { value, changed, model, evaluation in
            applies: do {
                // The closures are called through `?`: bound with `if let`, each would be
                // retained first, a write that every thread running the graph contends for.
                if condition != nil {
                    if changed {
                        access.write(value, to: &model)
                        changed = false
                    }
                    guard condition?(model) == true else { break applies }
                }
                if skipOnError && evaluation.hasFailed(attribute) { break applies }
                if emptiness?(value) == true { break applies }
                if !writes && evaluation.isFull {
                    evaluation.cut()
                    break applies
                }
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

extension RuleSettings {
    /// Whether a rule with these settings skips empty values, given whether the rule itself does.
    /// Completeness and eligibility rules check empty values too: an empty field is neither
    /// complete nor eligible.
    func skipsEmpty(ruleSkipsEmptyValues: Bool) -> Bool {
        if let explicit = skipOnEmpty { return explicit }
        switch stage {
        case .completeness, .eligibility: return false
        case .input, .validation, .submission: return ruleSkipsEmptyValues
        }
    }
}
