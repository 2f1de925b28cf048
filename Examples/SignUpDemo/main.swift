import Foundation
import Verdict

/// Validates a good and a bad sign-up, prints the errors, then the same errors as JSON.
func demo() throws {
    var good = SignUp(
        username: "  alice ", email: "alice@example.com", password: "correct horse 1",
        passwordRepeat: "correct horse 1", age: 30, website: "alice.dev", acceptedTerms: true)
    let goodReport = try good.validate(scenario: .register)
    print("Good sign-up is valid: \(goodReport.isValid)")
    print(
        "  filters applied: username \"\(good.username)\", website \"\(good.website)\", country \(good.country ?? "-")")

    var bad = SignUp(
        username: "Al", email: "alice@example", password: "short", passwordRepeat: "shorter", age: 12,
        website: "ftp://files.example.com")
    let badReport = try bad.validate(scenario: .register)
    print("\nBad sign-up is valid: \(badReport.isValid)")
    for error in badReport.errors {
        print("  \(error.path) [\(error.code)] \(error.message)")
    }

    let login = SignUp(username: "alice", email: "alice@example.com")
    print("\nLogin without a password is valid: \(try SignUp.rules.isValid(login, scenario: .login))")

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    print("\nFirst error as JSON:")
    print(String(decoding: try encoder.encode(badReport.errors[0]), as: UTF8.self))

    // A request body, as a server receives it: assigned to the safe attributes and validated in
    // one call. `isAdmin` names no attribute, so it is ignored and listed; the age is not a number.
    let body = Data(
        #"{"username": "bob", "email": "bob@example.com", "password": "hunter2", "age": "forty", "isAdmin": true}"#
            .utf8)
    var assigned = SignUp()
    let result = try SignUp.rules.assign(.json(body), to: &assigned, scenario: .register)
    print("\nA JSON body, assigned and validated: assigned \(result.isAssigned)")
    print("  ignored keys: \(result.ignoredKeys.map(\.description).joined(separator: ", "))")
    for error in result.report.errors {
        print("  \(error.path) [\(error.code)] \(error.message)")
    }
}

do {
    try demo()
    print("\nA form session, validated as you type:")
    try formSession()
    let arguments = CommandLine.arguments
    // `--server http://127.0.0.1:PORT`: the example server (`Examples/Server`); its
    // `/usernames/available`, which the demo once took, is read as the server too.
    let server = arguments.firstIndex(of: "--server").flatMap {
        arguments.indices.contains($0 + 1) ? URL(string: arguments[$0 + 1]) : nil
    }.map { $0.path.hasSuffix("usernames/available") ? $0.deletingLastPathComponent().deletingLastPathComponent() : $0 }
    let availability = server?.appendingPathComponent("usernames/available")
    print("\nA username checked by a server while typing\(availability.map { " (\($0))" } ?? ""):")
    try await usernameSession(server: availability)
    print("\nThe JSON Schema of the register scenario, for clients without Swift (an excerpt):")
    try schemaExcerpt()
    print(
        "\nThe round trip: the form submitted to \(server?.absoluteString ?? "a stand-in server"), its 422 back on it:"
    )
    try await roundTrip(server: server)
} catch {
    print(error)
}
