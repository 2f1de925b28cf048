/// One rule of a compiled graph.
struct RuleNode: Sendable {
    /// Where the rule comes from in the rule set.
    enum Source: Sendable, Hashable {
        /// Rule `rule` of the field declaration at `declaration`.
        case fieldRule(declaration: Int, rule: Int)
        /// The `Check` declaration at `declaration`.
        case check(declaration: Int)
        /// The nested declaration at `declaration`.
        case nested(declaration: Int)
    }

    var source: Source
    /// The attribute the rule validates or writes.
    var attribute: Int
    /// Whether the rule writes its attribute.
    var writes: Bool
    /// Other attributes read by the rule and its conditions; `nil` means every attribute.
    var reads: Set<Int>?
    /// Position in declaration order across the whole rule set.
    var order: Int
    /// Names the declaration in diagnostics.
    var label: String

    /// Whether the rule's outcome depends on `attribute`.
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
