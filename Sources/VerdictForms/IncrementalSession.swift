import VerdictEngine

/// The incremental validation of one model in one scenario: what each rule found the last time
/// it ran, which attributes were edited since, and so which rules the next validation re-runs.
///
/// It holds no model: the owner (``FormSession``) passes its model in, `inout`, and tells it of
/// each edit. Its report is always that of a full validation of the model as it was validated:
/// the first validation, and the first after an edit of a key path that is not an attribute
/// (`\.address` when the rule set names `\.address.zip`), run every rule; the others re-run the
/// rules that read an attribute edited since (and, through filters, what those rewrite).
///
/// What to re-run is read when ``validate(_:journal:)`` starts, not before: an edit made between
/// the owner's call and that moment (an observer of the model that edits it) is validated too.
///
/// Not generic, though its methods are: an owner that is itself generic calls a method of a
/// generic type only with that type's metadata, which is looked up at each call. It keeps the
/// validation stage's graph and runs it only through an ``Evaluator`` of the model type its
/// methods are given, the one the graph was compiled for.
struct IncrementalSession {
    /// The validation stage's compiled graph.
    private var graph: RuleGraph
    /// What each node found when it last ran; `nil` until every node has run (then the next
    /// validation runs them all).
    private var nodeErrors: NodeErrors?
    /// The attributes edited since the last validation.
    private(set) var dirty = DirtyAttributes()
    /// The last key path asked about, with its attribute position: edits come in runs on one
    /// field.
    private var lastEdited: (keyPath: AnyKeyPath, position: Int?)?
    /// How many steps the last validation ran, nested graphs' included: the tests' work counter.
    private(set) var stepsRun = 0

    /// A session that validates with `evaluator` (the validation stage's).
    init<Model>(evaluator: Evaluator<Model>) {
        graph = evaluator.graph
    }

    /// The evaluator of the session's graph; `Model` is the type the graph was compiled for.
    private func evaluator<Model>(of _: Model.Type) -> Evaluator<Model> {
        Evaluator(graph: graph)
    }

    /// Whether any rule writes a value (so a validation may write into the model).
    var writesValues: Bool { graph.writesValues }

    /// The errors of the last validation, in execution order.
    var errors: [ValidationError] { nodeErrors?.all ?? [] }

    // MARK: Edits

    /// The position of `keyPath` among the attributes the rule set names, `nil` when it names no
    /// such attribute. `mutating`: the last key path asked about is remembered.
    mutating func position(of keyPath: AnyKeyPath) -> Int? {
        if let lastEdited, lastEdited.keyPath === keyPath { return lastEdited.position }
        let position = graph.attribute(for: KeyPathBox(keyPath))
        lastEdited = (keyPath, position)
        return position
    }

    /// The key path under which the journal records an edit of `keyPath`: for an attribute, the
    /// graph's own object (equal to the edited one), which makes merging a filter's write of it
    /// into the edit an identity check.
    func journalKey(for keyPath: AnyKeyPath, at attribute: Int?) -> KeyPathBox {
        attribute.map { graph.attributes[$0].keyPath } ?? KeyPathBox(keyPath)
    }

    /// The printable path of an edited key path, for the dirty state.
    func path<Model>(of keyPath: PartialKeyPath<Model>, at attribute: Int?) -> AttributePath {
        if let attribute { return graph.attributes[attribute].path }
        return AttributeName.path(of: AttributeName.derive(from: keyPath) ?? "\(keyPath)")
    }

    /// The label of the attribute at `attribute`.
    func label(at attribute: Int) -> String {
        graph.attributes[attribute].label
    }

    /// The printable path of the element at `index` of an edited array at `keyPath`.
    func path<Model>(ofElement index: Int, of keyPath: PartialKeyPath<Model>, at attribute: Int?) -> AttributePath {
        AttributePath(path(of: keyPath, at: attribute).components + [.index(index)])
    }

    /// Notes an edit of the attribute at `attribute` (`nil`: a key path that is not an attribute,
    /// which makes the next validation run every rule). `elements`: the positions of the only
    /// elements an edit of an array changed (its length the same); `nil`: the whole attribute.
    mutating func edited(at attribute: Int?, elements: Set<Int>? = nil) {
        dirty.insert(attribute, elements: elements)
    }

    /// Whether the attribute at `attribute` is an array whose elements are validated one by one
    /// (see ``RuleGraph/elementWise``).
    func validatesElements(at attribute: Int?) -> Bool {
        attribute.map(graph.elementWiseAttributes.contains) ?? false
    }

    /// The journal's changes of the elements at `indices` of the array at `attribute`, from `old`
    /// to `new` (values of the array), when its rules re-run element by element and there are few
    /// enough of them; `nil` otherwise (the journal then records the whole array).
    func elementChanges<Value>(at attribute: Int?, from old: Value, to new: Value, indices: Set<Int>) -> [ModelChange]?
    {
        guard let attribute, indices.count <= Self.journaledElements,
            let changes = graph.elementStep(of: attribute)?.elementChanges
        else { return nil }
        return changes(old, new, indices.sorted(), graph.attributes[attribute].keyPath)
    }

