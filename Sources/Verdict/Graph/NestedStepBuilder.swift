/// Builds the step that validates a nested model, an optional one, or each element of an array,
/// with the child rule set's graph for the same scenario and stage.
enum NestedStepBuilder {
    /// Where the child's graph comes from: compiled with the parent's, or — for a model that nests
    /// its own type, whose graph is being compiled when the parent's is — looked up when it runs.
    enum ChildGraph: Sendable {
        case compiled(RuleGraph)
        case recursive(@Sendable () -> RuleGraph)

        var graph: RuleGraph {
            switch self {
            case .compiled(let graph): graph
            case .recursive(let resolve): resolve()
            }
        }
    }

    static func step<Nested: NestedDeclaration>(
        _ nested: Nested, child: ChildGraph, writes: Bool, site: ErrorSite
    ) -> Step {
        typealias Model = Nested.Model
        typealias Child = Nested.Child
        let attribute = site.attribute
        let conditions = nested.options.conditions.map { $0.holds }
        let skipOnError = nested.options.settings.skipOnError
        let path = site.location.path
        let body: @Sendable (inout Model, inout EvaluationRun) -> Void
        switch nested.access {
        case .single(let keyPath):
            // Key paths are immutable; the cast result is as safe to share as the key path itself.
            nonisolated(unsafe) let writable = writes ? keyPath as? WritableKeyPath<Model, Child> : nil
            body = { model, run in
                var childRun = EvaluationRun(scenario: run.scenario, stopsAtFirstError: run.stopsAtFirstError)
                if let writable {
                    runChild(child, &model[keyPath: writable], &childRun)
                } else {
                    var value = model[keyPath: keyPath]
                    runChild(child, &value, &childRun)
                }
                run.merge(childRun, attribute: attribute, path: path, keyPath: keyPath)
            }
        case .optional(let keyPath):
            nonisolated(unsafe) let writable = writes ? keyPath as? WritableKeyPath<Model, Child?> : nil
            body = { model, run in
                guard var value = model[keyPath: keyPath] else { return }
                var childRun = EvaluationRun(scenario: run.scenario, stopsAtFirstError: run.stopsAtFirstError)
                runChild(child, &value, &childRun)
                if let writable {
                    model[keyPath: writable] = value
                }
                run.merge(childRun, attribute: attribute, path: path, keyPath: keyPath.appending(path: \Child?.!))
            }
        case .each(let keyPath):
            nonisolated(unsafe) let writable = writes ? keyPath as? WritableKeyPath<Model, [Child]> : nil
            let elementLabel = nested.elementLabel
            body = { model, run in
                var elements = model[keyPath: keyPath]
                for index in elements.indices {
                    var childRun = EvaluationRun(scenario: run.scenario, stopsAtFirstError: run.stopsAtFirstError)
                    runChild(child, &elements[index], &childRun)
                    if let elementLabel {
                        // An element's own errors name it by its position: "Tag 3".
                        for position in childRun.errors.indices where childRun.errors[position].path.components.isEmpty
                        {
                            childRun.errors[position].label = "\(elementLabel) \(index + 1)"
                        }
                    }
                    run.merge(
                        childRun, attribute: attribute, path: FieldPath(path.components + [.index(index)]),
                        keyPath: keyPath.appending(path: \[Child].[index]))
                    if run.stopped { break }
                }
                if let writable { model[keyPath: writable] = elements }
            }
        }
        return Step.typed { (model: inout Model, run) in
            if skipOnError && run.hasFailed(attribute) { return }
            for condition in conditions where !condition(model) { return }
            body(&model, &run)
        }
    }

    private static func runChild<Child>(_ child: ChildGraph, _ value: inout Child, _ run: inout EvaluationRun) {
        let graph = child.graph
        ModelPointer.with(&value) { graph.run($0, &run) }
    }
}
