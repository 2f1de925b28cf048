import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One HTTP/1.1 request written as bytes to a server of 127.0.0.1, and its answer read to the
/// end of the connection: for what `URLSession` will not send, such as a body without a
/// `Content-Type` (it adds `application/x-www-form-urlencoded`). Reading stops after 10 seconds
/// without data, or past 16 MiB.
struct RawHTTPClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A server's answer: its status, its header fields (names in lowercase) and its body.
    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: Data
    }

    let port: Int

    /// The client of `url`'s port, which must be on 127.0.0.1.
    init(_ url: URL) throws {
        guard url.host == "127.0.0.1", let port = url.port else { throw Failure(description: "not 127.0.0.1: \(url)") }
        self.port = port
    }

    /// `POST path` with `body` and the `headers` given (a `Content-Length` is added), on a
    /// connection of its own that the request closes.
    func post(_ path: String, body: Data, headers: [(String, String)]) throws -> Answer {
        var head = "POST /\(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n\r\n"
        let response = try exchange(Data(head.utf8) + body)
        return try Self.parse(response)
    }

    private func exchange(_ request: Data) throws -> Data {
        let descriptor = try LoopbackSocket.connected(to: port)
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        request.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = send(descriptor, raw.baseAddress! + offset, raw.count - offset, 0)
                // A server may answer and close before it reads the whole body (a body too large).
                guard written > 0 else { return }
                offset += written
            }
        }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while response.count < 16 << 20 {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            response.append(contentsOf: buffer[0..<count])
        }
        guard !response.isEmpty else { throw Failure(description: "no answer from 127.0.0.1:\(port)") }
        return response
    }

    /// The status line, the header fields and the body (`Content-Length` bytes, or the rest).
    private static func parse(_ response: Data) throws -> Answer {
        let separator = Data("\r\n\r\n".utf8)
        guard let end = response.range(of: separator) else { throw Failure(description: "no end of head") }
        let head = String(decoding: response[..<end.lowerBound], as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        let statusLine = lines[0].split(separator: " ", maxSplits: 2)
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "status line \(lines[0])")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        var body = Data(response[end.upperBound...])
        if let length = headers["content-length"].flatMap({ Int($0) }), length <= body.count {
            body = body.prefix(length)
        }
        return Answer(status: status, headers: headers, body: body)
    }
}
