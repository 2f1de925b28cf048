/// A field rule ready to run: its bound body and the switches the evaluator reads.
struct BoundRule<Model, Value>: Sendable {
    var body: RuleBody<Model, Value>
    var skipsEmpty: Bool
    var skipOnError: Bool
    var writes: Bool
    var conditions: [@Sendable (Model) -> Bool]
    var report: ReportOptions
}

/// Builds the step for a run of rules of one field, typed by the field's value.
struct SegmentBuilder<Model>: FieldVisitor {
    let graph: RuleGraph
    let attribute: Int
    let ruleIndices: [Int]

    func visit<Value>(_ field: TypedField<Model, Value>) -> Step<Model> {
        let attributeName = graph.attributes[attribute].name ?? ""
        let rules = ruleIndices.map { index in
            let rule = field.rules[index]
            return BoundRule(
                body: rule.bind(attributeName), skipsEmpty: rule.skipsEmpty,
                skipOnError: rule.options.skipOnError, writes: rule.writesValue,
                conditions: rule.options.conditions.map(\.holds), report: ReportOptions(rule.options))
        }
        let keyPath = field.typedKeyPath
        // Key paths are immutable; the cast result is as safe to share as the key path itself.
        nonisolated(unsafe) let writable =
            rules.contains(where: \.writes) ? keyPath as? WritableKeyPath<Model, Value> : nil
        let isEmpty = Emptiness.check(for: Value.self)
        let attribute = attribute
        let graph = graph
        return Step(attribute: attribute) { model, run in
            var value = model[keyPath: keyPath]
            var changed = false
            for rule in rules {
                if !rule.conditions.isEmpty {
                    if changed, let writable {
                        model[keyPath: writable] = value
                        changed = false
                    }
                    guard rule.conditions.allSatisfy({ $0(model) }) else { continue }
                }
                if rule.skipOnError && run.hasFailed(attribute) { continue }
                if rule.skipsEmpty, let isEmpty, isEmpty(value) { continue }
                let failure = rule.body.run(&value, model)
                if rule.writes { changed = true }
                if let failure {
                    run.record(failure, attribute: attribute, in: graph, options: rule.report)
                    if run.stopped { break }
                }
            }
            if changed, let writable { model[keyPath: writable] = value }
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
