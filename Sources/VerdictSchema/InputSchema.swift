import Foundation

/// The JSON Schema (draft 2020-12) of the JSON body that one scenario of a rule set accepts: what
/// ``RuleSet/jsonSchema(for:options:)`` returns.
///
/// The schema is looser than Verdict, never stricter: a body that assignment and validation accept
/// always passes it. What it cannot state (a `Compare`, a `Custom` rule, a `when` condition, a
/// length counted in characters…) is left out, listed in ``omissions``, and named in the document
/// under the property it concerns, in the annotation keyword `x-verdict-unchecked`.
///
/// ```swift
/// let schema = try SignUp.rules.jsonSchema(for: .register)
/// let document = String(decoding: schema.jsonData, as: UTF8.self) // {"$schema":"https://json-schema.org/draft/2020-12/schema",…
/// ```
public struct InputSchema: Sendable {
    /// The schema as UTF-8 JSON, its keys in a fixed order: the same rule set, scenario and
    /// options always give the same bytes.
    ///
    /// ```swift
    /// let data = try SignUp.rules.jsonSchema().jsonData
    /// ```
    public let jsonData: Data

    /// The rules the schema does not state, in the order of the properties they concern.
    ///
    /// ```swift
    /// let unchecked = try SignUp.rules.jsonSchema(for: .register).omissions.map(\.rule) // ["Length", "Match", "Email", …]
    /// ```
    public let omissions: [Omission]

    init(jsonData: Data, omissions: [Omission]) {
        self.jsonData = jsonData
        self.omissions = omissions
    }

    /// A rule that the schema leaves out, and why: the schema accepts what the rule refuses.
    ///
    /// ```swift
    /// for omission in try SignUp.rules.jsonSchema(for: .register).omissions { print(omission) }
    /// // username: Length (a maximum in characters: JSON Schema counts code points, which may be more)
    /// ```
    public struct Omission: Sendable, Hashable, CustomStringConvertible {
        /// The property, by its keys in the body (the key strategy applied); an element of an
        /// array is the array's path.
        ///
        /// ```swift
        /// let paths = try SignUp.rules.jsonSchema().omissions.map(\.path) // [username, username, email]
        /// ```
        public let path: AttributePath
        /// The rule's name, such as `Compare` or `Custom`.
        ///
        /// ```swift
        /// let rules = try SignUp.rules.jsonSchema().omissions.map(\.rule) // ["Length", "Match", "Email"]
        /// ```
        public let rule: String
        /// Why the schema cannot state it.
        ///
        /// ```swift
        /// let reasons = try SignUp.rules.jsonSchema().omissions.map(\.reason)
        /// ```
        public let reason: String

        init(path: AttributePath, rule: String, reason: String) {
            self.path = path
            self.rule = rule
            self.reason = reason
        }

        /// `path: rule (reason)`.
        ///
        /// ```swift
        /// let lines = try SignUp.rules.jsonSchema().omissions.map(\.description)
        /// ```
        public var description: String { "\(path): \(rule) (\(reason))" }
    }
}
