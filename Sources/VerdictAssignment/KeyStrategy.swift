import VerdictEngine

/// How an attribute's name becomes the key a client sends, in input and in the paths of the
/// errors that massive assignment reports.
///
/// A key matches only its exact spelling: keys are compared Unicode scalar by scalar, as RFC 8259
/// compares member names, not by canonical equivalence as `String`'s `==` does (`is\u{212A}nown`,
/// with a KELVIN SIGN, is not `isKnown`, and `é` precomposed and decomposed are two keys).
///
/// A name given with `name:` is a key as it is under ``exact``; ``snakeCase`` also leaves a name
/// that is already snake_case alone, so `Attribute(\.firstName, name: "first_name")` and
/// `.snakeCase` agree.
///
/// ```swift
/// let options = AssignmentOptions(keys: .snakeCase) // firstName is sent as first_name
/// ```
public struct KeyStrategy: Sendable, Hashable {
    package enum Kind: Hashable {
        case exact
        case snakeCase
    }

    package let kind: Kind

    /// The key under which a graph keeps the assignment plan of this strategy (see
    /// ``GraphAttachments``).
    var planKey: Any.Type {
        switch kind {
        case .exact: PlanKey.Exact.self
        case .snakeCase: PlanKey.SnakeCase.self
        }
    }

    /// The key types of the assignment plans a graph keeps, one per strategy.
    enum PlanKey {
        enum Exact {}
        enum SnakeCase {}
    }

    /// Keys are the attributes' names.
    ///
    /// ```swift
    /// let options = AssignmentOptions(keys: .exact)
    /// ```
    public static let exact = KeyStrategy(kind: .exact)

    /// Keys are the names in snake_case: `firstName` is `first_name`, `userID` is `user_id`.
    ///
    /// ```swift
    /// let options = AssignmentOptions(keys: .snakeCase)
    /// ```
    public static let snakeCase = KeyStrategy(kind: .snakeCase)

    /// The key of one name component.
    ///
    /// ```swift
    /// KeyStrategy.snakeCase.key(for: "passwordRepeat") // "password_repeat"
    /// ```
    public func key(for name: String) -> String {
        switch kind {
        case .exact: name
        case .snakeCase: Self.snakeCased(name)
        }
    }

    /// The path with each property name turned into its key.
    ///
    /// ```swift
    /// KeyStrategy.snakeCase.path(for: "billingAddress.zipCode") // billing_address.zip_code
    /// ```
    public func path(for path: AttributePath) -> AttributePath {
        guard kind != .exact else { return path }
        return AttributePath(
            path.components.map { component in
                if case .property(let name) = component { return .property(key(for: name)) }
                return component
            })
    }

    /// The keys of the properties of `path`, its indexes left out: the object keys a client nests
    /// to reach the attribute (`billingAddress.zipCode` → `["billing_address", "zip_code"]` under
    /// `.snakeCase`). Assignment's plans and the JSON Schema both read keys this way.
    package func propertyKeys(of path: AttributePath) -> [String] {
        path.components.compactMap { component -> String? in
            if case .property(let name) = component { return key(for: name) }
            return nil
        }
    }

    /// `firstName` → `first_name`, `userID` → `user_id`, `URLString` → `url_string`.
    private static func snakeCased(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        result.reserveCapacity(characters.count + 4)
        for (index, character) in characters.enumerated() {
            guard character.isUppercase else {
                result.append(character)
                continue
            }
            if index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // A word starts at an uppercase letter after a lowercase one or a digit, or at the
                // last capital of an acronym followed by a lowercase letter.
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    if previous != "_" { result.append("_") }
                }
            }
            result.append(contentsOf: character.lowercased())
        }
        return result
    }
}
