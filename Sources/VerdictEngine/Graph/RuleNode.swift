import VerdictRules
import VerdictVocabulary

/// One node of a compiled graph: a run of consecutive rules of one field declaration, a
/// `Constraint`, or a nested rule set, with the step that runs it.
struct RuleNode: Sendable {
    /// The attribute the node validates or writes.
    var attribute: Int
    /// Whether the node writes its attribute.
    var writes: Bool
    /// Other attributes read by its rules and their conditions; `nil` means every attribute.
    var reads: Set<Int>?
    /// Names the declaration in diagnostics, spelled when read.
    var labelSource: RuleLabel
    /// What runs.
    var step: Step
    /// For a node that validates each element of an array (`Each`), how to run one element
    /// alone.
    var elements: ElementStep? = nil
    /// For a nested node (`Nested`, `Each`), how ``NestedStack`` runs it without recursion.
    var nested: NestedEntry? = nil

    init(
        attribute: Int, writes: Bool, reads: Set<Int>?, label: RuleLabel, step: Step, elements: ElementStep? = nil,
        nested: NestedEntry? = nil
    ) {
        self.attribute = attribute
        self.writes = writes
        self.reads = reads
        labelSource = label
        self.step = step
        self.elements = elements
        self.nested = nested
    }

    init(attribute: Int, writes: Bool, reads: Set<Int>?, label: String, step: Step) {
        self.init(attribute: attribute, writes: writes, reads: reads, label: .text(label), step: step)
    }

    /// Names the declaration in diagnostics.
    var label: String { labelSource.description }

    /// Whether the node's outcome depends on `other`.
    func depends(on other: Int) -> Bool {
        other == attribute || (reads?.contains(other) ?? true)
    }
}

/// One attribute of a compiled graph.
package struct AttributeNode: Sendable {
    package var keyPath: KeyPathBox
    package var name: String? {
        didSet { path = AttributeName.path(of: name ?? "") }
    }
    package var label: String
    /// The printable path of ``name``, computed once.
    package private(set) var path: AttributePath
    /// Active in the scenario (may be validated).
    package var isActive = false
    /// Marked unsafe: validated but never massively assigned.
    package var isUnsafe = false
    /// Has at least one active rule.
    package var isDecided = false
    /// Listed as safe by a `Safe` marker or an `ActiveAttributes` list: massive assignment must be
    /// able to write it.
    package var isMarkedSafe = false
    /// Reads, writes and captures the attribute (see ``AttributeAccessor``).
    package let accessor: any AttributeAccess
    /// For a `Nested` or `Each` attribute: its accessor by kind and the child's graph.
    var nested: (any NestedAttributeAccess)?

    /// Where the attribute was first declared, to name it in diagnostics.
    package var location: SourceLocation?
    /// Its values are secret: errors keep none, and assignment never reads them back.
    package var isSensitive = false

    /// `accessor`: the declaration's, when it has one; otherwise built from `keyPath`.
    init(
        keyPath: KeyPathBox, name: String?, label: String, location: SourceLocation? = nil,
        accessor: (any AttributeAccess)? = nil
    ) {
        self.keyPath = keyPath
        self.name = name
        self.label = label
        self.location = location
        self.path = AttributeName.path(of: name ?? "")
        self.accessor = accessor ?? Self.accessor(of: keyPath)
    }
}
