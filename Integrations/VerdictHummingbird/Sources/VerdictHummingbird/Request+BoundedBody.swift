import Foundation
import Hummingbird
import Verdict

extension Request {
    /// The body, or `nil` when it is larger than `maximumBytes`: refused at once when its
    /// `Content-Length` says so, otherwise as soon as the bytes read pass the limit, so that at
    /// most `maximumBytes` are kept, and the rest is never read. Throws when the body cannot be
    /// read (the connection broke off).
    func boundedBody(maximumBytes: Int) async throws -> Data? {
        let declared = headers[.contentLength].flatMap { Int($0) }
        if let declared, declared > maximumBytes { return nil }
        var bytes = Data()
        bytes.reserveCapacity(min(declared ?? 0, maximumBytes))
        for try await buffer in body {
            guard buffer.readableBytes <= maximumBytes - bytes.count else { return nil }
            buffer.withUnsafeReadableBytes { bytes.append(contentsOf: $0) }
        }
        return bytes
    }
}
