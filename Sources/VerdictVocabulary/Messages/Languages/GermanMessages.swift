/// German (`de`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum GermanMessages: LanguageTable {
    static let rules = LanguageRules(plural: .oneIfExactlyOne, numbers: .pointComma, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "{attribute} darf nicht leer sein."
        case .requiredValue: "{attribute} muss {requiredValue} sein."
        case .stringTooShort:
            "{attribute} muss mindestens {min} {min, plural, one {Zeichen} other {Zeichen}} enthalten."
        case .stringTooLong: "{attribute} darf höchstens {max} {max, plural, one {Zeichen} other {Zeichen}} enthalten."
        case .stringWrongLength:
            "{attribute} muss genau {length} {length, plural, one {Zeichen} other {Zeichen}} enthalten."
        case .booleanInvalid: "{attribute} muss entweder {true} oder {false} sein."
        case .compareEqual: "{attribute} muss mit {compareValue} übereinstimmen."
        case .compareNotEqual: "{attribute} muss sich von {compareValue} unterscheiden."
        case .compareGreater: "{attribute} muss größer als {compareValue} sein."
        case .compareGreaterOrEqual: "{attribute} muss größer als oder gleich {compareValue} sein."
        case .compareLess: "{attribute} muss kleiner als {compareValue} sein."
        case .compareLessOrEqual: "{attribute} muss kleiner als oder gleich {compareValue} sein."
        case .emailInvalid: "{attribute} ist keine gültige E-Mail-Adresse."
        case .emailDomainNotFound: "{attribute} hat eine Domain, die keine E-Mails empfängt."
        case .urlInvalid: "{attribute} ist keine gültige URL."
        case .inNotInList: "{attribute} muss einer dieser Werte sein: {list}."
        case .inInList: "{attribute} darf keiner dieser Werte sein: {list}."
        case .inArrayNotAllowed: "{attribute} muss ein einzelner Wert sein, keine Liste."
        case .invalid: "{attribute} ist ungültig."
        case .numberTooSmall: "{attribute} darf nicht kleiner als {min} sein."
        case .numberTooBig: "{attribute} darf nicht größer als {max} sein."
        case .numberNotInteger: "{attribute} muss eine ganze Zahl sein."
        case .numberInvalid: "{attribute} muss eine Zahl sein."
        case .charactersMissingDigit: "{attribute} muss mindestens eine Ziffer enthalten."
        case .charactersMissingLetter: "{attribute} muss mindestens einen Buchstaben enthalten."
        case .charactersMissingUppercase: "{attribute} muss mindestens einen Großbuchstaben enthalten."
        case .charactersMissingLowercase: "{attribute} muss mindestens einen Kleinbuchstaben enthalten."
        case .charactersMissingSymbol: "{attribute} muss mindestens ein Symbol oder Satzzeichen enthalten."
        case .charactersNotAllowed: "{attribute} darf „{character}“ nicht enthalten."
        case .checkNotAwaited: "{attribute} wurde nicht geprüft: Die Regel ist asynchron und muss abgewartet werden."
        case .checkFailed: "{attribute} konnte nicht geprüft werden; bitte später erneut versuchen."
        case .checkTimeout: "{attribute} konnte nicht rechtzeitig geprüft werden; bitte später erneut versuchen."
        case .checkPending: "{attribute} wird noch geprüft."
        case .remoteRejected: "{attribute} wird nicht akzeptiert."
        case .inputWrongType: "{attribute} muss {expected} sein."
        case .inputOutOfRange: "{attribute} muss eine ganze Zahl von {min} bis {max} sein."
        case .inputNotFinite: "{attribute} muss eine endliche Zahl sein."
        case .inputUnknownKey: "{attribute} ist kein Feld, das gesendet werden kann."
        case .inputNotAssignable: "{attribute} kann nicht gesetzt werden."
        case .inputMalformed: "Der Anfragetext ist nicht gültig ({format}): {reason}."
        case .inputTooLarge: "Der Anfragetext darf höchstens {max} {max, plural, one {Byte} other {Byte}} groß sein."
        case .inputTooDeep:
            "Der Anfragetext darf höchstens {max} {max, plural, one {Ebene} other {Ebenen}} tief verschachtelt "
                + "sein."
        case .inputDuplicateKey: "{attribute} ist mehr als einmal angegeben."
        case .inputUnsupportedMediaType:
            "Der Anfragetext muss als JSON (application/json) oder als Formular "
                + "(application/x-www-form-urlencoded) gesendet werden."
        case .inputTooManyErrors:
            "{count} {count, plural, one {weiterer Fehler wurde} other {weitere Fehler wurden}} ausgelassen: "
                + "Ein Bericht enthält höchstens {max}."
        case .problemInvalid: "Die Anfrage ist ungültig."
        case .problemUnreadable: "Der Anfragetext konnte nicht gelesen werden."
        case .problemNoErrors: "Keine Fehler."
        case .problemErrors: "{errors} {errors, plural, one {Fehler} other {Fehler}}."
        case .problemWarnings: "{warnings} {warnings, plural, one {Warnung} other {Warnungen}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {Fehler} other {Fehler}}, {warnings} {warnings, plural, one {Warnung} "
                + "other {Warnungen}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "eine ganze Zahl",
        "a number": "eine Zahl",
        "text": "Text",
        "true or false": "true oder false",
        "a list": "eine Liste",
        "an object": "ein Objekt",
        "a date such as 2026-11-23T10:00:00Z": "ein Datum wie 2026-11-23T10:00:00Z",
        "a URL": "eine URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "eine Kennung wie E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "eine Zahl mit höchstens 38 Ziffern",
        "one of the allowed values": "einer der erlaubten Werte",
        "a value of the expected form": "ein Wert in der erwarteten Form",
        "the other value": "dem anderen Wert",
        "form data": "Formulardaten",
    ]
}
