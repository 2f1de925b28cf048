import VerdictVocabulary

/// What an asynchronous check receives besides the value: the parameters of this validation (the
/// `extras` of ``Remote``, seed ALPValidator's `validate:parameters:`) and the transport to reach
/// a server with.
///
/// ```swift
/// struct NotReserved: AsyncValueRule {
///     func check(_ value: String, context: CheckContext) async throws -> RuleFailure? {
///         context.parameters["tenant"] == "demo" || value != "admin" ? nil
///             : RuleFailure(code: "username.reserved", template: "{attribute} is reserved.")
///     }
/// }
/// ```
public struct CheckContext: Sendable {
    /// The parameters given to this validation (``CheckOptions/parameters``).
    public var parameters: [String: MessageParameter]
    /// How checks reach a server (``CheckOptions/transport``); `nil`, the default, lets each rule
    /// use its own: ``Remote`` uses ``URLSessionTransport/shared``.
    public var transport: (any RemoteTransport)?

    /// A context with these parameters and transport.
    ///
    /// ```swift
    /// let context = CheckContext(parameters: ["tenant": "demo"])
    /// ```
    public init(
        parameters: [String: MessageParameter] = [:], transport: (any RemoteTransport)? = nil
    ) {
        self.parameters = parameters
        self.transport = transport
    }
}
