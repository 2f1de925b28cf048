import Verdict

extension ScenarioName {
    /// A member's update of their own profile: the scenario of the example servers'
    /// `PATCH /users/{username}/profile`.
    public static let update = ScenarioName("update")
}

/// A member's profile, as the example servers store it: what `PATCH /users/{username}/profile`
/// updates in the ``Verdict/ScenarioName/update`` scenario, where the email, the age, the website
/// and the country are safe, and the username (the profile's identity, from the path) and the
/// role (which only the server sets) are validated but never assigned from a request.
public struct Profile: SelfValidating, AssignableModel, Sendable, Equatable {
    /// 4 to 24 characters, a lowercase letter first, then letters, digits or `_`.
    public var username = ""
    /// An email address.
    public var email = ""
    /// 18 to 120, if given.
    public var age: Int?
    /// A URL, `https` added when the scheme is left out.
    public var website = ""
    /// A two-letter code, if given.
    public var country: String?
    /// `member` or `admin`: never assigned from a request.
    public var role = "member"

    /// An empty profile.
    public init() {}

    /// A profile filled in.
    public init(
        username: String, email: String, age: Int? = nil, website: String = "", country: String? = nil,
        role: String = "member"
    ) {
        self.username = username
        self.email = email
        self.age = age
        self.website = website
        self.country = country
        self.role = role
    }

    /// The rules, with the safe and unsafe attributes of ``Verdict/ScenarioName/update``.
    public static let rules = RuleSet<Profile> {
        ActiveAttributes(.update, \.email, \.age, \.website, \.country, unsafe: \.username, \.role)
        Attribute(\.country) { Length(2) }
        Attribute(\.website) { URLFormat(defaultScheme: "https") }
        Attribute(\.age) { Number(min: 18, max: 120) }
        Attribute(\.email) {
            Trim()
            Required()
            Email()
        }
        Attribute(\.username) {
            Required()
            Length(4...24)
            Match(#"^[a-z]\w*$"#)
        }
    }

    /// What the servers answer for a profile: every attribute, the username first and the role
    /// last.
    ///
    /// ```swift
    /// let body = try profile.json().jsonData
    /// // {"username":"alice","email":"alice@example.com","age":30,"website":"","country":"US","role":"member"}
    /// ```
    public func json() throws -> InputValue {
        let safe = try Self.rules.assignableValues(of: self, scenario: .update).members ?? []
        return .object(
            [InputMember(key: "username", value: .string(username))] + safe
                + [InputMember(key: "role", value: .string(role))])
    }
}
