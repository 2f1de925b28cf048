import VerdictEngine

/// Compiles the assignment plan of one graph: each attribute's key (its name under the key
/// strategy), and for each safe attribute a typed assigner — a converter for a field's type, the
/// child's plan for a nested model. A safe attribute that cannot be assigned is a diagnostic,
/// found here, before any input arrives.
///
/// It reads the graph through the evaluator alone: each attribute's accessor, opened to its value
/// type by ``AttributeAssignerMaker`` (an ``AttributeVisitor``), and for a nested model the
/// child's evaluator, which the nested attribute gives. No declaration is read.
struct AssignmentPlanCompiler<Model> {
    let evaluator: Evaluator<Model>
    let keys: KeyStrategy
    private var diagnostics: [RuleDiagnostic] = []
    /// A value model is assigned into a copy, which replaces it when every value converts; a class
    /// model is checked, then written. No value model holds a class instance that assignment
    /// writes inside: such an attribute is a diagnostic (``AttributeAssignerMaker``).
    private let isValueType = !(Model.self is AnyClass)

    init(evaluator: Evaluator<Model>, keys: KeyStrategy) {
        self.evaluator = evaluator
        self.keys = keys
    }

    /// What a level holds at a key: an attribute's assigner, a group of dotted names, or a
    /// refusal.
    typealias Entry = LevelDraft.Entry

    /// A level while it is built.
    struct LevelDraft {
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
            } else {
                var maker = AttributeAssignerMaker<Model>(node: node, path: names, keys: keys)
                let made = evaluator.open(attribute: position, &maker)
                diagnostics += maker.diagnostics
                switch made {
                case .field(.assign(let assigner)):
                    entry = .assign(Self.recordingEdits(assigner, of: node, at: position))
                case .field(let field):
                    entry = field
                case .nested(nil):
                    root.insert(.refused(.unsafe), at: names[...])
                    continue
                case .nested(let assigner?):
                    let recording = Self.recordingEdits(assigner, of: node, at: position)
                    if names.isEmpty {
                        root.inline.append(recording)
                        inlinePaths.append(KeyPathName.derive(node.keyPath.keyPath).map { keyNames($0) })
                        continue
                    }
                    entry = .assign(recording)
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

    /// The keys of the properties of `path`, under the key strategy.
    private func keyNames(_ path: AttributePath) -> [String] { keys.propertyKeys(of: path) }

    /// The keys of the attribute named `name`, under the key strategy.
    private func keyNames(_ name: String) -> [String] { keys.propertyKeys(of: AttributeName.path(of: name)) }

    /// `assigner`, recording for the state machine what it writes when the attribute at
    /// `position` is assigned: the attribute's capture, made by its accessor. An assigned
    /// attribute is writable, so it has one.
    private static func recordingEdits(_ assigner: AttributeAssigner, of node: AttributeNode, at position: Int)
        -> AttributeAssigner
    {
        guard let capture = node.accessor.capture else { return assigner }
        return assigner.recordingEdits(AssignedAttribute(position: position, key: node.keyPath, capture: capture))
    }
}
