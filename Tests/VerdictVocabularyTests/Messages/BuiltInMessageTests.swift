import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictRemote
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// Every template the rules write is one of the built-in messages, under one of its codes: so
/// that each is translated, and none is written in two places that drift apart.
@Suite("Built-in messages")
struct BuiltInMessageTests {
    /// The failures of the rules, and the templates the assignment and the state machine use.
    static var failures: [(String, RuleFailure?)] {
        var failures: [(String, RuleFailure?)] = [
            ("Required", Required<String>().validate("")),
            ("Required(equalTo:)", Required(equalTo: "yes").validate("no")),
            ("Length too short", Length(min: 3).validate("a")),
            ("Length too long", Length(max: 1).validate("ab")),
            ("Length exactly", Length(2).validate("a")),
            ("BooleanFormat", BooleanFormat<String>().validate("maybe")),
            ("Email", Email().validate("nope")),
            ("URLFormat", URLFormat().validate("nope")),
            ("In", In(["a"]).validate("b")),
            ("In not", In(["a"], not: true).validate("a")),
            ("In array", In(["a"], allowArray: false).validate(["a"])),
            ("Match", Match("^a$").validate("b")),
            ("Match not", Match("^a$", not: true).validate("a")),
            ("Number min", Number<Int>(min: 2).validate(1)),
            ("Number max", Number<Int>(max: 0).validate(1)),
            ("Number integer", Number<String>(integerOnly: true).validate("1.5")),
            ("Number invalid", Number<String>().validate("x")),
            ("digit", Characters.containsDigit.validate("a")),
            ("letter", Characters.containsLetter.validate("1")),
            ("uppercase", Characters.containsUppercase.validate("a")),
            ("lowercase", Characters.containsLowercase.validate("A")),
            ("symbol", Characters.containsSymbol.validate("a")),
            ("only", Characters.only(\.isNumber).validate("a")),
            ("Custom", Custom<String> { _ in false }.validate("a")),
            ("not awaited", RuleFailure.notAwaited),
            ("timeout", CheckError.timeout.failure),
            ("unreachable", CheckError.unreachable().failure),
            ("bad response", CheckError.badResponse(status: 500).failure),
            ("wrong type", InputConversionError.wholeNumber.failure),
            ("out of range", InputConversionError.outOfRange(min: "0", max: "9").failure),
            ("not finite", InputConversionError.notFinite.failure),
            ("malformed", InputFailure.malformed("JSON", "unexpected end", at: AttributePath(), offset: 0).failure),
            ("too large", InputFailure.tooLarge(maximum: 9).failure),
            ("too deep", InputFailure.tooDeep(maximum: 9, at: AttributePath()).failure),
            ("duplicate", InputFailure.duplicate(at: AttributePath()).failure),
            ("unsupported media type", InputFailure.unsupportedMediaType.failure),
            ("unknown key", RuleFailure(code: .inputUnknownKey, template: AssignmentRun.unknownTemplate)),
            ("not assignable", RuleFailure(code: .inputNotAssignable, template: AssignmentRun.notAssignableTemplate)),
            ("too many errors", RuleFailure(code: .inputTooManyErrors, template: AssignmentRun.tooManyTemplate)),
            (
                "remote",
                RuleFailure(
                    code: .remoteRejected, template: Remote<String>(url: URL(string: "https://x.test")!).message)
            ),
        ]
        for op in ComparisonOperator.allCases {
            failures.append(("Compare \(op.rawValue)", RuleFailure(code: .compareFailed, template: op.template)))
        }
        return failures
    }

    @Test("each rule's template is a built-in message of its code") func rulesUseBuiltInMessages() {
        var seen = Set<BuiltInMessage>()
        for (name, failure) in Self.failures {
            guard let failure else {
                Issue.record("\(name) did not fail")
                continue
            }
            guard let message = failure.template.storage.builtIn else {
                Issue.record("\(name): \"\(failure.template.text)\" is not a built-in message")
                continue
            }
            #expect(message.codes.contains(failure.code), "\(name): \(failure.code) is not a code of \(message)")
            seen.insert(message)
        }
        let errorMessages = BuiltInMessage.allCases.filter { !$0.codes.isEmpty }
        // `check.pending` is written by the state machine when a model is submitted, and
        // `email.domainNotFound` after a DNS lookup: no single rule call reaches them (EmailTests
        // checks the latter's text).
        #expect(Set(errorMessages).subtracting(seen).subtracting([.checkPending, .emailDomainNotFound]).isEmpty)
    }

    @Test("every error code of Verdict has a built-in message") func everyCode() {
        let codes: [ErrorCode] = [
            .required, .requiredValue, .stringTooShort, .stringTooLong, .stringWrongLength, .booleanInvalid,
            .compareFailed, .emailInvalid, .emailDomainNotFound, .urlInvalid, .inNotInList, .inInList,
            .inArrayNotAllowed, .matchNoMatch, .matchMatched, .numberInvalid, .numberNotInteger, .numberTooSmall,
            .numberTooBig, .charactersMissingDigit, .charactersMissingLetter, .charactersMissingUppercase,
            .charactersMissingLowercase, .charactersMissingSymbol, .charactersNotAllowed, .checkNotAwaited,
            .checkUnreachable, .checkTimeout, .checkBadResponse, .checkPending, .remoteRejected, .customFailed,
            .inputWrongType, .inputOutOfRange, .inputNotFinite, .inputMalformed, .inputTooLarge, .inputTooDeep,
            .inputDuplicateKey, .inputUnknownKey, .inputNotAssignable, .inputUnsupportedMediaType,
            .inputTooManyErrors,
        ]
        #expect(Set(codes) == BuiltInMessage.builtInCodes)
    }

    @Test("English texts are unique") func unique() {
        #expect(Set(BuiltInMessage.allCases.map(\.english)).count == BuiltInMessage.allCases.count)
    }
}
