import VerdictRules
import VerdictVocabulary

/// Builds the step that validates a nested model, an optional one, or each element of an array,
/// with the child rule set's graph for the same scenario and stage.
package enum NestedStepBuilder {
    /// Where the child's graph comes from: compiled with the parent's, or — for a model that nests
    /// its own type, whose graph is being compiled when the parent's is — looked up when it runs.
    package enum ChildGraph: Sendable {
        case compiled(RuleGraph)
        case recursive(@Sendable () -> RuleGraph)

        /// The graph, which the child's steps run on a `Child`: traps unless it was compiled for
        /// `Child` (see ``ModelType``).
        func graph<Child>(of _: Child.Type) -> RuleGraph {
            let graph =
                switch self {
                case .compiled(let graph): graph
                case .recursive(let resolve): resolve()
                }
            graph.model.check(Child.self, at: "Nested")
            return graph
        }
    }

    /// The step of `nested`, for an `Each` its element step, and how ``NestedStack`` enters it;
    /// the child values are read and written through the attribute's accessor (`kind`).
    static func step<Nested: NestedDeclaration>(
        _ nested: Nested, kind: NestedKind<Nested.Model, Nested.Child>, child: ChildGraph, writes: Bool,
        site: ErrorSite
    ) -> (step: Step, elements: ElementStep?, entry: NestedEntry) {
        typealias Model = Nested.Model
        typealias Child = Nested.Child
        let attribute = site.attribute
        let conditions = nested.options.conditions.map { $0.holds }
        let skipOnError = nested.options.settings.skipOnError
        let path = site.location.path
        let body: @Sendable (inout Model, inout EvaluationRun) -> Void
        let entry = Self.entry(nested, kind: kind, child: child, writes: writes, attribute: attribute, path: path)
        switch kind {
        case .single(let accessor):
            // Key paths are immutable; sharing one is as safe as sharing the accessor that holds it.
            nonisolated(unsafe) let keyPath = accessor.keyPath
            nonisolated(unsafe) let writable = writes ? accessor.writable : nil
            body = { model, run in
                var childRun = run.child()
                if let writable = unsafe writable {
                    runChild(child, &model[keyPath: writable], &childRun)
                } else {
                    var value = unsafe model[keyPath: keyPath]
                    runChild(child, &value, &childRun)
                }
                run.merge(childRun, attribute: attribute, path: path, keyPath: unsafe keyPath)
            }
        case .optional(let accessor):
            nonisolated(unsafe) let keyPath = accessor.keyPath
            nonisolated(unsafe) let writable = writes ? accessor.writable : nil
            body = { model, run in
                guard var value = unsafe model[keyPath: keyPath] else { return }
                // Taken out while it runs, so that the model holds no second copy of it: what the
                // filters replace is freed level by level as they go, never as one deep tree.
                if let writable = unsafe writable { model[keyPath: writable] = nil }
                var childRun = run.child()
                runChild(child, &value, &childRun)
                if let writable = unsafe writable {
                    model[keyPath: writable] = value
                }
                run.merge(
                    childRun, attribute: attribute, path: path, keyPath: unsafe keyPath.appending(path: \Child?.!))
            }
        case .each(let accessor):
            let elements = eachElements(
                nested, accessor: accessor, child: child, writes: writes, attribute: attribute, path: path,
                opens: { model, run in
                    if skipOnError && run.hasFailed(attribute) { return false }
                    if !writes && run.isFull {
                        run.cut()
                        return false
                    }
                    for condition in conditions where !condition(model) { return false }
                    return true
                })
            let runAll = elements.runAll
            return (
                Step { pointer, run in
                    var owners: [Int]? = nil
                    if elements.opens(pointer, &run) { runAll(pointer, &run, &owners) }
                }, elements, entry
            )
        }
        let step = Step.typed { (model: inout Model, run) in
            if skipOnError && run.hasFailed(attribute) { return }
            // A full report: a child graph without filters could only add errors to count.
            if !writes && run.isFull {
                run.cut()
                return
            }
            for condition in conditions where !condition(model) { return }
            body(&model, &run)
        }
        return (step, nil, entry)
    }

    /// How ``NestedStack`` enters the node of `nested`: the same gate as its step, then a visit
    /// of copies of the child values, written back at the end when `writes`.
    private static func entry<Nested: NestedDeclaration>(
        _ nested: Nested, kind: NestedKind<Nested.Model, Nested.Child>, child: ChildGraph, writes: Bool,
        attribute: Int, path: AttributePath
    ) -> NestedEntry {
        typealias Model = Nested.Model
        typealias Child = Nested.Child
        let conditions = nested.options.conditions.map { $0.holds }
        let skipOnError = nested.options.settings.skipOnError
        let elementLabel = nested.elementLabel
        let read: @Sendable (inout Model) -> [Child]?
        var inPlace: FieldOffset<Child>?
        let write: (@Sendable (inout Model, [Child]) -> Void)?
        let keyPathAt: @Sendable (Int) -> AnyKeyPath
        let isEach: Bool
        /// Takes the child values out of a model that nothing else shares, for the entry's
        /// `take`: only through a writable key path of values alone (taking them out of a class
        /// instance would change it for every holder), never a single child that is not stored
        /// in place (its setter may be anything).
        var takeOut: (@Sendable (inout Model) -> [Child]?)?
        switch kind {
        case .single(let accessor):
            // Key paths are immutable; sharing one is as safe as sharing the accessor that holds it.
            nonisolated(unsafe) let keyPath = accessor.keyPath
            nonisolated(unsafe) let writable = writes ? accessor.writable : nil
            read = { model in [unsafe model[keyPath: keyPath]] }
            // A stored property of a struct runs where it is, as the recursive step runs it.
            inPlace = unsafe writable != nil ? accessor.offset : nil
            if unsafe writable != nil {
                write = { model, values in unsafe model[keyPath: writable!] = values[0] }
            } else {
                write = nil
            }
            keyPathAt = { _ in unsafe keyPath }
            isEach = false
        case .optional(let accessor):
            nonisolated(unsafe) let keyPath = accessor.keyPath
            nonisolated(unsafe) let writable = writes ? accessor.writable : nil
            // Taken out while it runs (see the recursive step), written back at the end.
            read = { model in
                guard let value = unsafe model[keyPath: keyPath] else { return nil }
                if unsafe writable != nil { unsafe model[keyPath: writable!] = nil }
                return [value]
            }
            if unsafe writable != nil {
                write = { model, values in unsafe model[keyPath: writable!] = values[0] }
            } else {
                write = nil
            }
            keyPathAt = { _ in unsafe keyPath.appending(path: \Child?.!) }
            isEach = false
            if let owned = unsafe writable, !(owned is ReferenceWritableKeyPath<Model, Child?>) {
                takeOut = { model in
                    guard let value = unsafe model[keyPath: writable!] else { return nil }
                    unsafe model[keyPath: writable!] = nil
                    return [value]
                }
            }
        case .each(let accessor):
            nonisolated(unsafe) let keyPath = accessor.keyPath
            nonisolated(unsafe) let writable = writes ? accessor.writable : nil
            read = { model in
                let values = unsafe model[keyPath: keyPath]
                if unsafe writable != nil { unsafe model[keyPath: writable!] = [] }
                return values
            }
            if unsafe writable != nil {
                write = { model, values in unsafe model[keyPath: writable!] = values }
            } else {
                write = nil
            }
            keyPathAt = { index in unsafe keyPath.appending(path: \[Child].[index]) }
            isEach = true
            if let owned = unsafe writable, !(owned is ReferenceWritableKeyPath<Model, [Child]>) {
                takeOut = { model in
                    let values = unsafe model[keyPath: writable!]
                    unsafe model[keyPath: writable!] = []
                    return values
                }
            }
        }
        let label = isEach ? elementLabel : nil
        let offset = inPlace
        let open: @Sendable (ModelPointer, inout EvaluationRun) -> NestedVisit? = { pointer, run in
            if skipOnError && run.hasFailed(attribute) { return nil }
            if !writes && run.isFull {
                run.cut()
                return nil
            }
            return pointer.access(as: Model.self) { (model: inout Model) -> NestedVisit? in
                for condition in conditions where !condition(model) { return nil }
                if let offset {
                    return NestedInPlace(
                        graph: child.graph(of: Child.self), child: pointer.nested(at: offset), path: path,
                        keyPath: keyPathAt(0))
                }
                guard let values = read(&model), !values.isEmpty else { return nil }
                return NestedChildren<Model, Child>(
                    graph: child.graph(of: Child.self), values: values, path: path, isEach: isEach, label: label,
                    write: write,
                    keyPath: keyPathAt)
            }
        }
        let taken = takeOut
        let take: @Sendable (ModelPointer) -> NestedVisit? = { pointer in
            guard offset != nil || taken != nil else { return nil }
            return pointer.access(as: Model.self) { (model: inout Model) -> NestedVisit? in
                if let offset {
                    return NestedInPlace(
                        graph: child.graph(of: Child.self), child: pointer.nested(at: offset), path: path,
                        keyPath: keyPathAt(0))
                }
                guard let values = taken?(&model), !values.isEmpty else { return nil }
                return NestedChildren<Model, Child>(
                    graph: child.graph(of: Child.self), values: values, path: path, isEach: isEach, label: label,
                    write: nil, keyPath: keyPathAt)
            }
        }
        return NestedEntry(child: child, open: open, take: take)
    }

    /// The element step of an `Each` over the array that `accessor` reaches; `opens` is its gate
    /// over the typed model.
    private static func eachElements<Nested: NestedDeclaration>(
        _ nested: Nested, accessor: AttributeAccessor<Nested.Model, [Nested.Child]>, child: ChildGraph, writes: Bool,
        attribute: Int, path: AttributePath,
        opens: @escaping @Sendable (Nested.Model, inout EvaluationRun) -> Bool
    ) -> ElementStep {
        typealias Model = Nested.Model
        typealias Child = Nested.Child
        // Key paths are immutable; sharing one is as safe as sharing the accessor that holds it.
        nonisolated(unsafe) let keyPath = accessor.keyPath
        nonisolated(unsafe) let writable = writes ? accessor.writable : nil
        let elementLabel = nested.elementLabel
        /// Runs the child rules on one element and takes its errors under the element's path.
        let runOne: @Sendable (inout Child, Int, inout EvaluationRun) -> Void = { element, index, run in
            var childRun = run.child()
            runChild(child, &element, &childRun)
            if let elementLabel {
                // An element's own errors name it by its position: "Tag 3".
                for position in childRun.errors.indices where childRun.errors[position].path.components.isEmpty {
                    childRun.errors[position].label = "\(elementLabel) \(index + 1)"
                }
            }
            run.merge(
                childRun, attribute: attribute, path: AttributePath(path.components + [.index(index)]),
                keyPath: unsafe keyPath.appending(path: \[Child].[index]))
        }
        let runAll: @Sendable (ModelPointer, inout EvaluationRun, inout [Int]?) -> Void = { pointer, run, owners in
            pointer.access(as: Model.self) { model in
                var elements = unsafe model[keyPath: keyPath]
                // Taken out while they run (see the optional child above); nothing else holds the
                // array then, so writing into an element does not copy it.
                if let writable = unsafe writable { model[keyPath: writable] = [] }
                for index in elements.indices {
                    let before = run.errors.count
                    runOne(&elements[index], index, &run)
                    if owners != nil, run.errors.count > before {
                        owners!.append(contentsOf: repeatElement(index, count: run.errors.count - before))
                    }
                    if run.stopped { break }
                    // A full report: the elements left could only add errors to count.
                    if !writes && run.isFull {
                        if index < elements.count - 1 { run.cut() }
                        break
                    }
                }
                if let writable = unsafe writable { model[keyPath: writable] = elements }
            }
        }
        // Specialized for the element type when `Each`'s initializer built it in the client.
        let equality = nested.elements ?? ElementComparison.equality(of: Child.self)
        let sameValue = equality.same
        let runElement: @Sendable (ModelPointer, Int, inout EvaluationRun) -> Void = { pointer, index, run in
            pointer.access(as: Model.self) { model in
                var element = unsafe model[keyPath: keyPath][index]
                guard let writable = unsafe writable else { return runOne(&element, index, &run) }
                let before = element
                runOne(&element, index, &run)
                // Written back only when the filters changed it: writing into the array copies it
                // whole when something else holds it too (the caller that set the whole array).
                // An element that is neither `Equatable` nor a class is always written back.
                if !sameValue(before, element) { model[keyPath: writable][index] = element }
            }
        }
        return ElementStep(
            opens: { pointer, run in pointer.access(as: Model.self) { opens($0, &run) } },
            count: { pointer in pointer.access(as: Model.self) { unsafe $0[keyPath: keyPath].count } },
            runAll: runAll, runElement: runElement, element: accessor.elementHandle(),
            elementChanges: accessor.elementChanges(),
            changedElements: equality.changed)
    }

    /// Runs the child graph on `value`: by a call, or past ``NestedStack/recursionLimit`` levels
    /// of nesting, on the explicit stack.
    private static func runChild<Child>(_ child: ChildGraph, _ value: inout Child, _ run: inout EvaluationRun) {
        let graph = child.graph(of: Child.self)
        if run.depth > NestedStack.recursionLimit {
            run.reachedStack = true
            ModelPointer.with(&value) { NestedStack.run(graph, $0, &run) }
        } else {
            ModelPointer.with(&value) { graph.run($0, &run) }
        }
    }
}
