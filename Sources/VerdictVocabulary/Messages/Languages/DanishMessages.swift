/// Danish (`da`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum DanishMessages: LanguageTable {
    static let rules = LanguageRules(plural: .danish, numbers: .pointComma, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "Feltet {attribute} må ikke være tomt."
        case .requiredValue: "Feltet {attribute} skal være {requiredValue}."
        case .stringTooShort: "Feltet {attribute} skal indeholde mindst {min} {min, plural, one {tegn} other {tegn}}."
        case .stringTooLong: "Feltet {attribute} må højst indeholde {max} {max, plural, one {tegn} other {tegn}}."
        case .stringWrongLength:
            "Feltet {attribute} skal indeholde præcis {length} {length, plural, one {tegn} other {tegn}}."
        case .booleanInvalid: "Feltet {attribute} skal være enten {true} eller {false}."
        case .compareEqual: "Feltet {attribute} skal være lig med {compareValue}."
        case .compareNotEqual: "Feltet {attribute} skal være forskelligt fra {compareValue}."
        case .compareGreater: "Feltet {attribute} skal være større end {compareValue}."
        case .compareGreaterOrEqual: "Feltet {attribute} skal være større end eller lig med {compareValue}."
        case .compareLess: "Feltet {attribute} skal være mindre end {compareValue}."
        case .compareLessOrEqual: "Feltet {attribute} skal være mindre end eller lig med {compareValue}."
        case .emailInvalid: "Feltet {attribute} er ikke en gyldig e-mailadresse."
        case .emailDomainNotFound: "Feltet {attribute} har et domæne, der ikke modtager e-mail."
        case .urlInvalid: "Feltet {attribute} er ikke en gyldig URL."
        case .inNotInList: "Feltet {attribute} skal være en af disse værdier: {list}."
        case .inInList: "Feltet {attribute} må ikke være nogen af disse værdier: {list}."
        case .inArrayNotAllowed: "Feltet {attribute} skal være en enkelt værdi, ikke en liste."
        case .invalid: "Feltet {attribute} er ugyldigt."
        case .numberTooSmall: "Feltet {attribute} må ikke være mindre end {min}."
        case .numberTooBig: "Feltet {attribute} må ikke være større end {max}."
        case .numberNotInteger: "Feltet {attribute} skal være et heltal."
        case .numberInvalid: "Feltet {attribute} skal være et tal."
        case .charactersMissingDigit: "Feltet {attribute} skal indeholde mindst ét ciffer."
        case .charactersMissingLetter: "Feltet {attribute} skal indeholde mindst ét bogstav."
        case .charactersMissingUppercase: "Feltet {attribute} skal indeholde mindst ét stort bogstav."
        case .charactersMissingLowercase: "Feltet {attribute} skal indeholde mindst ét lille bogstav."
        case .charactersMissingSymbol: "Feltet {attribute} skal indeholde mindst ét symbol eller tegnsætningstegn."
        case .charactersNotAllowed: "Feltet {attribute} må ikke indeholde “{character}”."
        case .checkNotAwaited: "Feltet {attribute} blev ikke kontrolleret: reglen er asynkron og skal afventes."
        case .checkFailed: "Feltet {attribute} kunne ikke kontrolleres; prøv igen senere."
        case .checkTimeout: "Feltet {attribute} kunne ikke kontrolleres i tide; prøv igen senere."
        case .checkPending: "Feltet {attribute} bliver stadig kontrolleret."
        case .remoteRejected: "Feltet {attribute} accepteres ikke."
        case .inputWrongType: "Feltet {attribute} skal være {expected}."
        case .inputOutOfRange: "Feltet {attribute} skal være et heltal fra {min} til {max}."
        case .inputNotFinite: "Feltet {attribute} skal være et endeligt tal."
        case .inputUnknownKey: "Feltet {attribute} kan ikke sendes."
        case .inputNotAssignable: "Feltet {attribute} kan ikke ændres."
        case .inputMalformed: "Anmodningens indhold er ikke gyldigt ({format}): {reason}."
        case .inputTooLarge: "Anmodningens indhold må højst fylde {max} {max, plural, one {byte} other {bytes}}."
        case .inputTooDeep:
            "Anmodningens indhold må højst være indlejret i {max} {max, plural, one {niveau} other {niveauer}}."
        case .inputDuplicateKey: "Feltet {attribute} er angivet mere end én gang."
        case .inputUnsupportedMediaType:
            "Anmodningens indhold skal sendes som JSON (application/json) eller som en formular "
                + "(application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "Yderligere {count} {count, plural, one {fejl} other {fejl}} blev udeladt: "
                + "en rapport viser højst {max}."
        case .problemInvalid: "Anmodningen er ugyldig."
        case .problemUnreadable: "Anmodningens indhold kunne ikke læses."
        case .problemNoErrors: "Ingen fejl."
        case .problemErrors: "{errors} {errors, plural, one {fejl} other {fejl}}."
        case .problemWarnings: "{warnings} {warnings, plural, one {advarsel} other {advarsler}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {fejl} other {fejl}}, {warnings} {warnings, plural, one {advarsel} "
                + "other {advarsler}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "et heltal",
        "a number": "et tal",
        "text": "tekst",
        "true or false": "true eller false",
        "a list": "en liste",
        "an object": "et objekt",
        "a date such as 2026-11-23T10:00:00Z": "en dato som 2026-11-23T10:00:00Z",
        "a URL": "en URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "en identifikator som E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "et tal med højst 38 cifre",
        "one of the allowed values": "en af de tilladte værdier",
        "a value of the expected form": "en værdi i den forventede form",
        "the other value": "den anden værdi",
        "form data": "formulardata",
    ]
}
