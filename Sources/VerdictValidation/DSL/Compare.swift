import VerdictEngine

/// The operators of ``Compare``.
///
/// The enum is closed: the six comparison operators, and it will not gain cases.
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
    var isOrdering: Bool { self != .equal && self != .notEqual }

    /// The failure's template, parsed once per operator.
    var template: MessageTemplate {
        switch self {
        case .equal: ComparisonTemplates.equal
        case .notEqual: ComparisonTemplates.notEqual
        case .greater: ComparisonTemplates.greater
        case .greaterOrEqual: ComparisonTemplates.greaterOrEqual
        case .less: ComparisonTemplates.less
        case .lessOrEqual: ComparisonTemplates.lessOrEqual
        }
    }

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

/// The templates of ``Compare``'s failures, one per operator, parsed once.
private enum ComparisonTemplates {
    static let equal = make(.equal)
    static let notEqual = make(.notEqual)
    static let greater = make(.greater)
    static let greaterOrEqual = make(.greaterOrEqual)
    static let less = make(.less)
    static let lessOrEqual = make(.lessOrEqual)

    private static func make(_ op: ComparisonOperator) -> MessageTemplate {
        MessageTemplate("{attribute} must be \(op.phrase) {compareValue}.")
    }
}

/// Compares the value with another attribute (`compareAttribute`) or a constant
/// (`compareValue`). `==` and `!=` need `Equatable` values; the ordering operators `Comparable`.
///
/// ```swift
/// Attribute(\.passwordRepeat) { Compare(.equal, to: \.password) }
/// Attribute(\.age) { Compare(.greaterOrEqual, 30) }
/// ```
public struct Compare<Model, Value>: AttributeRuleConvertible {
    /// The erased rule.
    ///
    /// ```swift
    /// let rule = Compare<SignUp, Int>(.greaterOrEqual, 30)._attributeRule
    /// ```
    public let _attributeRule: AttributeRule<Model, Value>

    /// Compares with a constant. `==` and `!=` work on any `Equatable` value; the ordering
    /// operators need a `Comparable` one (otherwise the declaration is reported as invalid).
    ///
    /// ```swift
    /// Compare(.greaterOrEqual, 30)
    /// Compare(.notEqual, "admin")
    /// ```
    public init(_ op: ComparisonOperator, _ constant: Value) where Value: Equatable & Sendable {
        _attributeRule = Self.rule(
            op, other: { _ in constant }, shown: MessageParameter(describing: constant), reads: [])
    }

    /// Compares with another attribute.
    ///
    /// ```swift
    /// Compare(.equal, to: \.password)
    /// Compare(.greater, to: \.startDate)
    /// ```
    public init(_ op: ComparisonOperator = .equal, to other: KeyPath<Model, Value> & Sendable)
    where Value: Equatable & Sendable {
        _attributeRule = Self.rule(
            op, other: { $0[keyPath: other] }, shown: Self.label(of: other), reads: [KeyPathBox(other)])
    }

    private static func label(of keyPath: KeyPath<Model, Value>) -> MessageParameter {
        .string(AttributeName.derive(from: keyPath).map(AttributeName.label) ?? "the other value")
    }

    private static func rule(
        _ op: ComparisonOperator, other: @escaping @Sendable (Model) -> Value, shown: MessageParameter,
        reads: [KeyPathBox]
    ) -> AttributeRule<Model, Value> where Value: Equatable & Sendable {
        AttributeRule(
            .model(
                ComparisonRule(
                    op: op, other: other, reads: reads, holds: Comparison.make(op, for: Value.self),
                    parameters: ["compareValue": shown, "operator": .string(op.rawValue)],
                    describe: MessageParameter.describer(for: Value.self))))
    }
}

/// The record of a ``Compare``: the operator, where the other value comes from, and the
/// predicate (`nil` when the operator orders a type that is only `Equatable`).
private struct ComparisonRule<Model, Value: Equatable & Sendable>: ModelRule {
    let op: ComparisonOperator
    let other: @Sendable (Model) -> Value
    let reads: [KeyPathBox]
    let holds: (@Sendable (Value, Value) -> Bool)?
    /// The failure's parameters, made once: the other value as shown, and the operator.
    let parameters: [String: MessageParameter]
    /// The attempted value as a parameter, by a conversion chosen once for `Value`.
    let describe: @Sendable (Value) -> MessageParameter

    var name: String { "Compare" }
    var writesValue: Bool { false }
    var skipsEmptyValues: Bool { true }

    var declarationProblems: [String] {
        holds == nil
            ? ["the operator \(op.rawValue) needs Comparable values, and \(Value.self) is only Equatable"] : []
    }

    func apply(to value: inout Value, in model: Model, attribute: String) -> RuleFailure? {
        // Through `?`, so that the closure is not retained for the call (see `Match`).
        guard holds?(value, other(model)) == false else { return nil }
        return RuleFailure(
            code: .compareFailed,
            template: op.template, parameters: parameters, attemptedValue: describe(value))
    }

    func missingValue(_ slot: inout Value?, in model: Model, attribute: String) -> RuleFailure? { nil }
}

/// Builds, once per declaration, the typed predicate of an operator.
private enum Comparison {
    /// The predicate of `op` for `Value`, or `nil` when `op` orders and `Value` is not `Comparable`.
    static func make<Value: Equatable & Sendable>(
        _ op: ComparisonOperator, for type: Value.Type
    ) -> (@Sendable (Value, Value) -> Bool)? {
        switch op {
        case .equal: return { $0 == $1 }
        case .notEqual: return { $0 != $1 }
        default:
            guard let comparable = type as? any (Comparable & Sendable).Type,
                let predicate = ordering(op, comparable) as? any OrderingPredicate<Value>
            else { return nil }
            return { predicate.holds($0, $1) }
        }
    }

    private static func ordering<C: Comparable & Sendable>(_ op: ComparisonOperator, _: C.Type) -> any Sendable {
        Ordering<C>(op: op)
    }
}

private protocol OrderingPredicate<Value>: Sendable {
    associatedtype Value
    func holds(_ lhs: Value, _ rhs: Value) -> Bool
}

private struct Ordering<Value: Comparable & Sendable>: OrderingPredicate {
    let op: ComparisonOperator
    func holds(_ lhs: Value, _ rhs: Value) -> Bool {
        switch op {
        case .equal: lhs == rhs
        case .notEqual: lhs != rhs
        case .greater: lhs > rhs
        case .greaterOrEqual: lhs >= rhs
        case .less: lhs < rhs
        case .lessOrEqual: lhs <= rhs
        }
    }
}
