/// One rule of a segment, as a closure that runs it and then the next link. It takes the
/// attribute's value, whether a filter changed it since the last write-back, and the model
/// `inout`, so that no rule copies the model; it uses no generic type but the model's and the
/// value's own.
typealias SegmentLink<Model, Value> =
    @Sendable (_ value: inout Value, _ changed: inout Bool, _ model: inout Model, _ run: inout EvaluationRun) -> Void

/// Builds the step for a run of rules of one field, typed by the field's value.
///
/// The rules become a chain of closures built once, each capturing its own switches, so that
/// running them touches no array and copies no rule: one key-path read, the chain, and one
/// write-back if a filter changed the value.
struct SegmentBuilder<Model>: FieldVisitor {
    let graph: RuleGraph
    let attribute: Int
    let ruleIndices: [Int]

    func visit<Value>(_ field: TypedField<Model, Value>) -> Step {
        let keyPath = field.typedKeyPath
        let rules = ruleIndices.map { field.rules[$0] }
        let writes = rules.contains(where: \.writesValue)
        let access = Access(keyPath: keyPath, writes: writes)
        let isEmpty = Emptiness.check(for: Value.self)
        let site = ErrorSite(attribute: attribute, in: graph)
        let name = graph.attributes[attribute].name ?? ""
        let end: SegmentLink<Model, Value> = { _, _, _, _ in }
        let chain = rules.reversed().reduce(end) { next, rule in
            Self.link(rule, name: name, site: site, isEmpty: isEmpty, access: access, next: next)
        }
        return Step.typed(attribute: attribute) { (model: inout Model, run) in
            var value = model[keyPath: keyPath]
            var changed = false
            chain(&value, &changed, &model, &run)
            if changed { access.write(value, to: &model) }
        }
    }

    /// Reads and, where the key path allows and a rule writes, writes the attribute.
    struct Access<Value>: Sendable {
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

    private static func link<Value>(
        _ rule: FieldRule<Model, Value>, name: String, site: ErrorSite, isEmpty: (@Sendable (Value) -> Bool)?,
        access: Access<Value>, next: @escaping SegmentLink<Model, Value>
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

/// Builds the step that validates a nested model, an optional one, or each element of an array.
struct NestedStepBuilder<Model>: NestedVisitor {
    let graph: RuleGraph
    let child: RuleGraph
    let attribute: Int

    func visit<Child>(_ nested: TypedNested<Model, Child>) -> Step {
        let program = nested.rules.program(for: child.scenario, stage: child.stage, isRoot: false)
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
        return Step.typed(attribute: attribute) { (model: inout Model, run) in
            if skipOnError && run.hasFailed(attribute) { return }
            for condition in conditions where !condition(model) { return }
            body(&model, &run)
        }
    }
}
