/// Norwegian Bokmål (`nb`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum NorwegianBokmalMessages: LanguageTable {
    static let rules = LanguageRules(plural: .oneIfNIsOne, numbers: .spaceCommaMinusSign, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "Feltet {attribute} kan ikke være tomt."
        case .requiredValue: "Feltet {attribute} må være {requiredValue}."
        case .stringTooShort: "Feltet {attribute} må inneholde minst {min} {min, plural, one {tegn} other {tegn}}."
        case .stringTooLong: "Feltet {attribute} kan inneholde høyst {max} {max, plural, one {tegn} other {tegn}}."
        case .stringWrongLength:
            "Feltet {attribute} må inneholde nøyaktig {length} {length, plural, one {tegn} other {tegn}}."
        case .booleanInvalid: "Feltet {attribute} må være enten {true} eller {false}."
        case .compareEqual: "Feltet {attribute} må være lik {compareValue}."
        case .compareNotEqual: "Feltet {attribute} må være forskjellig fra {compareValue}."
        case .compareGreater: "Feltet {attribute} må være større enn {compareValue}."
        case .compareGreaterOrEqual: "Feltet {attribute} må være større enn eller lik {compareValue}."
        case .compareLess: "Feltet {attribute} må være mindre enn {compareValue}."
        case .compareLessOrEqual: "Feltet {attribute} må være mindre enn eller lik {compareValue}."
        case .emailInvalid: "Feltet {attribute} er ikke en gyldig e-postadresse."
        case .emailDomainNotFound: "Feltet {attribute} har et domene som ikke tar imot e-post."
        case .urlInvalid: "Feltet {attribute} er ikke en gyldig URL."
        case .inNotInList: "Feltet {attribute} må være en av disse verdiene: {list}."
        case .inInList: "Feltet {attribute} kan ikke være noen av disse verdiene: {list}."
        case .inArrayNotAllowed: "Feltet {attribute} må være én enkelt verdi, ikke en liste."
        case .invalid: "Feltet {attribute} er ugyldig."
        case .numberTooSmall: "Feltet {attribute} kan ikke være mindre enn {min}."
        case .numberTooBig: "Feltet {attribute} kan ikke være større enn {max}."
        case .numberNotInteger: "Feltet {attribute} må være et heltall."
        case .numberInvalid: "Feltet {attribute} må være et tall."
        case .charactersMissingDigit: "Feltet {attribute} må inneholde minst ett siffer."
        case .charactersMissingLetter: "Feltet {attribute} må inneholde minst én bokstav."
        case .charactersMissingUppercase: "Feltet {attribute} må inneholde minst én stor bokstav."
        case .charactersMissingLowercase: "Feltet {attribute} må inneholde minst én liten bokstav."
        case .charactersMissingSymbol: "Feltet {attribute} må inneholde minst ett symbol eller skilletegn."
        case .charactersNotAllowed: "Feltet {attribute} kan ikke inneholde «{character}»."
        case .checkNotAwaited: "Feltet {attribute} ble ikke kontrollert: regelen er asynkron og må ventes på."
        case .checkFailed: "Feltet {attribute} kunne ikke kontrolleres; prøv igjen senere."
        case .checkTimeout: "Feltet {attribute} kunne ikke kontrolleres i tide; prøv igjen senere."
        case .checkPending: "Feltet {attribute} kontrolleres fortsatt."
        case .remoteRejected: "Feltet {attribute} godtas ikke."
        case .inputWrongType: "Feltet {attribute} må være {expected}."
        case .inputOutOfRange: "Feltet {attribute} må være et heltall fra {min} til {max}."
        case .inputNotFinite: "Feltet {attribute} må være et endelig tall."
        case .inputUnknownKey: "Feltet {attribute} kan ikke sendes."
        case .inputNotAssignable: "Feltet {attribute} kan ikke endres."
        case .inputMalformed: "Innholdet i forespørselen er ikke gyldig ({format}): {reason}."
        case .inputTooLarge: "Innholdet i forespørselen kan være på høyst {max} {max, plural, one {byte} other {byte}}."
        case .inputTooDeep:
            "Innholdet i forespørselen kan være nøstet i høyst {max} {max, plural, one {nivå} other {nivåer}}."
        case .inputDuplicateKey: "Feltet {attribute} er oppgitt mer enn én gang."
        case .inputUnsupportedMediaType:
            "Innholdet i forespørselen må sendes som JSON (application/json) eller som et skjema "
                + "(application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "Ytterligere {count} {count, plural, one {feil} other {feil}} ble utelatt: "
                + "en rapport viser høyst {max}."
        case .problemInvalid: "Forespørselen er ugyldig."
        case .problemUnreadable: "Innholdet i forespørselen kunne ikke leses."
        case .problemNoErrors: "Ingen feil."
        case .problemErrors: "{errors} {errors, plural, one {feil} other {feil}}."
        case .problemWarnings: "{warnings} {warnings, plural, one {advarsel} other {advarsler}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {feil} other {feil}}, {warnings} {warnings, plural, one {advarsel} "
                + "other {advarsler}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "et heltall",
        "a number": "et tall",
        "text": "tekst",
        "true or false": "true eller false",
        "a list": "en liste",
        "an object": "et objekt",
        "a date such as 2026-11-23T10:00:00Z": "en dato som 2026-11-23T10:00:00Z",
        "a URL": "en URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "en identifikator som E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "et tall med høyst 38 sifre",
        "one of the allowed values": "en av de tillatte verdiene",
        "a value of the expected form": "en verdi i forventet form",
        "the other value": "den andre verdien",
        "form data": "skjemadata",
    ]
}
