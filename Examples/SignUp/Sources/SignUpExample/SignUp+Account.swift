import Verdict

extension SignUp {
    /// What a server answers for a new account: the safe attributes of the `register` scenario
    /// without the sensitive ones (the passwords), and `isAdmin`, which a request cannot set.
    ///
    /// ```swift
    /// let body = try signUp.account().jsonData
    /// // {"username":"alice","email":"alice@example.com","age":30,"website":"","country":"US","acceptedTerms":true,"isAdmin":false}
    /// ```
    public func account() throws -> InputValue {
        var members = try Self.rules.assignableValues(of: self, scenario: .register).members ?? []
        members.append(InputMember(key: "isAdmin", value: .bool(isAdmin)))
        return .object(members)
    }
}