    /// How many changed elements an edit of a whole array may record in the journal one by one,
    /// rather than as the whole array.
    static let journaledElements = 16

    /// The positions of the elements that differ between `old` and `new`, values of the array at
    /// `attribute`, when its rules re-run element by element and its elements can be compared;
    /// `nil` otherwise (the edit is then one of the whole array).
    func changedElements<Value>(at attribute: Int?, from old: Value, to new: Value) -> Set<Int>? {
        guard let attribute, let compare = graph.elementStep(of: attribute)?.changedElements else { return nil }
        return compare(old, new).map(Set.init)
    }

    // MARK: Validating

    /// What the edits since the last validation make re-run; `nil`: every rule, the first time
    /// or when a key path that is not an attribute changed.
    var affectedByEdits: AffectedAttributes? {
        nodeErrors == nil || dirty.includesOthers ? nil : graph.affected(byAttributes: dirty.positions)
    }

    /// Re-runs what the edits since the last validation affect (every rule the first time);
    /// filters write into `model`, and the journal records what they wrote. Returns the errors of
    /// the whole model, as a full validation would.
    ///
    /// An array edited only element by element, whose rules allow it, re-runs its element rules
    /// for the edited elements alone (see ``Evaluator/elementPlan(_:edited:errors:)``); the
    /// journal then records what filters wrote into those elements, not the whole array.
    /// `beforeWrites` hears of what filters may write, with the values before the run, and of
    /// none once the rules ran.
    mutating func validate<Model>(
        _ model: inout Model, journal: inout ValidationHistory,
        beforeWrites: ([ModelChange]) -> Void = { _ in }
    ) -> [ValidationError] {
        let evaluator = evaluator(of: Model.self)
        let affected = affectedByEdits
        let elements =
            affected == nil || dirty.elements.isEmpty
            ? [:] : evaluator.elementPlan(&model, edited: dirty.elements, errors: nodeErrors!)
        if evaluator.writesValues, elements.isEmpty {
            journal.recordingWrites(
                of: evaluator, filtered: affected?.filtered ?? evaluator.filteredAttributes, model: &model,
                before: beforeWrites
            ) { revalidate(&$0, affected, elements, evaluator) }
        } else if evaluator.writesValues {
            // The arrays re-run element by element: the journal captures the edited elements.
            var filtered = affected?.filtered ?? evaluator.filteredAttributes
            var filteredElements: [ElementHandle] = []
            filtered.removeAll { attribute in
                guard let indices = elements[attribute] else { return false }
                if let handle = evaluator.elementStep(of: attribute)?.element {
                    filteredElements += indices.map(handle)
                }
                return true
            }
            journal.recordingWrites(
                of: evaluator, filtered: filtered, elements: filteredElements, model: &model, before: beforeWrites
            ) {
                revalidate(&$0, affected, elements, evaluator)
            }
        } else {
            revalidate(&model, affected, elements, evaluator)
        }
        dirty.removeAll()
        return errors
    }

    /// Re-runs the `affected` nodes (every node when `nil`), `elements` element by element, and
    /// keeps their errors.
    private mutating func revalidate<Model>(
        _ model: inout Model, _ affected: AffectedAttributes?, _ elements: [Int: [Int]], _ evaluator: Evaluator<Model>
    ) {
        if let affected, nodeErrors != nil {
            stepsRun = evaluator.revalidate(&model, nodes: affected.nodes, elements: elements, into: &nodeErrors!)
        } else {
            nodeErrors = evaluator.validateCollecting(&model, steps: &stepsRun)
        }
    }

    // MARK: Asynchronous rules

    /// The input of each asynchronous check in `model` as the last validation left it, `nil` for
    /// those that do not run (a synchronous rule failed their attribute, an empty value…).
    func checkInputs<Model>(_ model: inout Model) -> [CheckInput?] {
        let evaluator = evaluator(of: Model.self)
        guard let nodeErrors else { return Array(repeating: nil, count: evaluator.checkCount) }
        return evaluator.checkInputs(&model, failed: evaluator.failedAttributes(nodeErrors))
    }

    /// The errors of the last validation with those of the asynchronous checks (`checkErrors`, by
    /// check), in report order.
    func errors<Model>(of _: Model.Type, with checkErrors: [[ValidationError]]) -> [ValidationError] {
        guard let nodeErrors else { return [] }
        return evaluator(of: Model.self).merged(nodeErrors, checkErrors: checkErrors)
    }

    /// The printable path of the attribute at `position`.
    func path(at position: Int) -> AttributePath { graph.attributes[position].path }

    // MARK: Starting again

    /// Forgets what each rule found, so that the next validation runs every rule; the edits
    /// become `dirty` (those of a checkpoint the model was moved back to).
    mutating func invalidate(dirty: DirtyAttributes = DirtyAttributes()) {
        nodeErrors = nil
        self.dirty = dirty
    }

    /// Validates with another evaluator (another scenario's) from now on; the next validation
    /// runs every rule. The edits since the last validation stay.
    mutating func use<Model>(_ evaluator: Evaluator<Model>) {
        graph = evaluator.graph
        nodeErrors = nil
        lastEdited = nil
    }
}
