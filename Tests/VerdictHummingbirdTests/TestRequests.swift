#if Hummingbird
    import Foundation
    import Hummingbird
    import Logging
    import Verdict

    /// A request context for calling routes' code without a server.
    struct TestContext: RequestContext {
        struct Source: RequestContextSource {
            var logger = Logger(label: "VerdictHummingbirdTests")
        }

        var coreContext: CoreRequestContextStorage

        init(source: Source) {
            coreContext = CoreRequestContextStorage(source: source)
        }

        init() {
            self.init(source: Source())
        }
    }

    /// The chunks of a body, counting those read, so that a test can tell how much of it was read.
    final class CountingChunks: AsyncSequence, @unchecked Sendable {
        typealias Element = ByteBuffer

        private let chunks: [ByteBuffer]
        private let lock = NSLock()
        private var read = 0

        init(_ chunks: [String]) {
            self.chunks = chunks.map { ByteBuffer(string: $0) }
        }

        /// How many chunks were read.
        var readCount: Int { lock.withLock { read } }

        struct AsyncIterator: AsyncIteratorProtocol {
            let source: CountingChunks
            var index = 0

            mutating func next() async -> ByteBuffer? {
                guard index < source.chunks.count else { return nil }
                defer { index += 1 }
                source.lock.withLock { source.read += 1 }
                return source.chunks[index]
            }
        }

        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(source: self) }
    }

    /// A POST to `path` with `body`, its `Content-Length` unless told otherwise.
    func post(
        _ path: String = "/signup", body: String, contentType: String? = "application/json",
        contentLength: String?? = .none, acceptLanguage: String? = nil
    ) -> Request {
        var fields = HTTPFields()
        if let contentType { fields[.contentType] = contentType }
        if let acceptLanguage { fields[.acceptLanguage] = acceptLanguage }
        if let length = contentLength ?? String(body.utf8.count) { fields[.contentLength] = length }
        let head = HTTPRequest(method: .post, scheme: "http", authority: "127.0.0.1", path: path, headerFields: fields)
        return Request(head: head, body: RequestBody(buffer: ByteBuffer(string: body)))
    }

    /// A POST to `path` whose body comes in `chunks`, with no `Content-Length` unless given.
    func post(_ path: String = "/signup", chunks: CountingChunks, contentLength: Int? = nil) -> Request {
        var fields: HTTPFields = [.contentType: "application/json"]
        if let contentLength { fields[.contentLength] = String(contentLength) }
        let head = HTTPRequest(method: .post, scheme: "http", authority: "127.0.0.1", path: path, headerFields: fields)
        return Request(head: head, body: RequestBody(asyncSequence: chunks))
    }

    /// A sign-up whose admin flag a client must not set.
    struct Account: SelfValidating, AssignableModel, Sendable, Equatable {
        var username = ""
        var email = ""
        var password = ""
        var age: Int?
        var isAdmin = false

        static let rules = RuleSet<Account> {
            Attribute(\.username) {
                Trim()
                Required()
                Length(min: 4)
            }
            Attribute(\.email) { Email() }
            Attribute(\.age) { Number(min: 18) }
            Unsafe(\.isAdmin)
            Scenario(.register) {
                Attribute(\.password) {
                    Required()
                    Length(min: 8)
                }
            }
        }
    }
#endif
