import Foundation
import Testing
import Verdict
import VerdictTesting

@Suite("Assertions on one rule and one value")
struct ValueRuleTestingTests {
    // MARK: Passing

    @Test func rulesPassAndFailOnSingleValues() {
        Length(min: 3).shouldPass(on: "abc")
        Length(min: 3).shouldFail(on: "ab", withCode: .stringTooShort)
            .withParameter("min", equalTo: 3)
            .withParameter("value", equalTo: "ab")
            .withMessage("Value must contain at least 3 characters.")
            .withMessage("Name must contain at least 3 characters.", label: "Name")
        Number(min: 18).shouldFail(on: 12, withCode: .numberTooSmall).withParameter("min", equalTo: 18)
        Email().shouldPass(on: "alice@example.com")
        Custom<Int>("number.odd", message: "{attribute} must be even.") { $0 % 2 == 0 }.shouldFail(on: 3)
        Trim().shouldFilter("  alice ", to: "alice")
        #expect(Length(5).shouldFail(on: "abc").failure?.code == .stringWrongLength)
    }

    // MARK: Failing

    @Test func shouldPassFailsWithTheRulesFailure() {
        let message =
            #"Expected Length to pass on "ab"; it failed with [string.tooShort] "#
            + #"Value must contain at least 3 characters. (min: 3, value: "ab")"#
        expectIssue(message) { Length(min: 3).shouldPass(on: "ab") }
    }

    @Test func shouldFailFailsWhenTheRulePasses() {
        let message = #"Expected Length to fail on "abc" with code 'string.tooShort'; it passed"#
        expectIssue(message) { Length(min: 3).shouldFail(on: "abc", withCode: .stringTooShort) }
        expectIssue(#"Expected Custom<Int> to fail on 4; it passed"#) { Custom<Int> { $0 % 2 == 0 }.shouldFail(on: 4) }
    }

    @Test func shouldFailFailsOnAnotherCode() {
        let message =
            #"Expected Length to fail on "ab" with code 'string.wrongLength'; it failed with [string.tooShort]"#
        expectIssue(message) { Length(min: 3).shouldFail(on: "ab", withCode: .stringWrongLength) }
    }

    @Test func withParameterFailsOnAnotherValue() {
        let failure = Number(min: 18).shouldFail(on: 12)
        let message =
            "Expected Number<Int> to fail on 12 with parameter min = 21; "
            + "it failed with [number.tooSmall] Value must be no less than 18. (min: 18, value: 12)"
        expectIssue(message) { failure.withParameter("min", equalTo: 21) }
    }

    @Test func withMessageFailsOnAnotherMessage() {
        let failure = Length(min: 3).shouldFail(on: "ab")
        let message =
            #"Expected Length to fail on "ab" with message "Name is too short."; "#
            + "it failed with [string.tooShort] Name must contain at least 3 characters."
        expectIssue(message) { failure.withMessage("Name is too short.", label: "Name") }
    }

    @Test func withMessageInALocale() {
        let failure = Length(min: 3).shouldFail(on: "ab")
        failure.withMessage(
            "Поле «Имя» должно содержать не менее 3 символов.", label: "Имя", in: Locale(identifier: "ru"))
        let message =
            #"Expected Length to fail on "ab" with message "Name is too short." in 'fr'; "#
            + "it failed with [string.tooShort] Name must contain at least 3 characters."
        expectIssue(message) { failure.withMessage("Name is too short.", label: "Name", in: Locale(identifier: "fr")) }
    }

    @Test func aFailedCheckEndsTheChainWithOneIssue() {
        expectIssue(#"Expected Length to fail on "abc"; it passed"#, line: #line + 1) {
            Length(min: 3).shouldFail(on: "abc").withParameter("min", equalTo: 3).withMessage("x")
        }
    }

    @Test func shouldFilterFailsWithWhatTheFilterGave() {
        let message = #"Expected Trim to rewrite "  alice " to "Alice"; it gave "alice""#
        expectIssue(message) { Trim().shouldFilter("  alice ", to: "Alice") }
    }
}
