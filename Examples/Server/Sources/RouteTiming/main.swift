// The example server's routes timed in-process, without the network: each request goes through
// the server's router and responder as over HTTP, from a `Request` built here (the HTTP
// benchmark's sign-up body) to the `Response`. The paths given are timed in turns, 2,000
// requests a batch, 30 rounds, and each is compared with the first in the same round: the
// ratios hold on a busy machine better than the times. The HTTP benchmark
// (`Benchmarks/Scripts/http_benchmark.py`) measures the same routes over loopback, where the
// network's share of the time dilutes what a route costs.
//
//     swift run -c release --package-path Examples/Server RouteTiming /signup/unvalidated /signup
//
// Valgrind cannot run this program (it stops at the first thread the concurrency runtime
// starts), so it counts no instructions: pin it to one core (`taskset -c 0`) for steadier times.
import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import Verdict
import VerdictServerCore

var arguments = Array(CommandLine.arguments.dropFirst())
/// `--tasks N`: each batch is split among N tasks that run at once, as a server's connections do.
let tasks: Int = {
    guard let flag = arguments.firstIndex(of: "--tasks"), flag + 1 < arguments.count,
        let count = Int(arguments[flag + 1])
    else { return 1 }
    arguments.removeSubrange(flag...(flag + 1))
    return max(count, 1)
}()
let paths = arguments
guard !paths.isEmpty else {
    print("usage: RouteTiming [--tasks N] <path> [<path>…]   (the first path is the baseline)")
    exit(2)
}
let body =
    #"{"username":"bobby","email":"bob@example.com","password":"correct horse 1","#
    + #""passwordRepeat":"correct horse 1","age":30,"website":"https://example.com","country":"US","#
    + #""acceptedTerms":true}"#
let router = Router(context: BasicRequestContext.self)
SignUpRoutes().add(to: router, describedIn: APIDescription(title: "RouteTiming", version: "1"))
let responder = router.buildResponder()
let logger = Logger(label: "route-timing")
let channel = NIOAsyncTestingChannel()

/// One request to `path`, as the server would answer it; returns the status.
func respond(_ path: String) async throws -> Int {
    let request = Request(
        head: HTTPRequest(
            method: .post, scheme: "http", authority: "127.0.0.1", path: path,
            headerFields: [.contentType: "application/json", .contentLength: String(body.utf8.count)]),
        body: RequestBody(buffer: ByteBuffer(string: body)))
    let context = BasicRequestContext(source: ApplicationRequestContextSource(channel: channel, logger: logger))
    return try await Int(responder.respond(to: request, context: context).status.code)
}

/// Median nanoseconds a request for each path, and each path's median ratio to the first's.
func measure(rounds: Int = 30, batch: Int = 2000) async throws -> [(nanoseconds: Double, ratio: Double)] {
    var times = Array(repeating: [Double](), count: paths.count)
    for _ in 0..<rounds {
        for (index, path) in paths.enumerated() {
            let start = ContinuousClock.now
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<tasks {
                    group.addTask { for _ in 0..<(batch / tasks) { _ = try await respond(path) } }
                }
                try await group.waitForAll()
            }
            let elapsed = (ContinuousClock.now - start).components
            times[index].append((Double(elapsed.seconds) * 1e9 + Double(elapsed.attoseconds) / 1e9) / Double(batch))
        }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return times.map { ($0.isEmpty ? 0 : median($0), median(zip($0, times[0]).map { $0 / $1 })) }
}

// Off the main actor, as a server's handlers run.
try await Task.detached {
    for path in paths {
        let status = try await respond(path)
        guard status == 201 else {
            print("\(path) answers \(status), not 201: nothing to time")
            exit(1)
        }
    }
    for (path, result) in zip(paths, try await measure()) {
        print("\(path)  \(Int(result.nanoseconds)) ns/request  \(String(format: "%.3f", result.ratio))x \(paths[0])")
    }
}.value
