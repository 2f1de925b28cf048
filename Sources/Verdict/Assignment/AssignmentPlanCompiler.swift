import VerdictEngine

/// Compiles the assignment plan of one graph: each attribute's key (its name under the key
/// strategy), and for each safe attribute a typed assigner — a converter for a field's type, the
/// child's plan for a nested model. A safe attribute that cannot be assigned is a diagnostic,
/// found here, before any input arrives.
struct AssignmentPlanCompiler<Model> {
    let evaluator: Evaluator<Model>
    let keys: KeyStrategy
    private var diagnostics: [RuleDiagnostic] = []
    private var isValueType = !(Model.self is AnyClass)

    init(evaluator: Evaluator<Model>, keys: KeyStrategy) {
        self.evaluator = evaluator
        self.keys = keys
    }

    /// A level while it is built.
    private struct LevelDraft {
        var entries: [String: Entry] = [:]
        var order: [String] = []
        var inline: [AttributeAssigner] = []
        /// Attributes marked unsafe below an attribute of this level that a nested model assigns
        /// (`address.zip` beside `Nested(\.address, …)`), by the key of that attribute.
        var refusedBelow: [String: RefusedKeys] = [:]

        indirect enum Entry {
            case assign(AttributeAssigner)
            case group(LevelDraft)
            case refused(IgnoredKey.Reason)

            /// An attribute marked unsafe (or that cannot be written): its refusal wins over
            /// anything else declared at its key, or above it.
            var isUnsafe: Bool {
                if case .refused(.unsafe) = self { return true }
                return false
            }
        }

        /// Adds `entry` at `path`. An unsafe attribute wins over anything else at its key, and
        /// below an attribute that assigns a nested model its key is taken out of the nested
        /// model's input; otherwise the first entry of a key wins, and an attribute wins over a
        /// group of dotted names (whose unsafe attributes it keeps refusing).
        mutating func insert(_ entry: Entry, at path: ArraySlice<String>) {
            guard let key = path.first else { return }
            if entries[key] == nil { order.append(key) }
            if path.count == 1 {
                switch entries[key] {
                case nil:
                    entries[key] = entry
                case .group(let group)?:
                    if case .assign = entry { refusedBelow[key] = group.unsafeKeys() }
                    entries[key] = entry
                case .assign?:
                    guard entry.isUnsafe else { break }
                    refusedBelow[key] = nil
                    entries[key] = entry
                case .refused?:
                    break
                }
                return
            }
            var group: LevelDraft
            switch entries[key] {
            case nil: group = LevelDraft()
            case .group(let existing)?: group = existing
            case .assign?:
                if entry.isUnsafe { refusedBelow[key, default: RefusedKeys()].insert(.unsafe, at: path.dropFirst()) }
                return
            case .refused?: return
            }
            entries[key] = nil
            group.insert(entry, at: path.dropFirst())
            entries[key] = .group(group)
        }

        /// The unsafe attributes of this level and the groups below it, as keys to refuse.
        func unsafeKeys() -> RefusedKeys {
            var keys = RefusedKeys()
            collectUnsafeKeys(into: &keys, path: [])
            return keys
        }

        private func collectUnsafeKeys(into keys: inout RefusedKeys, path: [String]) {
            for key in order {
                switch entries[key] {
                case .refused(.unsafe)?: keys.insert(.unsafe, at: (path + [key])[...])
                case .group(let group)?: group.collectUnsafeKeys(into: &keys, path: path + [key])
                default: break
                }
                // Below an attribute of a group, the group's own refusals.
                if let below = refusedBelow[key] { keys.insert(below, at: path + [key]) }
            }
        }

        func frozen() -> PlanLevel {
            PlanLevel(
                entries: order.map { key in
                    switch entries[key]! {
                    case .assign(let assigner):
                        guard let refused = refusedBelow[key], !refused.isEmpty else { return (key, .assign(assigner)) }
                        return (key, .assign(assigner.refusing(refused, key: key)))
                    case .group(let draft): return (key, .group(draft.frozen()))
                    case .refused(let reason): return (key, .refused(reason))
                    }
                }, inline: inline)
        }
    }

