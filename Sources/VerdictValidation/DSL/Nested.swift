import VerdictEngine

/// Validates a nested model with its own rule set; its errors carry the full path
/// (`address.zip`). An optional child is skipped when `nil`.
///
/// To reuse a part's rules as if they were the model's own, give `name: ""`: the errors keep
/// the part's paths (`email`, not `contact.email`), and typed look-ups still go through the
/// part (`\SignUp.contact.email`).
///
/// ```swift
/// Nested(\.address, Address.rules)
/// Nested(\.billingAddress, Address.rules)   // billingAddress: Address?
/// Nested(\.address, Address.rules, name: "")   // errors at `zip`, not `address.zip`
/// ```
public struct Nested<Model, Child>: RuleSetComponent {
    private let nested: TypedNested<Model, Child>

    /// Validates `keyPath` with `rules`.
    ///
    /// ```swift
    /// Nested(\.address, Address.rules)
    /// ```
    public init(
        _ keyPath: KeyPath<Model, Child> & Sendable, _ rules: @autoclosure @escaping @Sendable () -> RuleSet<Child>,
        name: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) {
        nested = TypedNested(
            access: .single(keyPath), name: name ?? AttributeName.derive(from: keyPath),
            location: SourceLocation(fileID: fileID, line: line), rules: { rules().list })
    }

    /// Validates an optional child when it is present.
    ///
    /// ```swift
    /// Nested(\.billingAddress, Address.rules)
    /// ```
    public init(
        _ keyPath: KeyPath<Model, Child?> & Sendable, _ rules: @autoclosure @escaping @Sendable () -> RuleSet<Child>,
        name: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) {
        nested = TypedNested(
            access: .optional(keyPath), name: name ?? AttributeName.derive(from: keyPath),
            location: SourceLocation(fileID: fileID, line: line), rules: { rules().list })
    }

    /// The nested declaration as a rule set.
    ///
    /// ```swift
    /// let set = Nested(\Order.address, Address.rules).ruleSet
    /// ```
    public var ruleSet: RuleSet<Model> { RuleSet(declarations: [.nested(nested)]) }
}

/// Validates every element of an array, with indexed paths in errors (`addresses[1].zip`,
/// `tags[3]`).
///
/// A model may nest its own type — a comment thread, a category tree. The rule set is read
/// when the graph is compiled, not when the declaration is made, so `static let rules` may name
/// itself; give the property its type, since Swift cannot infer a type that refers to itself:
///
/// ```swift
/// struct Comment {
///     var text = ""
///     var replies: [Comment] = []
///     static let rules: RuleSet<Comment> = RuleSet {
///         Attribute(\.text) { Required() }
///         Each(\.replies, Comment.rules)
///     }
/// }
/// ```
///
/// ```swift
/// Each(\.addresses, Address.rules)
/// Each(\.tags) { Trim(); Length(1...20) }
/// ```
public struct Each<Model, Element>: RuleSetComponent {
    private let nested: TypedNested<Model, Element>

    /// Validates each element (a model) with its rule set.
    ///
    /// ```swift
    /// Each(\.addresses, Address.rules)
    /// ```
    @inlinable
    public init(
        _ keyPath: KeyPath<Model, [Element]> & Sendable,
        _ rules: @autoclosure @escaping @Sendable () -> RuleSet<Element>,
        name: String? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        // Inlined into the caller, where `Element` is concrete: the comparison of the elements is
        // specialized for it there (see `ElementEquality`).
        self.init(
            keyPath, rules: rules, name: name, fileID: fileID, line: line,
            elements: ElementComparison.equality(of: Element.self))
    }

    /// Validates each element (a model) with its rule set, its elements compared by `elements`.
    @usableFromInline
    init(
        _ keyPath: KeyPath<Model, [Element]> & Sendable, rules: @escaping @Sendable () -> RuleSet<Element>,
        name: String?, fileID: String, line: Int, elements: ElementEquality<Element>
    ) {
        nested = TypedNested(
            access: .each(keyPath), name: name ?? AttributeName.derive(from: keyPath),
            location: SourceLocation(fileID: fileID, line: line),
            elements: elements, rules: { rules().list })
    }

    /// Validates each element (a value) with field rules. Each element has a label of its own
    /// in messages: `label` (by default the collection's label in the singular: `tags` → "Tag")
    /// and its position from 1, so `tags[2]` is "Tag 3".
    ///
    /// ```swift
    /// Each(\.tags) { Length(max: 20) }                     // "Tag 3 must contain at most 20 characters."
    /// Each(\.keywords, label: "Search term") { Required() } // "Search term 1 cannot be blank."
    /// ```
    @inlinable
    public init(
        _ keyPath: KeyPath<Model, [Element]> & Sendable, name: String? = nil, label: String? = nil,
        fileID: String = #fileID, line: Int = #line,
        @AttributeRuleBuilder<Element, Element> rules: () -> [AttributeRule<Element, Element>]
    ) {
        // As above: the comparison of the elements is specialized in the caller.
        self.init(
            keyPath, name: name, label: label, fileID: fileID, line: line, rules: rules(),
            elements: ElementComparison.equality(of: Element.self))
    }

    /// Validates each element (a value) with `rules`, its elements compared by `elements`.
    @usableFromInline
    init(
        _ keyPath: KeyPath<Model, [Element]> & Sendable, name: String?, label: String?, fileID: String, line: Int,
        rules: [AttributeRule<Element, Element>], elements: ElementEquality<Element>
    ) {
        let resolved = name ?? AttributeName.derive(from: keyPath)
        let location = SourceLocation(fileID: fileID, line: line)
        let elementLabel = label ?? resolved.map { Label.singular(AttributeName.label(of: $0)) } ?? "Value"
        let elementRules = RuleSet<Element>(declarations: [
            .field(
                TypedField(
                    access: .value(\Element.self), name: "", label: elementLabel, location: location, rules: rules))
        ])
        nested = TypedNested(
            access: .each(keyPath), name: resolved, location: location, elementLabel: elementLabel, elements: elements
        ) { elementRules.list }
    }

    /// The declaration as a rule set.
    ///
    /// ```swift
    /// let set = Each(\Order.tags) { Length(max: 20) }.ruleSet
    /// ```
    public var ruleSet: RuleSet<Model> { RuleSet(declarations: [.nested(nested)]) }
}
