#if Hummingbird
    import Foundation
    import Hummingbird
    import NIOCore
    import VerdictSchema

    extension Request {
        /// The body, or `nil` when it is larger than `maximumBytes`: refused at once when its
        /// `Content-Length` says so, otherwise as soon as the bytes read pass the limit, so that at
        /// most `maximumBytes` are kept, and the rest is never read. Throws when the body cannot be
        /// read (the connection broke off).
        ///
        /// The bytes are gathered by NIO's `collect(upTo:)` (inlinable, so specialized here), which
        /// keeps a body that arrives in one buffer without copying it.
        func boundedBody(maximumBytes: Int) async throws -> Data? {
            if let declared = firstValue(of: .contentLength).flatMap({ Int($0) }), declared > maximumBytes {
                return nil
            }
            do {
                let buffer = try await body.collect(upTo: max(maximumBytes, 0))
                return Data(buffer.readableBytesView)
            } catch is NIOTooManyBytesError {
                return nil
            }
        }
    }
#endif
