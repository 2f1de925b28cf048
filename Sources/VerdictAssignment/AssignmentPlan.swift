import VerdictEngine

/// Massive assignment compiled for one graph (a rule set in one scenario) and one key strategy:
/// for each key a client may send, what to do with its value. Made once from the graph through
/// the evaluator, kept beside the graph, and shared. Not generic: what runs per key is a closure
/// made where the types were known, so that assigning looks up no generic metadata.
final class AssignmentPlan: Sendable {
    let root: PlanLevel
    /// Safe attributes that cannot be assigned; an assignment with any refuses to run.
    let diagnostics: [RuleDiagnostic]
    /// Whether a copy of the model shares nothing that assignment writes (no class model,
    /// nested or not): then one pass writes a copy; otherwise a checking pass comes first.
    let isValueType: Bool

    init(root: PlanLevel, diagnostics: [RuleDiagnostic], isValueType: Bool) {
        self.root = root
        self.diagnostics = diagnostics
        self.isValueType = isValueType
    }

    /// The plan of `evaluator`'s graph for `keys`, compiled the first time.
    static func plan<Model>(for evaluator: Evaluator<Model>, keys: KeyStrategy) -> AssignmentPlan {
        evaluator.attachment(key: keys.planKey) {
            var compiler = AssignmentPlanCompiler(evaluator: evaluator, keys: keys)
            return compiler.compile()
        }
    }
}

/// One level of keys: an object of the input.
final class PlanLevel: Sendable {
    enum Entry: Sendable {
        /// A safe attribute: its assigner.
        case assign(AttributeAssigner)
        /// The first name of dotted attribute names (`address` of `address.zip`).
        case group(PlanLevel)
        /// An attribute that is not written, and why.
        case refused(IgnoredKey.Reason)
    }

    private let keys: [String]
    private let entries: [Entry]
    /// The assigners of ``entries`` (`nil` for the other entries), referred to without a count:
    /// `entries` keeps them. Read from an entry, an assigner is retained for the call, a write to
    /// memory that every thread assigning with this plan shares, and which they wait for each
    /// other to make under load.
    private let assigners: [Unretained<AttributeAssigner>?]
    /// Positions by key, for levels too large to scan. Keys match only their exact spelling
    /// (the same Unicode scalars, see ``ExactKey``).
    private let index: [ExactKey: Int]
    /// Nested models without a path of their own (`Nested(…, name: "")`): the keys no entry
    /// takes go to them.
    let inline: [AttributeAssigner]

    init(entries: [(key: String, entry: Entry)], inline: [AttributeAssigner]) {
        keys = entries.map(\.key)
        self.entries = entries.map(\.entry)
        assigners = entries.map { if case .assign(let assigner) = $0.entry { Unretained(assigner) } else { nil } }
        index = entries.count > 12 ? Dictionary(uniqueKeysWithValues: zip(keys.map(ExactKey.init), keys.indices)) : [:]
        self.inline = inline
    }

    /// The position of `key`: a scan of a small level (comparing short strings costs less than
    /// hashing one), a look-up in a large one.
    private func position(of key: String) -> Int? {
        guard index.isEmpty else { return index[ExactKey(key)] }
        for position in keys.indices where keys[position].hasSameScalars(as: key) { return position }
        return nil
    }

    /// The attributes of this level that can be read back, as an object in declaration order.
    func read(_ model: ModelPointer) -> InputValue {
        var members: [InputMember] = []
        for (position, key) in keys.enumerated() {
            if let assigner = assigners[position] {
                let value = assigner.with { $0.read?(model) }
                if let value { members.append(InputMember(key: key, value: value)) }
                continue
            }
            switch entries[position] {
            case .assign:
                continue
            case .group(let level):
                members.append(InputMember(key: key, value: level.read(model)))
            case .refused:
                continue
            }
        }
        for assigner in inline {
            if let more = assigner.read?(model)?.members { members += more }
        }
        return .object(members)
    }

