/// Every message Verdict writes itself, one case per distinct English template: the key under
/// which each built-in language stores its translation. An error's template is recognised as a
/// built-in one by its text (``ParsedTemplate/builtIn``), so that an error decoded from JSON is
/// translated as well as one just found.
enum BuiltInMessage: Int, CaseIterable, Sendable {
    case required
    case requiredValue
    case stringTooShort
    case stringTooLong
    case stringWrongLength
    case booleanInvalid
    case compareEqual
    case compareNotEqual
    case compareGreater
    case compareGreaterOrEqual
    case compareLess
    case compareLessOrEqual
    case emailInvalid
    case emailDomainNotFound
    case urlInvalid
    case inNotInList
    case inInList
    case inArrayNotAllowed
    case invalid
    case numberTooSmall
    case numberTooBig
    case numberNotInteger
    case numberInvalid
    case charactersMissingDigit
    case charactersMissingLetter
    case charactersMissingUppercase
    case charactersMissingLowercase
    case charactersMissingSymbol
    case charactersNotAllowed
    case checkNotAwaited
    case checkFailed
    case checkTimeout
    case checkPending
    case remoteRejected
    case inputWrongType
    case inputOutOfRange
    case inputNotFinite
    case inputUnknownKey
    case inputNotAssignable
    case inputMalformed
    case inputTooLarge
    case inputTooDeep
    case inputDuplicateKey
    case inputUnsupportedMediaType
    case inputTooManyErrors
    case problemInvalid
    case problemUnreadable
    case problemNoErrors
    case problemErrors
    case problemWarnings
    case problemErrorsAndWarnings

    /// The English template, exactly as the rules write it.
    var english: String {
        switch self {
        case .required: "{attribute} cannot be blank."
        case .requiredValue: "{attribute} must be {requiredValue}."
        case .stringTooShort:
            "{attribute} must contain at least {min} {min, plural, one {character} other {characters}}."
        case .stringTooLong: "{attribute} must contain at most {max} {max, plural, one {character} other {characters}}."
        case .stringWrongLength:
            "{attribute} must contain exactly {length} {length, plural, one {character} other {characters}}."
        case .booleanInvalid: "{attribute} must be either {true} or {false}."
        case .compareEqual: "{attribute} must be equal to {compareValue}."
        case .compareNotEqual: "{attribute} must be different from {compareValue}."
        case .compareGreater: "{attribute} must be greater than {compareValue}."
        case .compareGreaterOrEqual: "{attribute} must be greater than or equal to {compareValue}."
        case .compareLess: "{attribute} must be less than {compareValue}."
        case .compareLessOrEqual: "{attribute} must be less than or equal to {compareValue}."
        case .emailInvalid: "{attribute} is not a valid email address."
        case .emailDomainNotFound: "{attribute} has a domain that does not receive email."
        case .urlInvalid: "{attribute} is not a valid URL."
        case .inNotInList: "{attribute} must be one of: {list}."
        case .inInList: "{attribute} must not be one of: {list}."
        case .inArrayNotAllowed: "{attribute} must be a single value, not a list."
        case .invalid: "{attribute} is invalid."
        case .numberTooSmall: "{attribute} must be no less than {min}."
        case .numberTooBig: "{attribute} must be no greater than {max}."
        case .numberNotInteger: "{attribute} must be an integer."
        case .numberInvalid: "{attribute} must be a number."
        case .charactersMissingDigit: "{attribute} must contain at least one digit."
        case .charactersMissingLetter: "{attribute} must contain at least one letter."
        case .charactersMissingUppercase: "{attribute} must contain at least one uppercase letter."
        case .charactersMissingLowercase: "{attribute} must contain at least one lowercase letter."
        case .charactersMissingSymbol: "{attribute} must contain at least one symbol or punctuation mark."
        case .charactersNotAllowed: "{attribute} must not contain “{character}”."
        case .checkNotAwaited: "{attribute} was not checked: its rule is asynchronous and must be awaited."
        case .checkFailed: "{attribute} could not be checked; try again later."
        case .checkTimeout: "{attribute} could not be checked in time; try again later."
        case .checkPending: "{attribute} is still being checked."
        case .remoteRejected: "{attribute} is not accepted."
        case .inputWrongType: "{attribute} must be {expected}."
        case .inputOutOfRange: "{attribute} must be a whole number from {min} to {max}."
        case .inputNotFinite: "{attribute} must be a finite number."
        case .inputUnknownKey: "{attribute} is not a field that can be sent."
        case .inputNotAssignable: "{attribute} cannot be set."
        case .inputMalformed: "The request body is not valid {format}: {reason}."
        case .inputTooLarge: "The request body must be at most {max} bytes."
        case .inputTooDeep: "The request body must nest at most {max} levels deep."
        case .inputDuplicateKey: "{attribute} is given more than once."
        case .inputUnsupportedMediaType:
            "The request body must be sent as JSON (application/json) or as a form (application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "{count} more {count, plural, one {error was} other {errors were}} left out: a report lists at most {max}."
        case .problemInvalid: "The request is not valid."
        case .problemUnreadable: "The request body could not be read."
        case .problemNoErrors: "No errors."
        case .problemErrors: "{errors} {errors, plural, one {error} other {errors}}."
        case .problemWarnings: "{warnings} {warnings, plural, one {warning} other {warnings}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {error} other {errors}}, {warnings} {warnings, plural, one {warning} other {warnings}}."
        }
    }

