import Foundation

/// The JSON bodies of a sign-up request, as a server receives them: the same bytes go to Vapor
/// and to Verdict.
struct SignUpBody: Sendable {
    /// Names the body in the correctness check.
    var name: String
    var json: String
    var data: Data
    /// The fields that fail, in declaration order: what both sides must report.
    var failingFields: [String]

    init(_ name: String, _ json: String, failing failingFields: [String] = []) {
        self.name = name
        self.json = json
        self.data = Data(json.utf8)
        self.failingFields = failingFields
    }

    /// Passes every rule.
    static let valid = SignUpBody(
        "valid", #"{"username":"alice","email":"alice@example.com","password":"correct horse 1","age":30}"#)

    /// Fails all four fields: username too short, email without a top-level domain, password too
    /// short, age too small.
    static let invalid = SignUpBody(
        "invalid", #"{"username":"Al","email":"alice@example","password":"short","age":12}"#,
        failing: ["username", "email", "password", "age"])

    /// The benchmark's two bodies and edge cases of each rule, for the correctness check.
    static let all: [SignUpBody] = [
        valid, invalid,
        SignUpBody("bounds", #"{"username":"abcd","email":"a@b.co","password":"12345678","age":18}"#),
        SignUpBody(
            "upper bounds",
            #"{"username":"abcdefghijklmnopqrstuvwx","email":"x.y@mail.example.org","password":"p","age":120}"#,
            failing: ["password"]),
        SignUpBody(
            "past the bounds",
            #"{"username":"abcdefghijklmnopqrstuvwxy","email":"alice@example.com","password":"1234567","age":121}"#,
            failing: ["username", "password", "age"]),
        SignUpBody(
            "not alphanumeric",
            #"{"username":"alice_1","email":"alice example.com","password":"correct horse 1","age":30}"#,
            failing: ["username", "email"]),
        SignUpBody(
            "empty strings", #"{"username":"","email":"","password":"","age":30}"#,
            failing: ["username", "email", "password"]),
        SignUpBody(
            "Unicode letters", #"{"username":"Zoë2024","email":"zoe@example.com","password":"mot de passe","age":99}"#),
    ]
}
