import Testing
import VerdictServerCore

@Suite("The command line of verdict-server")
struct ServerOptionsTests {
    @Test(
        "the port, 8080 by default, 0 for a free one",
        arguments: [
            ([String](), 8080), (["--port", "0"], 0), (["--port", "9001"], 9001), (["--port", "1", "--port", "2"], 2),
        ])
    func port(arguments: [String], expected: Int) throws {
        #expect(try ServerOptions.parse(arguments) == ServerOptions(port: expected))
    }

    @Test(
        "the maximum delay, 30 s by default, in milliseconds from 0 to 30000",
        arguments: [
            ([String](), 30_000), (["--maximum-delay-ms", "0"], 0), (["--maximum-delay-ms", "250"], 250),
            (["--maximum-delay-ms", "30000"], 30_000), (["--maximum-delay-ms", "5", "--port", "0"], 5),
        ])
    func maximumDelay(arguments: [String], milliseconds: Int) throws {
        #expect(try ServerOptions.parse(arguments).maximumDelay == .milliseconds(milliseconds))
    }

    @Test(
        "anything else is a usage error",
        arguments: [
            ["--port"], ["--port", "x"], ["--port", "65536"], ["--port", "-1"], ["--host", "0.0.0.0"], ["8080"],
            ["--maximum-delay-ms"], ["--maximum-delay-ms", "-1"], ["--maximum-delay-ms", "30001"],
            ["--maximum-delay-ms", "1.5"],
        ])
    func usageError(arguments: [String]) {
        #expect(throws: ServerOptions.UsageError.self) { try ServerOptions.parse(arguments) }
    }
}
