/// Italian (`it`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum ItalianMessages: LanguageTable {
    static let rules = LanguageRules(plural: .italian, numbers: .pointComma, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "Il campo {attribute} non può essere vuoto."
        case .requiredValue: "Il campo {attribute} deve essere {requiredValue}."
        case .stringTooShort:
            "Il campo {attribute} deve contenere almeno {min} {min, plural, one {carattere} other {caratteri}}."
        case .stringTooLong:
            "Il campo {attribute} deve contenere al massimo {max} {max, plural, one {carattere} other {caratteri}}."
        case .stringWrongLength:
            "Il campo {attribute} deve contenere esattamente {length} {length, plural, one {carattere} other "
                + "{caratteri}}."
        case .booleanInvalid: "Il campo {attribute} deve essere {true} oppure {false}."
        case .compareEqual: "Il campo {attribute} deve essere uguale a {compareValue}."
        case .compareNotEqual: "Il campo {attribute} deve essere diverso da {compareValue}."
        case .compareGreater: "Il campo {attribute} deve essere maggiore di {compareValue}."
        case .compareGreaterOrEqual: "Il campo {attribute} deve essere maggiore o uguale a {compareValue}."
        case .compareLess: "Il campo {attribute} deve essere minore di {compareValue}."
        case .compareLessOrEqual: "Il campo {attribute} deve essere minore o uguale a {compareValue}."
        case .emailInvalid: "Il campo {attribute} non è un indirizzo email valido."
        case .emailDomainNotFound: "Il campo {attribute} ha un dominio che non riceve email."
        case .urlInvalid: "Il campo {attribute} non è un URL valido."
        case .inNotInList: "Il campo {attribute} deve essere uno di questi valori: {list}."
        case .inInList: "Il campo {attribute} non può essere nessuno di questi valori: {list}."
        case .inArrayNotAllowed: "Il campo {attribute} deve essere un solo valore, non un elenco."
        case .invalid: "Il campo {attribute} non è valido."
        case .numberTooSmall: "Il campo {attribute} non può essere minore di {min}."
        case .numberTooBig: "Il campo {attribute} non può essere maggiore di {max}."
        case .numberNotInteger: "Il campo {attribute} deve essere un numero intero."
        case .numberInvalid: "Il campo {attribute} deve essere un numero."
        case .charactersMissingDigit: "Il campo {attribute} deve contenere almeno una cifra."
        case .charactersMissingLetter: "Il campo {attribute} deve contenere almeno una lettera."
        case .charactersMissingUppercase: "Il campo {attribute} deve contenere almeno una lettera maiuscola."
        case .charactersMissingLowercase: "Il campo {attribute} deve contenere almeno una lettera minuscola."
        case .charactersMissingSymbol:
            "Il campo {attribute} deve contenere almeno un simbolo o un segno di punteggiatura."
        case .charactersNotAllowed: "Il campo {attribute} non può contenere «{character}»."
        case .checkNotAwaited: "Il campo {attribute} non è stato verificato: la sua regola è asincrona e va attesa."
        case .checkFailed: "Non è stato possibile verificare il campo {attribute}; riprova più tardi."
        case .checkTimeout: "Non è stato possibile verificare in tempo il campo {attribute}; riprova più tardi."
        case .checkPending: "Il campo {attribute} è ancora in fase di verifica."
        case .remoteRejected: "Il campo {attribute} non è accettato."
        case .inputWrongType: "Il campo {attribute} deve essere {expected}."
        case .inputOutOfRange: "Il campo {attribute} deve essere un numero intero da {min} a {max}."
        case .inputNotFinite: "Il campo {attribute} deve essere un numero finito."
        case .inputUnknownKey: "Il campo {attribute} non può essere inviato."
        case .inputNotAssignable: "Il campo {attribute} non può essere impostato."
        case .inputMalformed: "Il corpo della richiesta non è valido ({format}): {reason}."
        case .inputTooLarge: "Il corpo della richiesta non può superare {max} {max, plural, one {byte} other {byte}}."
        case .inputTooDeep:
            "Il corpo della richiesta non può avere più di {max} {max, plural, one {livello} other {livelli}} di "
                + "annidamento."
        case .inputDuplicateKey: "Il campo {attribute} è presente più di una volta."
        case .inputUnsupportedMediaType:
            "Il corpo della richiesta deve essere inviato come JSON (application/json) o come modulo "
                + "(application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "{count} {count, plural, one {altro errore è stato omesso} other {altri errori sono stati omessi}}: "
                + "un rapporto ne elenca al massimo {max}."
        case .problemInvalid: "La richiesta non è valida."
        case .problemUnreadable: "Non è stato possibile leggere il corpo della richiesta."
        case .problemNoErrors: "Nessun errore."
        case .problemErrors: "{errors} {errors, plural, one {errore} other {errori}}."
        case .problemWarnings: "{warnings} {warnings, plural, one {avviso} other {avvisi}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {errore} other {errori}}, {warnings} {warnings, plural, one {avviso} "
                + "other {avvisi}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "un numero intero",
        "a number": "un numero",
        "text": "testo",
        "true or false": "true o false",
        "a list": "un elenco",
        "an object": "un oggetto",
        "a date such as 2026-11-23T10:00:00Z": "una data come 2026-11-23T10:00:00Z",
        "a URL": "un URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "un identificatore come E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "un numero di al massimo 38 cifre",
        "one of the allowed values": "uno dei valori consentiti",
        "a value of the expected form": "un valore nella forma prevista",
        "the other value": "l’altro valore",
        "form data": "dati di modulo",
    ]
}
