import Foundation
import Verdict

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a client learns of the form without Swift: the JSON Schema of the `register` scenario.
/// Prints a few of its lines, and the rules it leaves out (where it is looser than Verdict), which
/// the document names under each property in `x-verdict-unchecked`.
func schemaExcerpt() throws {
    let schema = try SignUp.rules.jsonSchema(for: .register)
    let document = try JSONSerialization.jsonObject(with: schema.jsonData) as? [String: Any] ?? [:]
    let properties = document["properties"] as? [String: Any] ?? [:]
    func compact(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }
    print("  \"required\": \(try compact(document["required"] ?? []))")
    for name in ["username", "age"] {
        var property = properties[name] as? [String: Any] ?? [:]
        let unchecked = property.removeValue(forKey: "x-verdict-unchecked") as? [[String: Any]] ?? []
        let rules = unchecked.compactMap { $0["rule"] as? String }
        print(
            "  \"\(name)\": \(try compact(property))\(rules.isEmpty ? "" : ", unchecked: \(rules.joined(separator: ", "))")"
        )
    }
    print("  Left out, checked by Verdict only (\(schema.omissions.count) rules), for example:")
    for omission in schema.omissions.prefix(3) { print("    \(omission)") }
}

/// The sign-up's submission, answered as `POST /signup/checked` of the example server answers it:
/// the form's rules and the username's availability (which only the server knows), the problem
/// in the language the client asked for. Stands in for the server when none is given.
struct SignUpServer: Sendable {
    /// The server's rules: the form's, and a username nobody has (the names of ``DemoServer``).
    var rules: RuleSet<SignUp> {
        RuleSet<SignUp> {
            SignUp.rules
            Attribute(\.username) {
                Custom<String>("username.taken", message: "{attribute} is taken.") { name async in
                    !DemoServer.taken.contains(name.lowercased())
                }
            }
        }
    }

    /// The server's own words in German: the form's labels, and the message of its code.
    static let messages: MessageCatalog = {
        var catalog = MessageCatalog()
        catalog.add(
            language: "de", messages: ["username.taken": "{attribute} ist vergeben."],
            labels: ["username": "Benutzername", "email": "E-Mail", "password": "Passwort", "age": "Alter"])
        return catalog
    }()

    /// The status and body the server answers `body` with, in `language`.
    func answer(_ body: Data, language: String) async throws -> (status: Int, body: Data) {
        var signUp = SignUp()
        let result = try await rules.assign(.json(body), to: &signUp, scenario: .register)
        let locale = Self.messages.locale(forAcceptLanguage: language)
        if let problem = result.problem(instance: "/signup/checked", locale: locale, catalog: Self.messages) {
            return (problem.status, problem.jsonData)
        }
        return (201, Data(#"{"username":"\#(signUp.username)"}"#.utf8))
    }
}

/// POSTs `body` to `/signup/checked` of `server` (the example server), asking for German; without
/// a server, the stand-in answers.
func submit(_ body: Data, to server: URL?) async throws -> (status: Int, body: Data) {
    guard let server else { return try await SignUpServer().answer(body, language: "de") }
    var request = URLRequest(url: server.appendingPathComponent("signup/checked"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("de", forHTTPHeaderField: "Accept-Language")
    request.httpBody = body
    let (data, response) = try await URLSession.shared.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
}

/// The round trip: a form filled in and clean on the client, submitted; the server's 422 (a
/// taken username, which the client cannot know) put back on the form, in German; the username
/// changed, the form clean again, submitted, accepted.
@MainActor
func roundTrip(server: URL?) async throws {
    let form = try FormSession(SignUp(), rules: SignUp.rules, scenario: .register, validatesOnChange: true)
    form.username = "alice"
    form.email = "alice@example.com"
    form.password = "correct horse 1"
    form.passwordRepeat = "correct horse 1"
    form.acceptedTerms = true
    print("Filled in: \(form.state)")
    let refused = try await submit(JSONEncoder().encode(form.model), to: server)
    print("Submitted: \(refused.status)")
    guard refused.status == 422 else { return }
    form.apply(try JSONDecoder().decode(ValidationProblem.self, from: refused.body))
    print("The server's answer applied: \(form.state)")
    for error in form.report.errors {
        print("    \(error.path): \(error.message)\(error.isFromServer ? " (from the server)" : "")")
    }
    form.username = "alice_2"
    print("Username changed to \"alice_2\": \(form.state)")
    let accepted = try await submit(JSONEncoder().encode(form.model), to: server)
    print("Submitted again: \(accepted.status) \(String(decoding: accepted.body, as: UTF8.self))")
}
