/// One member of an object: a key and its value.
///
/// ```swift
/// let member = InputMember(key: "zip", value: .string("10115"))
/// ```
public struct InputMember: Sendable, Hashable {
    /// The key, as received.
    public var key: String
    /// The value.
    public var value: InputValue

    /// ```swift
    /// let member = InputMember(key: "name", value: .string("Alice"))
    /// ```
    public init(key: String, value: InputValue) {
        self.key = key
        self.value = value
    }
}
