/// Massive assignment compiled for one graph (a rule set in one scenario) and one key strategy:
/// for each key a client may send, what to do with its value. Made once from the graph through
/// the evaluator, kept beside the graph, and shared.
final class AssignmentPlan<Model>: Sendable {
    let root: PlanLevel<Model>
    /// Safe attributes that cannot be assigned; an assignment with any refuses to run.
    let diagnostics: [RuleDiagnostic]
    /// Whether a copy of the model shares nothing that assignment writes (no class model,
    /// nested or not): then one pass writes a copy; otherwise a checking pass comes first.
    let isValueType: Bool

    init(root: PlanLevel<Model>, diagnostics: [RuleDiagnostic], isValueType: Bool) {
        self.root = root
        self.diagnostics = diagnostics
        self.isValueType = isValueType
    }

    private struct Key: Hashable, Sendable {
        var keys: KeyStrategy
    }

    /// The plan of `evaluator`'s graph for `keys`, compiled the first time.
    static func plan(for evaluator: Evaluator<Model>, keys: KeyStrategy) -> AssignmentPlan<Model> {
        evaluator.attachment(Key(keys: keys)) {
            var compiler = AssignmentPlanCompiler(evaluator: evaluator, keys: keys)
            return compiler.compile()
        }
    }

    /// Assigns `input` (an object) to `model`.
    func assign(_ input: InputValue, to model: inout Model, _ run: inout AssignmentRun, label: String) {
        root.assign(input, to: &model, &run, label: label)
    }
}

/// One level of keys: an object of the input.
final class PlanLevel<Model>: Sendable {
    enum Entry: Sendable {
        /// A safe attribute: its assigner.
        case assign(AttributeAssigner<Model>)
        /// The first name of dotted attribute names (`address` of `address.zip`).
        case group(PlanLevel<Model>)
        /// An attribute that is not written, and why.
        case refused(IgnoredKey.Reason)
    }

    let entries: [String: Entry]
    /// Nested models without a path of their own (`Nested(…, name: "")`): the keys no entry
    /// takes go to them.
    let inline: [AttributeAssigner<Model>]

    init(entries: [String: Entry], inline: [AttributeAssigner<Model>]) {
        self.entries = entries
        self.inline = inline
    }

    func assign(_ input: InputValue, to model: inout Model, _ run: inout AssignmentRun, label: String) {
        guard case .object(let members) = input else {
            run.fail(.object, at: [], keyPath: nil, label: label)
            return
        }
        var rest: [InputMember] = []
        for member in members {
            switch entries[member.key] {
            case .assign(let assigner)?:
                assigner.assign(member.value, &model, &run)
            case .group(let level)?:
                let saved = (run.prefix.count, run.keyPathPrefix)
                run.prefix.append(.property(member.key))
                level.assign(member.value, to: &model, &run, label: AttributeName.label(of: member.key))
                run.prefix.removeSubrange(saved.0...)
            case .refused(let reason)?:
                run.ignore(member.key, reason)
            case nil:
                if inline.isEmpty {
                    run.ignore(member.key, .unknown)
                } else {
                    rest.append(member)
                }
            }
        }
        for assigner in inline where !rest.isEmpty {
            assigner.assign(.object(rest), &model, &run)
        }
    }
}

/// Converts and writes the value of one safe attribute (a field, a nested model, an array).
final class AttributeAssigner<Model>: Sendable {
    let assign: @Sendable (InputValue, inout Model, inout AssignmentRun) -> Void

    init(_ assign: @escaping @Sendable (InputValue, inout Model, inout AssignmentRun) -> Void) {
        self.assign = assign
    }
}