    /// Assigns `input` (an object) to the model behind `model`.
    func assign(_ input: InputValue, to model: ModelPointer, _ run: inout AssignmentRun, label: String) {
        guard run.nesting <= AssignmentRun.maximumNesting else {
            let failure = InputFailure.tooDeep(maximum: AssignmentRun.maximumNesting, at: AttributePath()).failure
            run.fail(InputConversionError(failure), at: [], keyPath: nil, label: label)
            return
        }
        guard let members = input.members else {
            run.fail(.object, at: [], keyPath: nil, label: label)
            return
        }
        var rest: [InputMember] = []
        for member in members {
            guard let position = position(of: member.key) else {
                if inline.isEmpty {
                    run.ignore(member.key, .unknown)
                } else {
                    rest.append(member)
                }
                continue
            }
            if let assigner = assigners[position] {
                assigner.with { assigner in
                    assigner.assign(member.value, model, &run)
                    if run.recordsEdits, run.nesting == 0, let edit = assigner.edit { run.edited.append(edit) }
                }
                continue
            }
            switch entries[position] {
            case .assign: continue
            case .group(let level):
                let depth = run.prefix.count
                run.prefix.append(.property(member.key))
                level.assign(member.value, to: model, &run, label: AttributeName.label(of: member.key))
                run.prefix.removeSubrange(depth...)
            case .refused(let reason):
                run.ignore(member.key, reason)
            }
        }
        for assigner in inline where !rest.isEmpty {
            assigner.assign(.object(rest), model, &run)
            if run.recordsEdits, run.nesting == 0, let edit = assigner.edit { run.edited.append(edit) }
        }
    }
}

/// Converts and writes the value of one safe attribute (a field, a nested model, an array) into
/// the model behind a pointer.
final class AttributeAssigner: Sendable {
    let assign: @Sendable (InputValue, ModelPointer, inout AssignmentRun) -> Void
    /// What the state machine records of an assignment of this attribute (see
    /// ``recordingEdits(_:)``).
    let edit: AssignedAttribute?
    /// Reads the attribute back as the input that would assign it; `nil` for a sensitive one, or
    /// one of a type that cannot be read back.
    let read: (@Sendable (ModelPointer) -> InputValue?)?

    init(
        read: (@Sendable (ModelPointer) -> InputValue?)?, edit: AssignedAttribute? = nil,
        _ assign: @escaping @Sendable (InputValue, ModelPointer, inout AssignmentRun) -> Void
    ) {
        self.read = read
        self.edit = edit
        self.assign = assign
    }

    /// This assigner with the `refused` keys taken out of its input (each one ignored, or refused
    /// in strict mode, at its path below `key`, the attribute's key; `nil` for a nested model
    /// without a prefix) and out of what it reads back. Only while the plan is compiled.
    func refusing(_ refused: RefusedKeys, key: String?) -> AttributeAssigner {
        let read = self.read.map { read in
            { @Sendable (model: ModelPointer) -> InputValue? in read(model).map { refused.filter($0) } }
        }
        let assign = self.assign
        return AttributeAssigner(read: read, edit: edit) { input, model, run in
            let kept = refused.filter(input) { trail, refusedKey, reason in
                run.ignore(refusedKey, reason, below: key.map { [.property($0)] + trail } ?? trail)
            }
            assign(kept, model, &run)
        }
    }

    /// This assigner, recording `edit` for the state machine when it assigns; only while the plan
    /// is compiled. A new assigner: an assigner never changes once made, so a plan shared by
    /// every thread is read without a lock.
    func recordingEdits(_ edit: AssignedAttribute) -> AttributeAssigner {
        AttributeAssigner(read: read, edit: edit, assign)
    }
}

/// An attribute of the graph that an assignment wrote, as the state machine records the edit:
/// its position (for incremental validation), the graph's key path object (for the journal), and
/// how to read its value with the way to write it back (for undo).
final class AssignedAttribute: Sendable {
    let position: Int
    let key: KeyPathBox
    let capture: @Sendable (ModelPointer) -> RestorableValue

    init(position: Int, key: KeyPathBox, capture: @escaping @Sendable (ModelPointer) -> RestorableValue) {
        self.position = position
        self.key = key
        self.capture = capture
    }
}