    mutating func compile() -> AssignmentPlan {
        var root = LevelDraft()
        // Nested models without a prefix, by the names of their key paths (`contact`), and the
        // unsafe attributes: one below such a model (`contact.isVerified`) is taken out of the
        // keys it is given.
        var inlinePaths: [[String]?] = []
        var unsafePaths: [[String]] = []
        for (position, node) in evaluator.attributes.enumerated() {
            let names = keyNames(node.path)
            let entry: LevelDraft.Entry
            if !node.isActive {
                entry = .refused(.inactive)
            } else if node.isUnsafe {
                entry = .refused(.unsafe)
            } else if let link = evaluator.nested(at: position) {
                guard let made = nestedAssigner(node, link, path: names) else {
                    root.insert(.refused(.unsafe), at: names[...])
                    continue
                }
                let assigner = made.recordingEdits(Self.edit(of: node, at: position))
                if names.isEmpty {
                    root.inline.append(assigner)
                    inlinePaths.append(KeyPathName.derive(node.keyPath.keyPath).map { keyNames($0) })
                    continue
                }
                entry = .assign(assigner)
            } else {
                let field = fieldEntry(node, path: names)
                if case .assign(let assigner) = field {
                    entry = .assign(assigner.recordingEdits(Self.edit(of: node, at: position)))
                } else {
                    entry = field
                }
            }
            if entry.isUnsafe { unsafePaths.append(names) }
            root.insert(entry, at: names[...])
        }
        for (index, path) in inlinePaths.enumerated() {
            guard let path else { continue }
            var refused = RefusedKeys()
            for unsafe in unsafePaths where unsafe.count > path.count && unsafe.starts(with: path) {
                refused.insert(.unsafe, at: unsafe.dropFirst(path.count))
            }
            if !refused.isEmpty { root.inline[index] = root.inline[index].refusing(refused, key: nil) }
        }
        return AssignmentPlan(root: root.frozen(), diagnostics: diagnostics, isValueType: isValueType)
    }

    /// The keys of the properties of `path` (its indexes left out), under the key strategy.
    private func keyNames(_ path: FieldPath) -> [String] {
        path.components.compactMap { component -> String? in
            if case .property(let name) = component { return keys.key(for: name) }
            return nil
        }
    }

    /// The keys of the attribute named `name`, under the key strategy.
    private func keyNames(_ name: String) -> [String] { keyNames(AttributeName.path(of: name)) }

    /// What the state machine records when the attribute at `position` is assigned.
    private static func edit(of node: AttributeNode, at position: Int) -> AssignedAttribute {
        func open<Value>(_: Value.Type) -> AssignedAttribute {
            // Assigned attributes are writable: their key path is a `WritableKeyPath`.
            nonisolated(unsafe) let keyPath = node.keyPath.keyPath as! WritableKeyPath<Model, Value>
            return AssignedAttribute(position: position, key: node.keyPath) { model in
                model.access(as: Model.self) { model in
                    RestorableValue(value: model[keyPath: keyPath], writer: RestorableValue.writer(for: keyPath))
                }
            }
        }
        return _openExistential(type(of: node.keyPath.keyPath).valueType, do: open)
    }

    // MARK: Fields

    private mutating func fieldEntry(_ node: AttributeNode, path: [String]) -> LevelDraft.Entry {
        func open<Value>(_: Value.Type) -> LevelDraft.Entry { fieldEntry(Value.self, node, path: path) }
        return _openExistential(type(of: node.keyPath.keyPath).valueType, do: open)
    }

    private mutating func fieldEntry<Value>(_: Value.Type, _ node: AttributeNode, path: [String]) -> LevelDraft.Entry {
        guard let writable = node.keyPath.keyPath as? WritableKeyPath<Model, Value> else {
            if node.isMarkedSafe {
                problem(node, "is marked safe, but its key path is read-only; assignment cannot write it")
            }
            return .refused(.unsafe)
        }
        guard let converter = ValueConverters.make(Value.self) else {
            problem(
                node,
                "has type \(Value.self), which input cannot be converted to: make it InputConvertible or "
                    + "Decodable, or mark the attribute Unsafe")
            return .refused(.unsafe)
        }
        return .assign(Self.assigner(writable, converter, node: node, path: path))
    }

