import Testing

@testable import VerdictServerCore

@Suite("The username routes")
struct UsernameRoutesTests {
    @Test(
        "a request's pause is cut to the routes' maximum delay",
        arguments: [
            (asked: 0, maximum: 30_000, expected: 0), (asked: 500, maximum: 30_000, expected: 500),
            (asked: 30_000, maximum: 30_000, expected: 30_000), (asked: 500, maximum: 0, expected: 0),
            (asked: 30_000, maximum: 250, expected: 250), (asked: 250, maximum: 250, expected: 250),
        ])
    func delay(asked: Int, maximum: Int, expected: Int) {
        let routes = UsernameRoutes(maximumDelay: .milliseconds(maximum))
        let query = AvailabilityRequest(username: "alice", delay: .milliseconds(asked))
        #expect(routes.delay(for: query) == .milliseconds(expected))
    }

    @Test("the maximum delay is the request's own limit by default")
    func defaultMaximum() {
        #expect(UsernameRoutes().maximumDelay == AvailabilityRequest.maximumDelay)
    }
}
