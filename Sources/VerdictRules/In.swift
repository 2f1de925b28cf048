import VerdictVocabulary

/// Checks that a value is one of a list of values (Yii's `range`), or, with `not`, that it is
/// none of them.
///
/// A list of values (an array field) is accepted only with `allowArray`: then every element
/// must be in the list (with `not`: no element may be in it).
///
/// ```swift
/// In([1, 2, 3]).validate(4)?.message(label: "Level") // "Level must be one of: 1, 2, 3."
/// In(["root", "admin"], not: true).validate("root")?.code // .inInList
/// In(["red", "green"], allowArray: true).validate(["red", "blue"])?.code // .inNotInList
/// ```
public struct In<Value: Equatable & Sendable>: ValueRule {
    /// Whether the value must *not* be in the list.
    package let not: Bool
    /// Whether an array value is checked element by element (rather than refused).
    let allowArray: Bool
    /// The whole check, built once.
    private let check: @Sendable (Value) -> RuleFailure?
    /// The listed values, for a JSON Schema's `enum`; `nil` for a list of arrays.
    package let listed: [Value]?

    /// The value must be in `list` (or, with `not: true`, must not be).
    ///
    /// ```swift
    /// In(["USA", "Canada"]).validate("Mexico")?.code // .inNotInList
    /// In(["USA", "Canada"], not: true).validate("Mexico") // nil
    /// ```
    public init(_ list: [Value], not: Bool = false) {
        self.not = not
        self.allowArray = false
        self.listed = list
        let contains = Self.membership(in: list)
        let failure = InFailure(list: list, not: not)
        check = { value in contains(value) == not ? failure.make(MessageParameter(describing: value)) : nil }
    }

    /// For an array field: with `allowArray: true` every element must be in `list` (with
    /// `not: true`, no element may be); with `allowArray: false` any array fails with
    /// ``ErrorCode/inArrayNotAllowed``.
    ///
    /// ```swift
    /// In(["a", "b"], allowArray: true).validate(["a", "b", "a"])     // nil
    /// In(["a", "b"], not: true, allowArray: true).validate(["c", "a"])?.code // .inInList
    /// In(["a", "b"], allowArray: false).validate(["a"])?.code // .inArrayNotAllowed
    /// ```
    public init<Element: Equatable & Sendable>(_ list: [Element], not: Bool = false, allowArray: Bool)
    where Value == [Element] {
        self.not = not
        self.allowArray = allowArray
        self.listed = nil
        let contains = In<Element>.membership(in: list)
        let failure = InFailure(list: list, not: not)
        check = { values in
            guard allowArray else { return failure.arrayNotAllowed(InFailure.parameter(describing: values)) }
            let passes = not ? !values.contains(where: contains) : values.allSatisfy(contains)
            return passes ? nil : failure.make(InFailure.parameter(describing: values))
        }
    }

    /// Fails with ``ErrorCode/inNotInList``, ``ErrorCode/inInList`` or ``ErrorCode/inArrayNotAllowed``.
    ///
    /// ```swift
    /// In([1, 2, 3]).validate(2) // nil
    /// ```
    public func apply(to value: inout Value) -> RuleFailure? {
        check(value)
    }

    /// A membership test for `list`: a `Set` lookup when values are hashable and the list is
    /// long, a linear search otherwise.
    static func membership(in list: [Value]) -> @Sendable (Value) -> Bool {
        if list.count > 8, let hashable = Value.self as? any Hashable.Type,
            let lookup = setMembership(hashable, list)
        {
            return lookup
        }
        // An index loop rather than `list.contains`, which, not specialized for `Value`, would
        // look up generic type metadata on every call.
        return { value in
            for index in 0..<list.count where list[index] == value { return true }
            return false
        }
    }

    private static func setMembership<H: Hashable>(_: H.Type, _ list: [Value]) -> (@Sendable (Value) -> Bool)? {
        guard let items = list as? [H] else { return nil }
        let set = Set(items)
        return retyped({ (value: H) in set.contains(value) }, as: Value.self)
    }
}

/// The failures of an ``In`` rule, with the list rendered once.
private struct InFailure: Sendable {
    static let notInListTemplate: MessageTemplate = "{attribute} must be one of: {list}."
    static let inListTemplate: MessageTemplate = "{attribute} must not be one of: {list}."
    static let arrayNotAllowedTemplate: MessageTemplate = "{attribute} must be a single value, not a list."

    let list: MessageParameter
    let not: Bool

    init<Element>(list: [Element], not: Bool) {
        self.list = Self.parameter(describing: list)
        self.not = not
    }

    /// A list of values as a message parameter.
    static func parameter<Element>(describing values: [Element]) -> MessageParameter {
        .list(values.map { MessageParameter(describing: $0) })
    }

    func make(_ value: MessageParameter) -> RuleFailure {
        RuleFailure(
            code: not ? .inInList : .inNotInList, template: not ? Self.inListTemplate : Self.notInListTemplate,
            parameters: ["list": list], attemptedValue: value)
    }

    func arrayNotAllowed(_ value: MessageParameter) -> RuleFailure {
        RuleFailure(
            code: .inArrayNotAllowed, template: Self.arrayNotAllowedTemplate,
            parameters: ["list": list], attemptedValue: value)
    }
}

/// An ``In`` rule seen without its value type: its list, for a JSON Schema's `enum`.
package protocol ListRule {
    /// The listed values; `nil` for a list of arrays.
    var listedValues: [Any]? { get }
    /// Whether the rule refuses the listed values (`not: true`).
    var refusesListed: Bool { get }
}

extension In: ListRule {
    package var listedValues: [Any]? { listed.map { $0.map { $0 as Any } } }
    package var refusesListed: Bool { not }
}
