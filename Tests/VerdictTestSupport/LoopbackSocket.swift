import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// TCP sockets of 127.0.0.1 for the tests over real sockets (``LocalHTTPServer``,
/// ``RawHTTPClient``, the integration tests' reserved port): made, then bound to a free port or
/// connected; a failed call closes the socket and throws the call's name.
enum LoopbackSocket {
    struct Failure: Error, CustomStringConvertible {
        var call: String
        var description: String { "\(call) on 127.0.0.1 failed" }
    }

    /// A socket bound to a free port of 127.0.0.1, listening with `backlog` unless it is `nil`,
    /// and that port.
    static func bound(listening backlog: Int32?) throws -> (descriptor: Int32, port: Int) {
        let descriptor = try make()
        var address = Self.address(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && (backlog.map { listen(descriptor, $0) == 0 } ?? true)
                    && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw Failure(call: "bind")
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// A socket connected to `port` of 127.0.0.1.
    static func connected(to port: Int) throws -> Int32 {
        let descriptor = try make()
        var address = Self.address(port: port)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else {
            close(descriptor)
            throw Failure(call: "connect to port \(port)")
        }
        return descriptor
    }

    private static func make() throws -> Int32 {
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, stream, 0)
        guard descriptor >= 0 else { throw Failure(call: "socket") }
        return descriptor
    }

    private static func address(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
