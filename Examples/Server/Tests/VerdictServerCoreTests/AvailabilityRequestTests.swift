import Foundation
import Testing
import VerdictServerCore

@Suite("The body of a remote validation request")
struct AvailabilityRequestTests {
    private func decode(_ json: String) throws -> AvailabilityRequest {
        try JSONDecoder().decode(AvailabilityRequest.self, from: Data(json.utf8))
    }

    @Test(
        "the instance and the delay extra, as a number or a string; other extras are ignored",
        arguments: [
            (#"{"instance":"bob"}"#, AvailabilityRequest(username: "bob")),
            (#"{"instance":"bob","extras":{}}"#, AvailabilityRequest(username: "bob")),
            (#"{"instance":"bob","extras":null}"#, AvailabilityRequest(username: "bob")),
            (#"{"extras":{"tenant":"demo","n":[1]},"instance":"bob"}"#, AvailabilityRequest(username: "bob")),
            (
                #"{"instance":"bob","extras":{"delayMilliseconds":250}}"#,
                AvailabilityRequest(username: "bob", delay: .milliseconds(250))
            ),
            (
                #"{"instance":"bob","extras":{"delayMilliseconds":"3000"}}"#,
                AvailabilityRequest(username: "bob", delay: .seconds(3))
            ),
            (
                #"{"instance":"bob","extras":{"delayMilliseconds":3600000}}"#,
                AvailabilityRequest(username: "bob", delay: .seconds(30))
            ),
        ])
    func decodes(json: String, expected: AvailabilityRequest) throws {
        #expect(try decode(json) == expected)
    }

    @Test(
        "a body without a string instance, or with a delay that is not a whole number of milliseconds, is refused",
        arguments: [
            "", "true", "[]", "{}", #"{"instance":1}"#, #"{"instance":null}"#, #"{"username":"bob"}"#,
            #"{"instance":"bob","extras":[]}"#, #"{"instance":"bob","extras":{"delayMilliseconds":-1}}"#,
            #"{"instance":"bob","extras":{"delayMilliseconds":"soon"}}"#,
            #"{"instance":"bob","extras":{"delayMilliseconds":true}}"#,
        ])
    func refuses(json: String) {
        #expect(throws: DecodingError.self) { try decode(json) }
    }
}
