import Verdict
import VerdictTesting
import XCTest

/// The helpers under XCTest: outside a Swift Testing test they report with `XCTFail`, at the
/// caller's file and line. Each one is shown failing, with its message.
final class XCTestSupportTests: FailureCapturingTestCase {
    private let shortUsername = Account(username: " al ", email: "alice@example.com", password: "secret123")
    private let alice = Account(username: "alice", email: "alice@example.com", password: "secret123")

    @MainActor func testPassingHelpersRecordNothing() async throws {
        let result = try await shortUsername.testValidate()
        let order = try await Order.rules.testValidate(Order(addresses: [Address(zip: "12345"), Address(zip: "")]))
        let form = try FormSession(alice, rules: Account.rules)
        let failures = capturingFailures {
            try? Account.valid.testValidate().shouldBeValid()
            result.shouldHaveError(at: \.username, withCode: .stringTooShort).withSeverity(.error)
                .withParameter("min", equalTo: 4).withMessage("Username must contain at least 4 characters.").only()
            result.shouldNotHaveError(at: \.email)
            result.shouldHaveExactly([.at(\.username, .stringTooShort)])
            order.shouldHaveError(at: \.addresses[1].zip, withCode: .required)
            order.shouldHaveError(at: "addresses[1].zip").only()
            Length(min: 3).shouldFail(on: "ab", withCode: .stringTooShort).withParameter("min", equalTo: 3)
            Length(min: 3).shouldPass(on: "abc")
            Trim().shouldFilter(" a ", to: "a")
            form.shouldTransition(through: [.clean], applying: [.validate])
            form.shouldTransition(through: ["dirty(email)"]) { $0.email = "oops" }
            form.shouldUndo(to: alice, state: .clean)
            form.shouldRedo(to: Account(username: "alice", email: "oops", password: "secret123"), state: "dirty(email)")
            form.shouldHaveState("dirty(email)")
        }
        XCTAssertEqual(failures.map(\.description), [])
    }

    func testResultAssertionsFail() throws {
        let result = try shortUsername.testValidate()
        let actual = "actual errors:\n  username [string.tooShort] Username must contain at least 4 characters."
        expectFailure("Expected Account to be valid in scenario 'default'; \(actual)") { result.shouldBeValid() }
        expectFailure("Expected an error at 'email' with code 'email.invalid'; \(actual)", line: #line + 1) {
            result.shouldHaveError(at: \.email, withCode: .emailInvalid)
        }
        expectFailure("Expected an error at 'username' with code 'required'; \(actual)", line: #line + 1) {
            result.shouldHaveError(at: \.username).withCode(.required)
        }
        expectFailure("Expected an error at 'username' with message \"Too short.\"; \(actual)", line: #line + 1) {
            result.shouldHaveError(at: \.username).withMessage("Too short.")
        }
        expectFailure("Expected an error at 'username' with severity 'warning'; \(actual)", line: #line + 1) {
            result.shouldHaveError(at: \.username).withSeverity(.warning)
        }
        expectFailure("Expected an error at 'username' with parameter min = 5; \(actual)", line: #line + 1) {
            result.shouldHaveError(at: \.username).withParameter("min", equalTo: 5)
        }
        expectFailure("Expected no error at 'username'; \(actual)") { result.shouldNotHaveError(at: \.username) }
        expectFailure("Expected no errors\n  unexpected: username [string.tooShort]") { result.shouldHaveExactly([]) }
    }

    func testOnlyFails() throws {
        let result = try Account.rules.testValidate(Account(username: "al", email: "nope", password: "secret123"))
        let message = "Expected errors only at 'username'; actual errors:\n  username [string.tooShort]"
        expectFailure(message, line: #line + 1) {
            result.shouldHaveError(at: \.username).only()
        }
    }

