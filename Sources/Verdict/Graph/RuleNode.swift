/// One node of a compiled graph: a run of consecutive rules of one field declaration, a
/// `Check`, or a nested rule set, with the step that runs it.
struct RuleNode: Sendable {
    /// The attribute the node validates or writes.
    var attribute: Int
    /// Whether the node writes its attribute.
    var writes: Bool
    /// Other attributes read by its rules and their conditions; `nil` means every attribute.
    var reads: Set<Int>?
    /// Names the declaration in diagnostics.
    var label: String
    /// What runs.
    var step: Step
    /// For a node that validates each element of an array (`Each`), how to run one element
    /// alone.
    var elements: ElementStep? = nil

    /// Whether the node's outcome depends on `other`.
    func depends(on other: Int) -> Bool {
        other == attribute || (reads?.contains(other) ?? true)
    }
}

/// One attribute of a compiled graph.
struct AttributeNode: Sendable {
    var keyPath: KeyPathBox
    var name: String? {
        didSet { path = AttributeName.path(of: name ?? "") }
    }
    var label: String
    /// The printable path of ``name``, computed once.
    private(set) var path: FieldPath
    /// Active in the scenario (may be validated).
    var isActive = false
    /// Marked unsafe: validated but never massively assigned.
    var isUnsafe = false
    /// Has at least one active rule.
    var isValidated = false

    init(keyPath: KeyPathBox, name: String?, label: String) {
        self.keyPath = keyPath
        self.name = name
        self.label = label
        self.path = AttributeName.path(of: name ?? "")
    }
}