    private static func assigner<Value>(
        _ keyPath: WritableKeyPath<Model, Value>, _ converter: ValueConverter<Value>, node: AttributeNode,
        path: [String]
    ) -> AttributeAssigner {
        let components = path.map(FieldPath.Component.property)
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
            read = { model in model.access(as: Model.self) { InputReading.inputValue(of: $0[keyPath: readable]) } }
        }
        // The converter's closures are read here, once: read in the assigner, a generic class's
        // field would look its type's metadata up on every assignment, a lookup that two server
        // threads make contend. They are as immutable as the converter (`@unchecked Sendable`).
        if let offset = FieldOffset(keyPath) {
            // A stored property of a struct: the converter stores it in place.
            nonisolated(unsafe) let store = converter.store
            return AttributeAssigner(read: read) { input, model, run in
                let start = run.conversion.failures.count
                if !store(input, &run.conversion, model, offset, run.writes) {
                    run.reportFailures(
                        since: start, path: components, keyPath: erased, label: label, isSensitive: isSensitive)
                }
            }
        }
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let convert = converter.convert
        return AttributeAssigner(read: read) { input, model, run in
            let start = run.conversion.failures.count
            guard let value = convert(input, &run.conversion) else {
                run.reportFailures(
                    since: start, path: components, keyPath: erased, label: label, isSensitive: isSensitive)
                return
            }
            if run.writes { model.access(as: Model.self) { $0[keyPath: keyPath] = value } }
        }
    }

    private mutating func problem(_ node: AttributeNode, _ text: String) {
        diagnostics.append(
            RuleDiagnostic(
                kind: .notAssignable,
                message: "Attribute(\(KeyPathName.describe(node.keyPath.keyPath))) \(text).",
                location: node.location?.description))
    }

    // MARK: Nested models

    private mutating func nestedAssigner(_ node: AttributeNode, _ link: NestedLink, path: [String])
        -> AttributeAssigner?
    {
        guard let nested = link.declaration as? any NestedDeclaration<Model> else { return nil }
        return nestedAssigner(nested, node, link, path: path)
    }

    private mutating func nestedAssigner<Nested: NestedDeclaration>(
        _ nested: Nested, _ node: AttributeNode, _ link: NestedLink, path: [String]
    ) -> AttributeAssigner? where Nested.Model == Model {
        typealias Child = Nested.Child
        let components = path.map(FieldPath.Component.property)
        let label = node.label
        if nested.elementLabel != nil, case .each(let keyPath) = nested.access {
            // `Each(\.tags) { … }`: an array of values, converted as a whole.
            guard let writable = keyPath as? WritableKeyPath<Model, [Child]> else {
                return readOnly(node)
            }
            guard let converter = ValueConverters.make([Child].self) else {
                problem(
                    node,
                    "has elements of type \(Child.self), which input cannot be converted to: make it "
                        + "InputConvertible or Decodable, or mark the attribute Unsafe")
                return nil
            }
            return Self.assigner(writable, converter, node: node, path: path)
        }
        if Child.self is AnyClass { isValueType = false }
        let childPlan: @Sendable () -> AssignmentPlan
        switch link.child {
        case .compiled(let graph):
            let plan = AssignmentPlan.plan(for: Evaluator<Child>(graph: graph), keys: keys)
            diagnostics += plan.diagnostics.map {
                RuleDiagnostic(
                    kind: $0.kind, message: "Nested(\(KeyPathName.describe(node.keyPath.keyPath))): \($0.message)",
                    location: $0.location)
            }
            if !plan.isValueType { isValueType = false }
            childPlan = { plan }
        case .recursive(let resolve):
            // A model that nests its own type: its plan is being compiled now; look it up when
            // assigning.
            let keys = keys
            childPlan = { AssignmentPlan.plan(for: Evaluator<Child>(graph: resolve()), keys: keys) }
        }
        let make: (@Sendable () -> Child)? = (Child.self as? any AssignableModel.Type).map { Self.maker($0) }
        switch nested.access {
        case .single(let keyPath):
            guard let writable = keyPath as? WritableKeyPath<Model, Child> else { return readOnly(node) }
            nonisolated(unsafe) let target = writable
            let read: @Sendable (ModelPointer) -> InputValue? = { model in
                model.access(as: Model.self) { model in
                    var child = model[keyPath: target]
                    return ModelPointer.with(&child) { childPlan().root.read($0) }
                }
            }
            if let offset = FieldOffset(writable) {
                // A nested struct stored in place: assigned where it is.
                return AttributeAssigner(read: read) { input, model, run in
                    let saved = run.enter(components, keyPath: target)
                    childPlan().root.assign(input, to: model.nested(at: offset), &run, label: label)
                    run.leave(saved)
                }
            }
            return AttributeAssigner(read: read) { input, model, run in
                model.access(as: Model.self) { model in
                    var child = model[keyPath: target]
                    let saved = run.enter(components, keyPath: target)
                    ModelPointer.with(&child) { childPlan().root.assign(input, to: $0, &run, label: label) }
                    run.leave(saved)
                    if run.writes { model[keyPath: target] = child }
                }
            }
        case .optional(let keyPath):
            guard let writable = keyPath as? WritableKeyPath<Model, Child?> else { return readOnly(node) }
            guard let make else { return cannotCreate(node, Child.self, "an optional model that is nil") }
            nonisolated(unsafe) let target = writable
            let read: @Sendable (ModelPointer) -> InputValue? = { model in
                model.access(as: Model.self) { model in
                    guard var child = model[keyPath: target] else { return .null }
                    return ModelPointer.with(&child) { childPlan().root.read($0) }
                }
            }
            return AttributeAssigner(read: read) { input, model, run in
                model.access(as: Model.self) { model in
                    if case .null = input {
                        if run.writes { model[keyPath: target] = nil }
                        return
                    }
                    var child = model[keyPath: target] ?? make()
                    let saved = run.enter(components, keyPath: target)
                    ModelPointer.with(&child) { childPlan().root.assign(input, to: $0, &run, label: label) }
                    run.leave(saved)
                    if run.writes { model[keyPath: target] = child }
                }
            }
        case .each(let keyPath):
            guard let writable = keyPath as? WritableKeyPath<Model, [Child]> else { return readOnly(node) }
            guard let make else { return cannotCreate(node, Child.self, "new elements of the array") }
            nonisolated(unsafe) let target = writable
            let elementLabel = Label.singular(label)
            let read: @Sendable (ModelPointer) -> InputValue? = { model in
                model.access(as: Model.self) { model in
                    let plan = childPlan()
                    return .array(
                        model[keyPath: target].map { element in
                            var child = element
                            return ModelPointer.with(&child) { plan.root.read($0) }
                        })
                }
            }
            return AttributeAssigner(read: read) { input, model, run in
                guard case .array(let inputs) = input else {
                    run.fail(.list, at: components, keyPath: target, label: label)
                    return
                }
                model.access(as: Model.self) { model in
                    let existing = model[keyPath: target]
                    var elements: [Child] = []
                    elements.reserveCapacity(inputs.count)
                    let plan = childPlan()
                    for (index, element) in inputs.enumerated() {
                        var child = index < existing.count ? existing[index] : make()
                        let saved = run.enter(
                            components + [.index(index)], keyPath: target.appending(path: \[Child].[index]))
                        ModelPointer.with(&child) {
                            plan.root.assign(element, to: $0, &run, label: "\(elementLabel) \(index + 1)")
                        }
                        run.leave(saved)
                        elements.append(child)
                    }
                    if run.writes { model[keyPath: target] = elements }
                }
            }
        }
    }

    private static func maker<Child>(_ type: any AssignableModel.Type) -> @Sendable () -> Child {
        // A metatype is immutable; sharing it is safe.
        nonisolated(unsafe) let type = type
        return { type.init() as! Child }
    }

    private mutating func readOnly(_ node: AttributeNode) -> AttributeAssigner? {
        if node.isMarkedSafe {
            problem(node, "is marked safe, but its key path is read-only; assignment cannot write it")
        }
        return nil
    }

    private mutating func cannotCreate<Child>(_ node: AttributeNode, _: Child.Type, _ what: String)
        -> AttributeAssigner?
    {
        problem(
            node,
            "needs to create \(what), but \(Child.self) is not AssignableModel: conform it (an init() "
                + "with no arguments), or mark the attribute Unsafe")
        return nil
    }
}
