import Foundation
import VerdictVocabulary

/// Asks a server whether a value is acceptable (seed ALPValidator's remote validation): a
/// username not taken, a coupon still valid.
///
/// The request is an HTTP POST with an `application/json` body holding the value as `"instance"`
/// and the parameters as `"extras"`: `{"instance": "alice", "extras": {"tenant": "demo"}}`. The
/// extras are the rule's own `parameters`, then those of the validation
/// (``CheckOptions/parameters``), which win. A JSON `true` passes; `false`, or anything else,
/// fails with the rule's code and message. No answer, an answer outside 200–299, or none in
/// `timeout` fail with codes of their own (``CheckError``).
///
/// The `timeout` bounds what the validation waits, whatever the transport does. The default
/// transport (``URLSessionTransport``) reads at most 64 KiB of an answer (more is a bad
/// response) and follows no redirect: a 3xx answer is a bad response with its status.
///
/// ```swift
/// let rules = RuleSet<SignUp> {
///     Attribute(\.username) {
///         Required()
///         Length(3...20)
///         Remote(url: URL(string: "http://127.0.0.1:8080/usernames/available")!, message: "{attribute} is taken.")
///     }
/// }
/// ```
public struct Remote<Value: Encodable & Sendable>: AsyncValueRule {
    /// Where the request goes.
    public let url: URL
    /// The code of a refusal.
    public let code: ErrorCode
    /// The message of a refusal.
    public let message: MessageTemplate
    /// The extras sent with every request.
    public let parameters: [String: MessageParameter]
    /// How long to wait for the answer.
    public let timeout: Duration
    /// How long an answer is kept for its value.
    public let answerLifetime: Duration

    /// A remote rule at `url`.
    ///
    /// ```swift
    /// Remote<String>(url: URL(string: "http://127.0.0.1:8080/usernames/available")!, timeout: .seconds(3))
    /// ```
    public init(
        url: URL, code: ErrorCode = .remoteRejected, message: MessageTemplate = "{attribute} is not accepted.",
        parameters: [String: MessageParameter] = [:], timeout: Duration = .seconds(10),
        answerLifetime: Duration = .seconds(60)
    ) {
        self.url = url
        self.code = code
        self.message = message
        self.parameters = parameters
        self.timeout = timeout
        self.answerLifetime = answerLifetime
    }

    /// `Remote(<url>)`, for observers' events.
    ///
    /// ```swift
    /// Remote<String>(url: URL(string: "http://127.0.0.1:8080/usernames/available")!).checkName
    /// // "Remote(http://127.0.0.1:8080/usernames/available)"
    /// ```
    public var checkName: String { "Remote(\(url.absoluteString))" }

    /// Posts the value and reads the answer.
    ///
    /// ```swift
    /// let failure = try await Remote<String>(url: URL(string: "http://127.0.0.1:8080/usernames/available")!)
    ///     .check("alice", context: CheckContext())
    /// ```
    public func check(_ value: Value, context: CheckContext) async throws -> RuleFailure? {
        let extras = parameters.merging(context.parameters) { _, call in call }
        let body: Data
        do {
            body = try Self.encoder.encode(RemoteRequestBody(instance: value, extras: extras))
        } catch {
            throw CheckError.unreachable(error)
        }
        let transport = context.transport ?? URLSessionTransport.shared
        let response = try await transport.post(body, to: url, timeout: timeout)
        guard (200...299).contains(response.status) else { throw CheckError.badResponse(status: response.status) }
        return Self.isJSONTrue(response.body) ? nil : RuleFailure(code: code, template: message)
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    /// Whether `body` is the JSON value `true`, with any JSON whitespace around it.
    static func isJSONTrue(_ body: Data) -> Bool {
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        var bytes = body[...]
        while let first = bytes.first, whitespace.contains(first) { bytes = bytes.dropFirst() }
        while let last = bytes.last, whitespace.contains(last) { bytes = bytes.dropLast() }
        return bytes.elementsEqual("true".utf8)
    }
}

/// The body of a remote request: `{"extras": {…}, "instance": value}`.
private struct RemoteRequestBody<Value: Encodable>: Encodable {
    let instance: Value
    let extras: [String: MessageParameter]
}