    /// The codes whose errors carry this message; empty for the problem's title and detail.
    var codes: [ErrorCode] {
        switch self {
        case .required: [.required]
        case .requiredValue: [.requiredValue]
        case .stringTooShort: [.stringTooShort]
        case .stringTooLong: [.stringTooLong]
        case .stringWrongLength: [.stringWrongLength]
        case .booleanInvalid: [.booleanInvalid]
        case .compareEqual, .compareNotEqual, .compareGreater, .compareGreaterOrEqual, .compareLess,
            .compareLessOrEqual:
            [.compareFailed]
        case .emailInvalid: [.emailInvalid]
        case .emailDomainNotFound: [.emailDomainNotFound]
        case .urlInvalid: [.urlInvalid]
        case .inNotInList: [.inNotInList]
        case .inInList: [.inInList]
        case .inArrayNotAllowed: [.inArrayNotAllowed]
        case .invalid: [.matchNoMatch, .matchMatched, .customFailed]
        case .numberTooSmall: [.numberTooSmall]
        case .numberTooBig: [.numberTooBig]
        case .numberNotInteger: [.numberNotInteger]
        case .numberInvalid: [.numberInvalid]
        case .charactersMissingDigit: [.charactersMissingDigit]
        case .charactersMissingLetter: [.charactersMissingLetter]
        case .charactersMissingUppercase: [.charactersMissingUppercase]
        case .charactersMissingLowercase: [.charactersMissingLowercase]
        case .charactersMissingSymbol: [.charactersMissingSymbol]
        case .charactersNotAllowed: [.charactersNotAllowed]
        case .checkNotAwaited: [.checkNotAwaited]
        case .checkFailed: [.checkUnreachable, .checkBadResponse]
        case .checkTimeout: [.checkTimeout]
        case .checkPending: [.checkPending]
        case .remoteRejected: [.remoteRejected]
        case .inputWrongType: [.inputWrongType]
        case .inputOutOfRange: [.inputOutOfRange]
        case .inputNotFinite: [.inputNotFinite]
        case .inputUnknownKey: [.inputUnknownKey]
        case .inputNotAssignable: [.inputNotAssignable]
        case .inputMalformed: [.inputMalformed]
        case .inputTooLarge: [.inputTooLarge]
        case .inputTooDeep: [.inputTooDeep]
        case .inputDuplicateKey: [.inputDuplicateKey]
        case .inputUnsupportedMediaType: [.inputUnsupportedMediaType]
        case .inputTooManyErrors: [.inputTooManyErrors]
        case .problemInvalid, .problemUnreadable, .problemNoErrors, .problemErrors, .problemWarnings,
            .problemErrorsAndWarnings:
            []
        }
    }

    /// The parameters the message shows, apart from `{attribute}` and `{value}`: what a test
    /// fills to render it.
    var parameterNames: [String] {
        switch self {
        case .requiredValue: ["requiredValue"]
        case .stringTooShort, .numberTooSmall: ["min"]
        case .stringTooLong, .numberTooBig, .inputTooLarge, .inputTooDeep: ["max"]
        case .stringWrongLength: ["length"]
        case .booleanInvalid: ["true", "false"]
        case .compareEqual, .compareNotEqual, .compareGreater, .compareGreaterOrEqual, .compareLess,
            .compareLessOrEqual:
            ["compareValue"]
        case .inNotInList, .inInList: ["list"]
        case .charactersNotAllowed: ["character"]
        case .inputWrongType: ["expected"]
        case .inputOutOfRange: ["min", "max"]
        case .inputMalformed: ["format", "reason"]
        case .inputTooManyErrors: ["count", "max"]
        case .problemErrors: ["errors"]
        case .problemWarnings: ["warnings"]
        case .problemErrorsAndWarnings: ["errors", "warnings"]
        default: []
        }
    }

    /// Whether the message names the attribute.
    var namesAttribute: Bool { english.contains("{attribute}") }

    /// The message whose English template is `text`, if any.
    static func matching(_ text: String) -> BuiltInMessage? { byEnglishText[text] }

    private static let byEnglishText: [String: BuiltInMessage] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.english, $0) })

    /// Every code of a built-in rule: an error with one of these codes and a template that is not
    /// the code's built-in one carries its rule's own message.
    static let builtInCodes: Set<ErrorCode> = Set(allCases.flatMap(\.codes))

    /// The parameters that hold English words rather than values, which each language translates
    /// (see ``LanguageRules/phrases``) when Verdict filled them with one of ``phrases``. The
    /// `reason` of a malformed body stays in English: a technical detail, like its offset.
    static let phraseParameters: Set<String> = ["expected", "format", "compareValue"]

    /// The English phrases that ``phraseParameters`` take, in a fixed order: each language
    /// translates every one.
    static let phrases: [String] = [
        // expected
        "a whole number", "a number", "text", "true or false", "a list", "an object",
        "a date such as 2026-11-23T10:00:00Z", "a URL", "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits", "one of the allowed values", "a value of the expected form",
        // compareValue
        "the other value",
        // format
        "form data",
    ]
}
