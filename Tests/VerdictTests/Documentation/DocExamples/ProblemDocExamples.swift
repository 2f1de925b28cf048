// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Foundation
import Verdict
@testable import VerdictTestSupport

// The examples of the problem details (ValidationProblem, AttributePath.jsonPointer,
// AssignmentResult.problem), verbatim (DocExampleSyncTests checks it).

extension DocExamples {
    /// Stands for a server framework's response in the `ValidationProblem` example.
    struct ProblemResponse {
        var headers: [String: String] = [:]
        var body = Data()
    }

    static func problemResponse(report: ValidationReport, response: inout ProblemResponse) {
        let problem = report.problem(instance: "/signup")
        response.headers["Content-Type"] = ValidationProblem.contentType
        response.body = problem.jsonData
    }

    static func problemParts(report: ValidationReport) {
        _ = ValidationProblem.contentType // "application/problem+json"
    }

    static func problemBodies(report: ValidationReport) {
        do {
            let body: Data = report.problem().jsonData
            _ = body
        }
        do {
            let body = report.problem(instance: "/signup").jsonData
            let german = report.problem(instance: "/signup", locale: Locale(identifier: "de"))
            _ = (body, german)
        }
        do {
            let problem = report.problem(locale: Locale(identifier: "de-CH"))
            _ = problem.contentLanguage // "de"
        }
    }

    static func assignmentProblem(result: AssignmentResult) -> Data? {
        if let problem = result.problem(instance: "/signup") { return problem.jsonData }
        return nil
    }

    static func localizedAssignmentProblem(result: AssignmentResult) -> Data? {
        let locale = MessageCatalog().locale(forAcceptLanguage: "de-CH, de;q=0.9")
        if let problem = result.problem(instance: "/signup", locale: locale) { return problem.jsonData }
        return nil
    }

    // MARK: ValidationProblem+Decoding.swift

    static func problemFromJSON(body: Data) throws -> ValidationProblem {
        let problem = try ValidationProblem(json: body)
        return problem
    }

    static func jsonPointers() {
        _ = AttributePath("items[0].quantity").jsonPointer // "/items/0/quantity"
        _ = AttributePath([.property("a/b~c")]).jsonPointer // "/a~1b~0c"
    }

    // MARK: FormSession+Problem.swift

    @MainActor static func formSessionApply(form: FormSession<SignUp>, body: Data) throws {
        let problem = try ValidationProblem(json: body)
        form.apply(problem, keys: .snakeCase)
        _ = form.errors(at: \.username).first?.message // "Benutzername ist vergeben."
    }

    // MARK: StateMachine.md ("The server's answer")

    @MainActor static func stateMachineServerAnswer(form: FormSession<SignUp>, body: Data) throws {
        let problem = try JSONDecoder().decode(ValidationProblem.self, from: body)
        form.apply(problem, keys: .snakeCase)
        _ = form.errors(at: \.username).first?.isFromServer // true
        form.username = "alice2"                         // its server error goes; the others stay
    }

    // MARK: FormGroup.swift (apply)

    @MainActor static func formGroupApply(form: FormGroup, problem: ValidationProblem) {
        form.apply(problem) // "/account/email" lands on account's email
        _ = form.report.errors(at: "account.email").first?.isFromServer // true
    }

    // MARK: ValidationError.swift (isFromServer)

    @MainActor static func validationErrorFromServer(form: FormSession<SignUp>) {
        _ = form.report.errors.filter(\.isFromServer).map(\.message) // ["Benutzername ist vergeben."]
    }
}
