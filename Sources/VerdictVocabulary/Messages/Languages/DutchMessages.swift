/// Dutch (`nl`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum DutchMessages: LanguageTable {
    static let rules = LanguageRules(plural: .oneIfExactlyOne, numbers: .pointComma, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "{attribute} mag niet leeg zijn."
        case .requiredValue: "{attribute} moet {requiredValue} zijn."
        case .stringTooShort: "{attribute} moet minstens {min} {min, plural, one {teken} other {tekens}} bevatten."
        case .stringTooLong: "{attribute} mag hoogstens {max} {max, plural, one {teken} other {tekens}} bevatten."
        case .stringWrongLength:
            "{attribute} moet precies {length} {length, plural, one {teken} other {tekens}} bevatten."
        case .booleanInvalid: "{attribute} moet {true} of {false} zijn."
        case .compareEqual: "{attribute} moet gelijk zijn aan {compareValue}."
        case .compareNotEqual: "{attribute} moet verschillen van {compareValue}."
        case .compareGreater: "{attribute} moet groter zijn dan {compareValue}."
        case .compareGreaterOrEqual: "{attribute} moet groter dan of gelijk aan {compareValue} zijn."
        case .compareLess: "{attribute} moet kleiner zijn dan {compareValue}."
        case .compareLessOrEqual: "{attribute} moet kleiner dan of gelijk aan {compareValue} zijn."
        case .emailInvalid: "{attribute} is geen geldig e-mailadres."
        case .emailDomainNotFound: "{attribute} heeft een domein dat geen e-mail ontvangt."
        case .urlInvalid: "{attribute} is geen geldige URL."
        case .inNotInList: "{attribute} moet een van deze waarden zijn: {list}."
        case .inInList: "{attribute} mag geen van deze waarden zijn: {list}."
        case .inArrayNotAllowed: "{attribute} moet één waarde zijn, geen lijst."
        case .invalid: "{attribute} is ongeldig."
        case .numberTooSmall: "{attribute} mag niet kleiner zijn dan {min}."
        case .numberTooBig: "{attribute} mag niet groter zijn dan {max}."
        case .numberNotInteger: "{attribute} moet een geheel getal zijn."
        case .numberInvalid: "{attribute} moet een getal zijn."
        case .charactersMissingDigit: "{attribute} moet minstens één cijfer bevatten."
        case .charactersMissingLetter: "{attribute} moet minstens één letter bevatten."
        case .charactersMissingUppercase: "{attribute} moet minstens één hoofdletter bevatten."
        case .charactersMissingLowercase: "{attribute} moet minstens één kleine letter bevatten."
        case .charactersMissingSymbol: "{attribute} moet minstens één symbool of leesteken bevatten."
        case .charactersNotAllowed: "{attribute} mag ‘{character}’ niet bevatten."
        case .checkNotAwaited: "{attribute} is niet gecontroleerd: de regel is asynchroon en moet worden afgewacht."
        case .checkFailed: "{attribute} kon niet worden gecontroleerd; probeer het later opnieuw."
        case .checkTimeout: "{attribute} kon niet op tijd worden gecontroleerd; probeer het later opnieuw."
        case .checkPending: "{attribute} wordt nog gecontroleerd."
        case .remoteRejected: "{attribute} wordt niet geaccepteerd."
        case .inputWrongType: "{attribute} moet {expected} zijn."
        case .inputOutOfRange: "{attribute} moet een geheel getal van {min} tot en met {max} zijn."
        case .inputNotFinite: "{attribute} moet een eindig getal zijn."
        case .inputUnknownKey: "{attribute} is geen veld dat kan worden verzonden."
        case .inputNotAssignable: "{attribute} kan niet worden ingesteld."
        case .inputMalformed: "De inhoud van het verzoek is niet geldig ({format}): {reason}."
        case .inputTooLarge:
            "De inhoud van het verzoek mag hoogstens {max} {max, plural, one {byte} other {bytes}} groot zijn."
        case .inputTooDeep:
            "De inhoud van het verzoek mag hoogstens {max} {max, plural, one {niveau} other {niveaus}} diep genest "
                + "zijn."
        case .inputDuplicateKey: "{attribute} is meer dan eens opgegeven."
        case .inputUnsupportedMediaType:
            "De inhoud van het verzoek moet worden verzonden als JSON (application/json) of als formulier "
                + "(application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "Nog {count} {count, plural, one {fout is} other {fouten zijn}} weggelaten: "
                + "een rapport toont er hoogstens {max}."
        case .problemInvalid: "Het verzoek is ongeldig."
        case .problemUnreadable: "De inhoud van het verzoek kon niet worden gelezen."
        case .problemNoErrors: "Geen fouten."
        case .problemErrors: "{errors} {errors, plural, one {fout} other {fouten}}."
        case .problemWarnings: "{warnings} {warnings, plural, one {waarschuwing} other {waarschuwingen}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {fout} other {fouten}}, {warnings} {warnings, plural, one "
                + "{waarschuwing} other {waarschuwingen}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "een geheel getal",
        "a number": "een getal",
        "text": "tekst",
        "true or false": "true of false",
        "a list": "een lijst",
        "an object": "een object",
        "a date such as 2026-11-23T10:00:00Z": "een datum zoals 2026-11-23T10:00:00Z",
        "a URL": "een URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "een identificatie zoals E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "een getal van hoogstens 38 cijfers",
        "one of the allowed values": "een van de toegestane waarden",
        "a value of the expected form": "een waarde in de verwachte vorm",
        "the other value": "de andere waarde",
        "form data": "formuliergegevens",
    ]
}