    func testIndexedPathsFail() throws {
        let result = try Order.rules.testValidate(Order(addresses: [Address(zip: "12345"), Address(zip: "")]))
        let actual = "actual errors:\n  addresses[1].zip [required] Zip cannot be blank."
        expectFailure("Expected an error at 'addresses[?].zip'; \(actual)", line: #line + 1) {
            result.shouldHaveError(at: \.addresses[0].zip)
        }
        expectFailure("Expected no error at 'addresses[1].zip'; \(actual)", line: #line + 1) {
            result.shouldNotHaveError(at: "addresses[1].zip")
        }
        let exactly = "missing: addresses[0].zip [required]\n  unexpected: addresses[1].zip [required]"
        expectFailure(exactly, line: #line + 1) {
            result.shouldHaveExactly([.at("addresses[0].zip", .required)])
        }
    }

    func testAFailedChainReportsOnceAtTheFailingStep() throws {
        let result = try Account.valid.testValidate()
        let failures = capturingFailures {
            result.shouldHaveError(at: \.email)  // line + 2
                .withCode(.emailInvalid)
                .only()
        }
        XCTAssertEqual(failures.map(\.line), [#line - 4])
        let chain = try shortUsername.testValidate().shouldHaveError(at: \.username)
        let second = capturingFailures {
            chain.withCode(.stringTooShort)
                .withSeverity(.warning)  // fails here, at its own line
                .withMessage("x")
        }
        XCTAssertEqual(second.map(\.line), [#line - 3])
    }

    func testRuleAssertionsFail() {
        expectFailure(#"Expected Length to pass on "ab"; it failed with [string.tooShort]"#, line: #line + 1) {
            Length(min: 3).shouldPass(on: "ab")
        }
        expectFailure(#"Expected Length to fail on "abc" with code 'string.tooShort'; it passed"#, line: #line + 1) {
            Length(min: 3).shouldFail(on: "abc", withCode: .stringTooShort)
        }
        let failure = Length(min: 3).shouldFail(on: "ab")
        let parameter = #"Expected Length to fail on "ab" with parameter min = 4; it failed with [string.tooShort]"#
        expectFailure(parameter, line: #line + 1) {
            failure.withParameter("min", equalTo: 4)
        }
        let message = #"Expected Length to fail on "ab" with message "Short."; it failed with [string.tooShort]"#
        expectFailure(message, line: #line + 1) {
            failure.withMessage("Short.")
        }
        expectFailure(#"Expected Trim to rewrite " a " to " a"; it gave "a""#) { Trim().shouldFilter(" a ", to: " a") }
    }

    @MainActor func testStateAssertionsFail() async throws {
        let form = try FormSession(Account(), rules: Account.rules)
        expectFailure("Expected the state clean; actual state empty") { form.shouldHaveState(.clean) }
        let states = "Expected the states clean; actual states: dirty(username), invalid(2 errors)\n  set username"
        expectFailure(states, line: #line + 1) {
            form.shouldTransition(through: [.clean], applying: [.set(\.username, to: "alice"), .validate])
        }
        expectFailure("Expected the states empty; actual states: dirty(email)", line: #line + 1) {
            form.shouldTransition(through: [.empty]) { $0.email = "alice@example.com" }
        }
        let undo = """
            Expected undo to return to state clean with the expected model; the state is empty; \
            the model differs: username: expected "alice", actual ""
            """
        expectFailure(undo, line: #line + 1) {
            form.shouldUndo(to: Account(username: "alice"), state: .clean)
        }
        let redo = #"the state is dirty(email); the model differs: email: expected "", actual "alice@example.com""#
        expectFailure(redo, line: #line + 1) {
            form.shouldRedo(to: Account(username: "alice"), state: .empty)
        }
    }

    /// The harness itself: a helper that does not fail is caught.
    func testAHelperThatDoesNotFailIsCaught() throws {
        let result = try Account.valid.testValidate()
        let failures = capturingFailures {
            expectFailure("Expected Account to be valid") { result.shouldBeValid() }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("Expected one failure containing") ?? false)
    }
}
