import Foundation
@testable import VerdictTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP server on 127.0.0.1 in the test process, for the transport's tests over a real
/// socket: it reads each request, then answers as told, and counts the requests and the body
/// bytes it managed to write (what the client took, give or take the sockets' buffers).
final class LocalHTTPServer: @unchecked Sendable {
    enum Behaviour: Sendable {
        /// `200` and a body of spaces without end (no `Content-Length`), written until the client
        /// goes, or `safetyLimit` bytes.
        case endless
        /// `200`, `Content-Length: 1000000`, then one byte every 100 ms, for at most 15 s.
        case drip
        /// `status` with a `Location` pointing at the same path: followed, it would loop.
        case redirect(status: Int)
    }

    /// Where an endless answer stops even if the client reads on: far above any bound a test
    /// asserts, far below the machine's memory.
    static let safetyLimit = 1 << 30

    let port: Int
    private let behaviour: Behaviour
    private let listener: Int32
    private let lock = NSLock()
    private var written = 0
    private var received = 0
    private var open = 0

    /// A server answering with `behaviour`, listening on a port of its own.
    init(_ behaviour: Behaviour) throws {
        self.behaviour = behaviour
        (listener, port) = try LoopbackSocket.bound(listening: 16)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// The URL of `path` on this server.
    func url(_ path: String = "check") -> URL { URL(string: "http://127.0.0.1:\(port)/\(path)")! }

    /// The body bytes written so far, over all connections.
    var bytesWritten: Int { lock.withLock { written } }
    /// The requests read so far.
    var requests: Int { lock.withLock { received } }
    /// The connections not yet closed.
    var openConnections: Int { lock.withLock { open } }

    /// Stops listening.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Waits (polling, at most `seconds`) until every connection closed: the bytes written are
    /// final then.
    func waitForClosedConnections(seconds: Int = 30) async throws {
        for _ in 0..<(seconds * 20) where openConnections > 0 {
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            lock.withLock { open += 1 }
            let thread = Thread { [self] in
                serve(connection)
                close(connection)
                lock.withLock { open -= 1 }
            }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        var small: Int32 = 16_384
        setsockopt(connection, SOL_SOCKET, SO_SNDBUF, &small, socklen_t(MemoryLayout<Int32>.size))
        guard readRequest(connection) else { return }
        lock.withLock { received += 1 }
        switch behaviour {
        case .endless:
            guard write(connection, Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n".utf8)) else {
                return
            }
            let chunk = Data(repeating: 0x20, count: 16_384)
            while bytesWritten < Self.safetyLimit, write(connection, chunk, counted: true) {}
        case .drip:
            let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n"
            guard write(connection, Data(head.utf8)) else { return }
            for _ in 0..<150 {
                guard write(connection, Data(" ".utf8), counted: true) else { return }
                usleep(100_000)
            }
        case .redirect(let status):
            let head =
                "HTTP/1.1 \(status) Redirect\r\nLocation: /check\r\nContent-Length: 4\r\nConnection: close\r\n\r\ntrue"
            _ = write(connection, Data(head.utf8))
        }
    }

    /// Reads a request's head and its `Content-Length` bytes of body.
    private func readRequest(_ connection: Int32) -> Bool {
        var request = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < 1 << 20 {
            if let end = request.range(of: Data("\r\n\r\n".utf8)) {
                let head = String(decoding: request[..<end.lowerBound], as: UTF8.self).lowercased()
                let length =
                    head.components(separatedBy: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
                    ?? 0
                if request.count - end.upperBound >= length { return true }
            }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return false }
            request.append(contentsOf: buffer[0..<count])
        }
        return false
    }

    /// Writes all of `data`; `false` when the client went. Counts it as body when `counted`.
    private func write(_ connection: Int32, _ data: Data, counted: Bool = false) -> Bool {
        let sent = data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let count = send(connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                guard count > 0 else { return false }
                offset += count
                if counted { lock.withLock { written += count } }
            }
            return true
        }
        return sent
    }
}
