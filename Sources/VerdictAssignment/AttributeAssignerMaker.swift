import VerdictEngine

/// Makes the assigner of one attribute of a graph, opened to its value type by the evaluator
/// (``Evaluator/open(attribute:_:)``): a converter for a field's type, the child's plan for a
/// nested model. Everything it reads comes from the attribute's accessor and, for a nested model,
/// from the nested attribute (its kind and its child's evaluator).
struct AttributeAssignerMaker<Model>: AttributeVisitor {
    /// What the maker made of an attribute.
    enum Made {
        /// A field: its entry (an assigner, or a refusal).
        case field(AssignmentPlanCompiler<Model>.Entry)
        /// A nested model: its assigner, `nil` when it cannot be assigned.
        case nested(AttributeAssigner?)
    }

    let node: AttributeNode
    /// The attribute's keys, under the key strategy.
    let path: [String]
    let keys: KeyStrategy
    /// Safe attributes that cannot be assigned.
    private(set) var diagnostics: [RuleDiagnostic] = []

    init(node: AttributeNode, path: [String], keys: KeyStrategy) {
        self.node = node
        self.path = path
        self.keys = keys
    }

    // MARK: Fields

    mutating func visit<Value>(_ accessor: AttributeAccessor<Model, Value>) -> Made {
        guard let writable = accessor.writable else {
            if node.isMarkedSafe {
                problem("is marked safe, but its key path is read-only; assignment cannot write it")
            }
            return .field(.refused(.unsafe))
        }
        // A key path of a value model that writes by reference passes through a class instance the
        // model holds (`\.home.city`, `home` a class): a copy of the model shares that instance.
        if !(Model.self is AnyClass), writable is ReferenceWritableKeyPath<Model, Value> {
            problem(Self.sharedInstance)
            return .field(.refused(.unsafe))
        }
        guard let converter = ValueConverters.make(Value.self) else {
            problem(
                "has type \(Value.self), which input cannot be converted to: make it InputConvertible or "
                    + "Decodable, or mark the attribute Unsafe")
            return .field(.refused(.unsafe))
        }
        return .field(.assign(assigner(writable, offset: accessor.offset, converter)))
    }

    private func assigner<Value>(
        _ keyPath: WritableKeyPath<Model, Value>, offset: FieldOffset<Value>?, _ converter: ValueConverter<Value>
    ) -> AttributeAssigner {
        let components = path.map(AttributePath.Component.property)
        let label = node.label
        // A sensitive attribute's conversion errors keep no echo of the input, as its rules' do.
        let isSensitive = node.isSensitive
        // Key paths are immutable; sharing one is as safe as sharing the graph that holds it.
        nonisolated(unsafe) let erased: AnyKeyPath = keyPath
        let read: (@Sendable (ModelPointer) -> InputValue?)?
        if node.isSensitive {
            read = nil
        } else {
            nonisolated(unsafe) let readable = keyPath
            read = { model in
                model.access(as: Model.self) { unsafe InputReading.inputValue(of: $0[keyPath: readable]) }
            }
        }
        // The converter's closures are read here, once: read in the assigner, a generic class's
        // field would look its type's metadata up on every assignment, a lookup that two server
        // threads make contend. They are as immutable as the converter (`@unchecked Sendable`).
        if let offset {
            // A stored property of a struct: the converter stores it in place.
            nonisolated(unsafe) let store = converter.store
            return AttributeAssigner(read: read) { input, model, run in
                let start = run.conversion.failures.count
                if unsafe !store(input, &run.conversion, model, offset, run.writes) {
                    unsafe run.reportFailures(
                        since: start, path: components, keyPath: erased, label: label, isSensitive: isSensitive)
                }
            }
        }
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let convert = converter.convert
        return AttributeAssigner(read: read) { input, model, run in
            let start = run.conversion.failures.count
            guard let value = unsafe convert(input, &run.conversion) else {
                unsafe run.reportFailures(
                    since: start, path: components, keyPath: erased, label: label, isSensitive: isSensitive)
                return
            }
            if run.writes { model.access(as: Model.self) { unsafe $0[keyPath: keyPath] = value } }
        }
    }

    /// Why a safe attribute that would be written inside a class instance the model holds is
    /// refused: assignment is atomic (a refused input changes nothing, a form's edit is undone
    /// whole), and a copy of the model, which is what keeps the model unchanged until the input
    /// is accepted, shares the instance instead of copying it.
    static var sharedInstance: String {
        "writes inside a class instance that the model holds; a copy of the model shares that instance, "
            + "so a refused input could not leave it unchanged, nor an undo restore it: make the member a "
            + "struct, or mark the attribute Unsafe and copy its value yourself once the input is accepted"
    }

    private mutating func problem(_ text: String) {
        diagnostics.append(
            RuleDiagnostic(
                kind: .notAssignable,
                message: "Attribute(\(KeyPathName.describe(node.keyPath.keyPath))) \(text).",
                location: node.location?.description))
    }

    // MARK: Nested models

    mutating func visit<Child>(nested: NestedAttribute<Model, Child>) -> Made {
        .nested(nestedAssigner(nested))
    }

