/// The operators of ``Compare``.
///
/// ```swift
/// Compare(.greaterOrEqual, 30)
/// ```
public enum ComparisonOperator: String, Sendable, CaseIterable {
    /// `==`
    case equal = "=="
    /// `!=`
    case notEqual = "!="
    /// `>`
    case greater = ">"
    /// `>=`
    case greaterOrEqual = ">="
    /// `<`
    case less = "<"
    /// `<=`
    case lessOrEqual = "<="

    /// Whether the operator needs an ordering (all but `==` and `!=`).
    ///
    /// ```swift
    /// ComparisonOperator.less.isOrdering // true
    /// ```
    public var isOrdering: Bool { self != .equal && self != .notEqual }

    var phrase: String {
        switch self {
        case .equal: "equal to"
        case .notEqual: "different from"
        case .greater: "greater than"
        case .greaterOrEqual: "greater than or equal to"
        case .less: "less than"
        case .lessOrEqual: "less than or equal to"
        }
    }
}

/// Compares the value with another attribute (`compareAttribute`) or a constant
/// (`compareValue`). `==` and `!=` need `Equatable` values; the ordering operators `Comparable`.
///
/// ```swift
/// Field(\.passwordRepeat) { Compare(.equal, to: \.password) }
/// Field(\.age) { Compare(.greaterOrEqual, 30) }
/// ```
public struct Compare<Model, Value>: FieldRuleConvertible {
    /// The erased rule.
    ///
    /// ```swift
    /// let rule = Compare<SignUp, Int>(.greaterOrEqual, 30).fieldRule
    /// ```
    public private(set) var fieldRule: FieldRule<Model, Value>

    /// Compares with a constant using `==` or `!=`.
    ///
    /// ```swift
    /// Compare(.notEqual, "admin")
    /// ```
    public init(_ op: ComparisonOperator, _ constant: Value) where Value: Equatable & Sendable {
        fieldRule = Self.rule(op, other: { _ in constant }, shown: MessageParameter(describing: constant), reads: [], holds: Self.equality(op))
        fieldRule.problems = Self.problems(op)
    }

    /// Compares with a constant using any operator.
    ///
    /// ```swift
    /// Compare(.greaterOrEqual, 30)
    /// ```
    public init(_ op: ComparisonOperator, _ constant: Value) where Value: Comparable & Sendable {
        fieldRule = Self.rule(op, other: { _ in constant }, shown: MessageParameter(describing: constant), reads: [], holds: Self.ordering(op))
    }

    /// Compares with another attribute using `==` or `!=`.
    ///
    /// ```swift
    /// Compare(.equal, to: \.password)
    /// ```
    public init(_ op: ComparisonOperator = .equal, to other: KeyPath<Model, Value> & Sendable)
    where Value: Equatable & Sendable {
        fieldRule = Self.rule(op, other: { $0[keyPath: other] }, shown: Self.label(of: other), reads: [KeyPathBox(other)], holds: Self.equality(op))
        fieldRule.problems = Self.problems(op)
    }

    /// Compares with another attribute using any operator.
    ///
    /// ```swift
    /// Compare(.greater, to: \.startDate)
    /// ```
    public init(_ op: ComparisonOperator, to other: KeyPath<Model, Value> & Sendable)
    where Value: Comparable & Sendable {
        fieldRule = Self.rule(op, other: { $0[keyPath: other] }, shown: Self.label(of: other), reads: [KeyPathBox(other)], holds: Self.ordering(op))
    }

    private static func label(of keyPath: KeyPath<Model, Value>) -> MessageParameter {
        .string(AttributeName.derive(from: keyPath).map(AttributeName.label) ?? "the other value")
    }

    private static func problems(_ op: ComparisonOperator) -> [String] {
        op.isOrdering ? ["Compare(\(op.rawValue)) needs Comparable values; \(Value.self) is only Equatable"] : []
    }

    private static func equality(_ op: ComparisonOperator) -> @Sendable (Value, Value) -> Bool
    where Value: Equatable & Sendable {
        // An ordering operator here is reported by `problems(_:)` as a declaration mistake.
        if op == .notEqual { return { $0 != $1 } }
        return { $0 == $1 }
    }

    private static func ordering(_ op: ComparisonOperator) -> @Sendable (Value, Value) -> Bool
    where Value: Comparable & Sendable {
        switch op {
        case .equal: { $0 == $1 }
        case .notEqual: { $0 != $1 }
        case .greater: { $0 > $1 }
        case .greaterOrEqual: { $0 >= $1 }
        case .less: { $0 < $1 }
        case .lessOrEqual: { $0 <= $1 }
        }
    }

    private static func rule(
        _ op: ComparisonOperator, other: @escaping @Sendable (Model) -> Value, shown: MessageParameter,
        reads: [KeyPathBox],
        holds: @escaping @Sendable (Value, Value) -> Bool
    ) -> FieldRule<Model, Value> where Value: Sendable {
        FieldRule(name: "Compare", writesValue: false, skipsEmptyByDefault: true, reads: reads) { _ in
            RuleBody(
                run: { value, model in
                    guard !holds(value, other(model)) else { return nil }
                    return RuleFailure(
                        code: .compareFailed, template: MessageTemplate("{attribute} must be \(op.phrase) {compareValue}."),
                        parameters: [
                            "value": MessageParameter(describing: value), "compareValue": shown,
                            "operator": .string(op.rawValue),
                        ])
                },
                missing: { _ in .pass })
        }
    }
}
