import VerdictRules
import VerdictVocabulary

/// How the explicit stack of ``NestedStack`` enters a nested node (a `Nested` or `Each`
/// declaration) without calling the node's step, which would run the child graph recursively.
struct NestedEntry: Sendable {
    /// The child's graph.
    let child: NestedStepBuilder.ChildGraph
    /// Opens the node on the parent model: the visit of its child values, or `nil` when the node
    /// does not run (its attribute failed and it skips on error, a `when` condition does not
    /// hold, an optional child is `nil`).
    let open: @Sendable (_ model: ModelPointer, _ run: inout EvaluationRun) -> NestedVisit?
    /// Takes the child values out of a model that nothing else shares (a copy made for one run),
    /// for ``NestedStack/dismantle(_:_:)``: the visit of them, their place in the model emptied,
    /// or `nil` when there is nothing of the model's own to release (a read-only key path, one
    /// through a class instance, which other holders share, or no child value).
    let take: @Sendable (_ model: ModelPointer) -> NestedVisit?
}

/// One open nested node on the explicit stack: it holds copies of the child values (one for
/// `Nested`, each element for `Each`), hands out a pointer to each in turn for the child graph to
/// run on, and writes them back into the parent model at the end, as the recursive step does
/// through `inout` access.
///
/// Not generic, so that the stack is not: ``NestedChildren`` is the typed visit.
class NestedVisit {
    /// The graph that runs on each child value.
    let graph: RuleGraph

    init(graph: RuleGraph) {
        self.graph = graph
    }

    /// Moves to the next child value: a pointer to it, valid until the next call of ``next()``
    /// or ``finish(_:)``; `nil` when every child value has been visited.
    func next() -> ModelPointer? { nil }

    /// Writes the child values back into the parent model behind `parent` (when the key path is
    /// writable) and releases them.
    func finish(_ parent: ModelPointer) {}

    /// Releases the child values without writing them back (``NestedStack/dismantle(_:_:)``).
    func discard() {}

    /// The path of the current child value below the parent: the attribute's path, and for an
    /// element its index.
    var components: [AttributePath.Component] { [] }

    /// The key path from the parent model to the current child value.
    func keyPath() -> AnyKeyPath? { nil }

    /// For an element of an `Each` of values, the label of its own errors: "Tag 3".
    var elementLabel: String? { nil }
}

/// The typed visit of the child values of one nested node of a `Model`.
final class NestedChildren<Model, Child>: NestedVisit {
    /// The child values, copied out of the model.
    private var values: OwnedValues<Child>
    private var index = -1
    private var finished = false
    private let path: AttributePath
    private let write: (@Sendable (inout Model, [Child]) -> Void)?
    private let childKeyPath: @Sendable (Int) -> AnyKeyPath
    private let isEach: Bool
    private let label: String?

    /// A visit of `values`; `write` puts them back into the model, `keyPath` makes the key path of
    /// the value at an index; `isEach`: the values are elements, with an index in their paths.
    init(
        graph: RuleGraph, values: [Child], path: AttributePath, isEach: Bool, label: String?,
        write: (@Sendable (inout Model, [Child]) -> Void)?, keyPath: @escaping @Sendable (Int) -> AnyKeyPath
    ) {
        self.values = OwnedValues(values)
        self.path = path
        self.isEach = isEach
        self.label = label
        self.write = write
        childKeyPath = keyPath
        super.init(graph: graph)
    }

    override func next() -> ModelPointer? {
        index += 1
        guard index < values.count else { return nil }
        return values.pointer(at: index)
    }

    override func finish(_ parent: ModelPointer) {
        guard !finished else { return }
        finished = true
        let children = values.take()
        guard let write else { return }
        parent.access(as: Model.self) { write(&$0, children) }
    }

    override func discard() {
        guard !finished else { return }
        finished = true
        _ = values.take()
    }

    override var components: [AttributePath.Component] {
        isEach ? path.components + [.index(index)] : path.components
    }

    override func keyPath() -> AnyKeyPath? { childKeyPath(index) }

    override var elementLabel: String? { label.map { "\($0) \(index + 1)" } }
}

/// The visit of a nested model stored in its parent struct: the child graph runs on it where it
/// is, through a pointer into the parent (``ModelPointer/nested(at:)``), with nothing copied
/// or written back.
final class NestedInPlace: NestedVisit {
    private let child: ModelPointer
    private let path: AttributePath
    private let childKeyPath: AnyKeyPath
    private var visited = false

    init(graph: RuleGraph, child: ModelPointer, path: AttributePath, keyPath: AnyKeyPath) {
        self.child = child
        self.path = path
        childKeyPath = keyPath
        super.init(graph: graph)
    }

    override func next() -> ModelPointer? {
        defer { visited = true }
        return visited ? nil : child
    }

    override var components: [AttributePath.Component] { path.components }

    override func keyPath() -> AnyKeyPath? { childKeyPath }
}
