import Foundation
import Testing
import Verdict
import VerdictTesting
import XCTest

// The DocC article's "Testing your models" example, verbatim, so that it cannot go stale.
// `SignUp` is the README's first example (ReadmeExampleTests.swift).
// --- example start ---
@Suite @MainActor struct SignUpTests {
    @Test func aShortUsernameIsTheOnlyProblem() throws {
        let form = SignUp(
            username: "  Al ", email: "al@example.com", password: "s3cret-pass", passwordRepeat: "s3cret-pass")
        let result = try form.testValidate(scenario: .register)
        result.shouldHaveError(at: \.username, withCode: .stringTooShort)
            .withParameter("min", equalTo: 4)
            .withMessage("Username must contain at least 4 characters.")
            .only()
        #expect(result.model.username == "Al")  // the filters ran
    }

    @Test func everyMistakeIsReported() throws {
        let form = SignUp(username: "Al", email: "al@example", password: "short", passwordRepeat: "shorter", age: 12)
        try form.testValidate(scenario: .register).shouldHaveExactly([
            .at(\.username, .stringTooShort),
            .at(\.email, .emailInvalid),
            .at(\.age, .numberTooSmall),
            .at(\.password, .stringTooShort),
            .at(\.passwordRepeat, .compareFailed),
        ])
    }

    @Test func oneRuleOnOneValue() {
        Length(4...24).shouldFail(on: "Al", withCode: .stringTooShort).withParameter("min", equalTo: 4)
        Email().shouldPass(on: "alice@example.com")
        Trim().shouldFilter("  alice ", to: "alice")
    }

    @Test func editingThenUndoing() throws {
        let form = try FormSession(SignUp(), rules: SignUp.rules, scenario: .register)
        form.shouldTransition(
            through: ["dirty(username)", "invalid(3 errors)", .empty],
            applying: [.set(\.username, to: "alice"), .validate, .undo])
    }
}

final class SignUpXCTests: XCTestCase {
    func testAShortUsernameIsTheOnlyProblem() throws {
        let form = SignUp(
            username: "Al", email: "al@example.com", password: "s3cret-pass", passwordRepeat: "s3cret-pass")
        try form.testValidate(scenario: .register).shouldHaveError(at: \.username, withCode: .stringTooShort).only()
    }
}
// --- example end ---

@Suite("Documentation of VerdictTesting")
struct TestingYourModelsDocumentationTests {
    /// The example between the markers above appears, verbatim, in each document.
    @Test(arguments: ["Sources/VerdictTesting/VerdictTesting.docc/TestingYourModels.md"])
    func theExampleIsCopiedVerbatim(into document: String) throws {
        let thisFile = URL(fileURLWithPath: #filePath)
        let root = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let source = try String(contentsOf: thisFile, encoding: .utf8)
        let example = try #require(
            source.components(separatedBy: "\n// --- example start ---\n").last?
                .components(separatedBy: "\n// --- example end ---").first)
        #expect(example.contains("@Suite @MainActor struct SignUpTests"))
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        #expect(text.contains(example))
    }
}