    private mutating func nestedAssigner<Child>(_ nested: NestedAttribute<Model, Child>) -> AttributeAssigner? {
        let components = path.map(AttributePath.Component.property)
        let label = node.label
        if nested.isEachOfValues, case .each(let accessor) = nested.kind {
            // `Each(\.tags) { … }`: an array of values, converted as a whole.
            guard let writable = accessor.writable else { return readOnly() }
            guard let converter = ValueConverters.make([Child].self) else {
                problem(
                    "has elements of type \(Child.self), which input cannot be converted to: make it "
                        + "InputConvertible or Decodable, or mark the attribute Unsafe")
                return nil
            }
            return assigner(writable, offset: accessor.offset, converter)
        }
        // A value model's nested model that is a class: each element or value is an instance the
        // model holds, which its copy shares. (Below a class model, writes are by reference
        // anyway: a class model is checked, then written, whole.)
        if Child.self is AnyClass, !(Model.self is AnyClass) {
            problem("is a model of class type \(Child.self), and " + Self.sharedInstance)
            return nil
        }
        let childPlan: @Sendable () -> AssignmentPlan
        if nested.isChildCompiled {
            let plan = AssignmentPlan.plan(for: nested.evaluator(), keys: keys)
            diagnostics += plan.diagnostics.map {
                RuleDiagnostic(
                    kind: $0.kind, message: "Nested(\(KeyPathName.describe(node.keyPath.keyPath))): \($0.message)",
                    location: $0.location)
            }
            childPlan = { plan }
        } else {
            // A model that nests its own type: its plan is being compiled now; look it up when
            // assigning.
            let keys = keys
            childPlan = { AssignmentPlan.plan(for: nested.evaluator(), keys: keys) }
        }
        let make: (@Sendable () -> Child)? = (Child.self as? any AssignableModel.Type).map { Self.maker($0) }
        switch nested.kind {
        case .single(let accessor):
            guard let writable = accessor.writable else { return readOnly() }
            nonisolated(unsafe) let target = writable
            let read: @Sendable (ModelPointer) -> InputValue? = { model in
                model.access(as: Model.self) { model in
                    var child = unsafe model[keyPath: target]
                    return ModelPointer.with(&child) { childPlan().root.read($0) }
                }
            }
            if let offset = accessor.offset {
                // A nested struct stored in place: assigned where it is.
                return AttributeAssigner(read: read) { input, model, run in
                    let saved = unsafe run.enter(components, keyPath: target)
                    childPlan().root.assign(input, to: model.nested(at: offset), &run, label: label)
                    run.leave(saved)
                }
            }
            return AttributeAssigner(read: read) { input, model, run in
                model.access(as: Model.self) { model in
                    var child = unsafe model[keyPath: target]
                    let saved = unsafe run.enter(components, keyPath: target)
                    ModelPointer.with(&child) { childPlan().root.assign(input, to: $0, &run, label: label) }
                    run.leave(saved)
                    if run.writes { unsafe model[keyPath: target] = child }
                }
            }
        case .optional(let accessor):
            guard let writable = accessor.writable else { return readOnly() }
            guard let make else { return cannotCreate(Child.self, "an optional model that is nil") }
            nonisolated(unsafe) let target = writable
            let read: @Sendable (ModelPointer) -> InputValue? = { model in
                model.access(as: Model.self) { model in
                    guard var child = unsafe model[keyPath: target] else { return .null }
                    return ModelPointer.with(&child) { childPlan().root.read($0) }
                }
            }
            return AttributeAssigner(read: read) { input, model, run in
                model.access(as: Model.self) { model in
                    if input.isNull {
                        if run.writes { unsafe model[keyPath: target] = nil }
                        return
                    }
                    var child = unsafe model[keyPath: target] ?? make()
                    let saved = unsafe run.enter(components, keyPath: target)
                    ModelPointer.with(&child) { childPlan().root.assign(input, to: $0, &run, label: label) }
                    run.leave(saved)
                    if run.writes { unsafe model[keyPath: target] = child }
                }
            }
        case .each(let accessor):
            guard let writable = accessor.writable else { return readOnly() }
            guard let make else { return cannotCreate(Child.self, "new elements of the array") }
            nonisolated(unsafe) let target = writable
            let elementLabel = Label.singular(label)
            let read: @Sendable (ModelPointer) -> InputValue? = { model in
                model.access(as: Model.self) { model in
                    let plan = childPlan()
                    return unsafe .array(
                        model[keyPath: target].map { element in
                            var child = element
                            return ModelPointer.with(&child) { plan.root.read($0) }
                        })
                }
            }
            return AttributeAssigner(read: read) { input, model, run in
                guard let inputs = input.elements else {
                    unsafe run.fail(.list, at: components, keyPath: target, label: label)
                    return
                }
                model.access(as: Model.self) { model in
                    let existing = unsafe model[keyPath: target]
                    var elements: [Child] = []
                    elements.reserveCapacity(inputs.count)
                    let plan = childPlan()
                    for (index, element) in inputs.enumerated() {
                        var child = index < existing.count ? existing[index] : make()
                        let saved = unsafe run.enter(
                            components + [.index(index)], keyPath: target.appending(path: \[Child].[index]))
                        ModelPointer.with(&child) {
                            plan.root.assign(element, to: $0, &run, label: "\(elementLabel) \(index + 1)")
                        }
                        run.leave(saved)
                        elements.append(child)
                    }
                    if run.writes { unsafe model[keyPath: target] = elements }
                }
            }
        }
    }

    /// Makes a new `Child`, an ``AssignableModel``.
    private static func maker<Child>(_ type: any AssignableModel.Type) -> @Sendable () -> Child {
        // A metatype is immutable; sharing it is safe.
        nonisolated(unsafe) let type = type
        return {
            guard let made = unsafe type.init() as? Child else {
                preconditionFailure(unsafe "\(type) made another type.")
            }
            return made
        }
    }

    private mutating func readOnly() -> AttributeAssigner? {
        if node.isMarkedSafe {
            problem("is marked safe, but its key path is read-only; assignment cannot write it")
        }
        return nil
    }

    private mutating func cannotCreate<Child>(_: Child.Type, _ what: String) -> AttributeAssigner? {
        problem(
            "needs to create \(what), but \(Child.self) is not AssignableModel: conform it (an init() "
                + "with no arguments), or mark the attribute Unsafe")
        return nil
    }
}
