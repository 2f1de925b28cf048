/// Swedish (`sv`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum SwedishMessages: LanguageTable {
    static let rules = LanguageRules(plural: .oneIfExactlyOne, numbers: .spaceCommaMinusSign, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "Fältet {attribute} får inte vara tomt."
        case .requiredValue: "Fältet {attribute} måste vara {requiredValue}."
        case .stringTooShort:
            "Fältet {attribute} måste innehålla minst {min} {min, plural, one {tecken} other {tecken}}."
        case .stringTooLong: "Fältet {attribute} får innehålla högst {max} {max, plural, one {tecken} other {tecken}}."
        case .stringWrongLength:
            "Fältet {attribute} måste innehålla exakt {length} {length, plural, one {tecken} other {tecken}}."
        case .booleanInvalid: "Fältet {attribute} måste vara antingen {true} eller {false}."
        case .compareEqual: "Fältet {attribute} måste vara lika med {compareValue}."
        case .compareNotEqual: "Fältet {attribute} måste skilja sig från {compareValue}."
        case .compareGreater: "Fältet {attribute} måste vara större än {compareValue}."
        case .compareGreaterOrEqual: "Fältet {attribute} måste vara större än eller lika med {compareValue}."
        case .compareLess: "Fältet {attribute} måste vara mindre än {compareValue}."
        case .compareLessOrEqual: "Fältet {attribute} måste vara mindre än eller lika med {compareValue}."
        case .emailInvalid: "Fältet {attribute} är inte en giltig e-postadress."
        case .emailDomainNotFound: "Fältet {attribute} har en domän som inte tar emot e-post."
        case .urlInvalid: "Fältet {attribute} är inte en giltig URL."
        case .inNotInList: "Fältet {attribute} måste vara ett av följande värden: {list}."
        case .inInList: "Fältet {attribute} får inte vara något av följande värden: {list}."
        case .inArrayNotAllowed: "Fältet {attribute} måste vara ett enda värde, inte en lista."
        case .invalid: "Fältet {attribute} är ogiltigt."
        case .numberTooSmall: "Fältet {attribute} får inte vara mindre än {min}."
        case .numberTooBig: "Fältet {attribute} får inte vara större än {max}."
        case .numberNotInteger: "Fältet {attribute} måste vara ett heltal."
        case .numberInvalid: "Fältet {attribute} måste vara ett tal."
        case .charactersMissingDigit: "Fältet {attribute} måste innehålla minst en siffra."
        case .charactersMissingLetter: "Fältet {attribute} måste innehålla minst en bokstav."
        case .charactersMissingUppercase: "Fältet {attribute} måste innehålla minst en versal."
        case .charactersMissingLowercase: "Fältet {attribute} måste innehålla minst en gemen."
        case .charactersMissingSymbol: "Fältet {attribute} måste innehålla minst en symbol eller ett skiljetecken."
        case .charactersNotAllowed: "Fältet {attribute} får inte innehålla ”{character}”."
        case .checkNotAwaited: "Fältet {attribute} kontrollerades inte: dess regel är asynkron och måste inväntas."
        case .checkFailed: "Fältet {attribute} kunde inte kontrolleras; försök igen senare."
        case .checkTimeout: "Fältet {attribute} kunde inte kontrolleras i tid; försök igen senare."
        case .checkPending: "Fältet {attribute} kontrolleras fortfarande."
        case .remoteRejected: "Fältet {attribute} godtas inte."
        case .inputWrongType: "Fältet {attribute} måste vara {expected}."
        case .inputOutOfRange: "Fältet {attribute} måste vara ett heltal från {min} till {max}."
        case .inputNotFinite: "Fältet {attribute} måste vara ett ändligt tal."
        case .inputUnknownKey: "Fältet {attribute} kan inte skickas."
        case .inputNotAssignable: "Fältet {attribute} kan inte ändras."
        case .inputMalformed: "Begärans innehåll är inte giltigt ({format}): {reason}."
        case .inputTooLarge: "Begärans innehåll får vara högst {max} {max, plural, one {byte} other {byte}}."
        case .inputTooDeep: "Begärans innehåll får vara kapslat i högst {max} {max, plural, one {nivå} other {nivåer}}."
        case .inputDuplicateKey: "Fältet {attribute} anges mer än en gång."
        case .inputUnsupportedMediaType:
            "Begärans innehåll måste skickas som JSON (application/json) eller som ett formulär "
                + "(application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "Ytterligare {count} {count, plural, one {fel} other {fel}} utelämnades: "
                + "en rapport listar högst {max}."
        case .problemInvalid: "Begäran är ogiltig."
        case .problemUnreadable: "Begärans innehåll kunde inte läsas."
        case .problemNoErrors: "Inga fel."
        case .problemErrors: "{errors} {errors, plural, one {fel} other {fel}}."
        case .problemWarnings: "{warnings} {warnings, plural, one {varning} other {varningar}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {fel} other {fel}}, {warnings} {warnings, plural, one {varning} other "
                + "{varningar}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "ett heltal",
        "a number": "ett tal",
        "text": "text",
        "true or false": "true eller false",
        "a list": "en lista",
        "an object": "ett objekt",
        "a date such as 2026-11-23T10:00:00Z": "ett datum som 2026-11-23T10:00:00Z",
        "a URL": "en URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "en identifierare som E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "ett tal med högst 38 siffror",
        "one of the allowed values": "ett av de tillåtna värdena",
        "a value of the expected form": "ett värde i förväntad form",
        "the other value": "det andra värdet",
        "form data": "formulärdata",
    ]
}
