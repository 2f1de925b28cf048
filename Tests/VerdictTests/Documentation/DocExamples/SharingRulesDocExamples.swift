// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Foundation
import Verdict
@testable import VerdictTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The examples of the DocC article SharingRulesWithClients.md, verbatim (DocExampleSyncTests
// checks it). Compiled, never run: the round trip itself runs over HTTP in
// FormRoundTripIntegrationTests.

extension DocExamples {
    // MARK: SharingRulesWithClients.md ("A JSON Schema from the rules")

    static func sharingRulesSchema() throws {
        let schema = try SignUp.rules.jsonSchema(for: .register)
        let document = String(decoding: schema.jsonData, as: UTF8.self)
        for omission in schema.omissions { print(omission) }
        _ = document
    }

    // MARK: SharingRulesWithClients.md ("The round trip in code")

    @MainActor func submit(_ form: FormSession<SignUp>, to url: URL) async throws -> Bool {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("de", forHTTPHeaderField: "Accept-Language")
        request.httpBody = try JSONEncoder().encode(form.model)
        let (body, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 422 else { return true }
        form.apply(try JSONDecoder().decode(ValidationProblem.self, from: body))
        return false
    }

    @MainActor static func sharingRulesAfterRefusal(form: FormSession<SignUp>) {
        _ = form.errors(at: \.username).map(\.message) // ["Benutzername ist vergeben."]
        form.username = "alice_2" // the server's error goes; the form is clean again
    }
}
