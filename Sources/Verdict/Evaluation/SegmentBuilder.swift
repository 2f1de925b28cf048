/// The state a run of rules of one attribute threads through its links.
struct SegmentState<Model, Value> {
    var value: Value
    /// Whether a filter changed `value` since it was last written back.
    var changed = false
}

/// One rule of a segment, as a closure that runs it and then the next link.
typealias SegmentLink<Model, Value> =
    @Sendable (inout SegmentState<Model, Value>, inout Model, inout EvaluationRun) -> Void

/// Builds the step for a run of rules of one field, typed by the field's value.
///
/// The rules become a chain of closures built once, each capturing its own switches, so that
/// running them touches no array and copies no rule: one key-path read, the chain, and one
/// write-back if a filter changed the value.
struct SegmentBuilder<Model>: FieldVisitor {
    let graph: RuleGraph
    let attribute: Int
    let ruleIndices: [Int]

    func visit<Value>(_ field: TypedField<Model, Value>) -> Step<Model> {
        let keyPath = field.typedKeyPath
        let rules = ruleIndices.map { field.rules[$0] }
        // Key paths are immutable; the cast result is as safe to share as the key path itself.
        nonisolated(unsafe) let writable =
            rules.contains(where: \.writesValue) ? keyPath as? WritableKeyPath<Model, Value> : nil
        let isEmpty = Emptiness.check(for: Value.self)
        let site = ErrorSite(attribute: attribute, in: graph)
        let name = graph.attributes[attribute].name ?? ""
        let end: SegmentLink<Model, Value> = { _, _, _ in }
        let chain = rules.reversed().reduce(end) { next, rule in
            Self.link(rule, name: name, site: site, isEmpty: isEmpty, writable: writable, next: next)
        }
        return Step(attribute: attribute) { model, run in
            var state = SegmentState<Model, Value>(value: model[keyPath: keyPath])
            chain(&state, &model, &run)
            if state.changed, let writable { model[keyPath: writable] = state.value }
        }
    }

    private static func link<Value>(
        _ rule: FieldRule<Model, Value>, name: String, site: ErrorSite, isEmpty: (@Sendable (Value) -> Bool)?,
        writable: WritableKeyPath<Model, Value>?, next: @escaping SegmentLink<Model, Value>
    ) -> SegmentLink<Model, Value> {
        let run = rule.bind(name).run
        let conditions = rule.options.conditions.map(\.holds)
        let hasCondition = !conditions.isEmpty
        let condition: @Sendable (Model) -> Bool = { model in conditions.allSatisfy { $0(model) } }
        let skipsEmpty = rule.skipsEmpty && isEmpty != nil
        let isEmpty = isEmpty ?? { _ in false }
        let skipOnError = rule.options.skipOnError
        let writes = rule.writesValue
        let report = ReportOptions(rule.options)
        let attribute = site.attribute
        nonisolated(unsafe) let writable = writable
        return { state, model, evaluation in
            applies: do {
                if hasCondition {
                    if state.changed, let writable {
                        model[keyPath: writable] = state.value
                        state.changed = false
                    }
                    guard condition(model) else { break applies }
                }
                if skipOnError && evaluation.hasFailed(attribute) { break applies }
                if skipsEmpty && isEmpty(state.value) { break applies }
                let failure = run(&state.value, model)
                if writes { state.changed = true }
                if let failure {
                    evaluation.record(failure, at: site, options: report)
                    if evaluation.stopped { return }
                }
            }
            next(&state, &model, &evaluation)
        }
    }
}

/// Builds the step that validates a nested model, an optional one, or each element of an array.
struct NestedStepBuilder<Model>: NestedVisitor {
    let graph: RuleGraph
    let child: RuleGraph
    let attribute: Int

    func visit<Child>(_ nested: TypedNested<Model, Child>) -> Step<Model> {
        guard case .success(let program) = nested.rules.program(for: child.scenario, isRoot: false) else {
            return Step(attribute: attribute) { _, _ in }
        }
        let attribute = attribute
        let conditions = nested.options.conditions.map(\.holds)
        let skipOnError = nested.options.skipOnError
        let path = AttributeName.path(of: graph.attributes[attribute].name ?? "")
        let writes = child.writesValues
        let body: @Sendable (inout Model, inout EvaluationRun) -> Void
        switch nested.access {
        case .single(let keyPath):
            // Key paths are immutable; the cast result is as safe to share as the key path itself.
            nonisolated(unsafe) let writable = writes ? keyPath as? WritableKeyPath<Model, Child> : nil
            body = { model, run in
                var childRun = EvaluationRun(scenario: run.scenario, stopsAtFirstError: run.stopsAtFirstError)
                if let writable {
                    program.run(&model[keyPath: writable], &childRun)
                } else {
                    var value = model[keyPath: keyPath]
                    program.run(&value, &childRun)
                }
                run.merge(childRun, attribute: attribute, path: path, keyPath: keyPath)
            }
        case .optional(let keyPath):
            nonisolated(unsafe) let writable = writes ? keyPath as? WritableKeyPath<Model, Child?> : nil
            body = { model, run in
                guard var value = model[keyPath: keyPath] else { return }
                var childRun = EvaluationRun(scenario: run.scenario, stopsAtFirstError: run.stopsAtFirstError)
                program.run(&value, &childRun)
                if let writable {
                    model[keyPath: writable] = value
                }
                run.merge(childRun, attribute: attribute, path: path, keyPath: keyPath.appending(path: \Child?.!))
            }
        case .each(let keyPath):
            nonisolated(unsafe) let writable = writes ? keyPath as? WritableKeyPath<Model, [Child]> : nil
            body = { model, run in
                var elements = model[keyPath: keyPath]
                for index in elements.indices {
                    var childRun = EvaluationRun(scenario: run.scenario, stopsAtFirstError: run.stopsAtFirstError)
                    program.run(&elements[index], &childRun)
                    run.merge(
                        childRun, attribute: attribute, path: FieldPath(path.components + [.index(index)]),
                        keyPath: keyPath.appending(path: \[Child].[index]))
                    if run.stopped { break }
                }
                if let writable { model[keyPath: writable] = elements }
            }
        }
        return Step(attribute: attribute) { model, run in
            if skipOnError && run.hasFailed(attribute) { return }
            for condition in conditions where !condition(model) { return }
            body(&model, &run)
        }
    }
}
