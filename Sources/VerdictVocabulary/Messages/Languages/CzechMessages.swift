/// Czech (`cs`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum CzechMessages: LanguageTable {
    static let rules = LanguageRules(plural: .czech, numbers: .spaceComma, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "Pole {attribute} nesmí být prázdné."
        case .requiredValue: "Pole {attribute} musí mít hodnotu {requiredValue}."
        case .stringTooShort:
            "Pole {attribute} musí obsahovat alespoň {min} {min, plural, one {znak} few {znaky} many {znaku} other "
                + "{znaků}}."
        case .stringTooLong:
            "Pole {attribute} smí obsahovat nejvýše {max} {max, plural, one {znak} few {znaky} many {znaku} other "
                + "{znaků}}."
        case .stringWrongLength:
            "Pole {attribute} musí obsahovat přesně {length} {length, plural, one {znak} few {znaky} many {znaku} "
                + "other {znaků}}."
        case .booleanInvalid: "Pole {attribute} musí mít hodnotu {true} nebo {false}."
        case .compareEqual: "Pole {attribute} se musí shodovat s hodnotou {compareValue}."
        case .compareNotEqual: "Pole {attribute} se musí lišit od hodnoty {compareValue}."
        case .compareGreater: "Pole {attribute} musí být větší než {compareValue}."
        case .compareGreaterOrEqual: "Pole {attribute} musí být větší nebo rovno {compareValue}."
        case .compareLess: "Pole {attribute} musí být menší než {compareValue}."
        case .compareLessOrEqual: "Pole {attribute} musí být menší nebo rovno {compareValue}."
        case .emailInvalid: "Pole {attribute} neobsahuje platnou e-mailovou adresu."
        case .emailDomainNotFound: "Pole {attribute} obsahuje doménu, která nepřijímá e-maily."
        case .urlInvalid: "Pole {attribute} neobsahuje platnou adresu URL."
        case .inNotInList: "Pole {attribute} musí mít jednu z hodnot: {list}."
        case .inInList: "Pole {attribute} nesmí mít žádnou z hodnot: {list}."
        case .inArrayNotAllowed: "Pole {attribute} musí obsahovat jedinou hodnotu, ne seznam."
        case .invalid: "Pole {attribute} je neplatné."
        case .numberTooSmall: "Pole {attribute} nesmí být menší než {min}."
        case .numberTooBig: "Pole {attribute} nesmí být větší než {max}."
        case .numberNotInteger: "Pole {attribute} musí být celé číslo."
        case .numberInvalid: "Pole {attribute} musí být číslo."
        case .charactersMissingDigit: "Pole {attribute} musí obsahovat alespoň jednu číslici."
        case .charactersMissingLetter: "Pole {attribute} musí obsahovat alespoň jedno písmeno."
        case .charactersMissingUppercase: "Pole {attribute} musí obsahovat alespoň jedno velké písmeno."
        case .charactersMissingLowercase: "Pole {attribute} musí obsahovat alespoň jedno malé písmeno."
        case .charactersMissingSymbol:
            "Pole {attribute} musí obsahovat alespoň jeden symbol nebo interpunkční znaménko."
        case .charactersNotAllowed: "Pole {attribute} nesmí obsahovat znak „{character}“."
        case .checkNotAwaited: "Pole {attribute} nebylo ověřeno: jeho pravidlo je asynchronní a je třeba na ně počkat."
        case .checkFailed: "Pole {attribute} se nepodařilo ověřit; zkuste to později."
        case .checkTimeout: "Pole {attribute} se nepodařilo ověřit včas; zkuste to později."
        case .checkPending: "Pole {attribute} se stále ověřuje."
        case .remoteRejected: "Pole {attribute} nebylo přijato."
        case .inputWrongType: "Pole {attribute} musí být {expected}."
        case .inputOutOfRange: "Pole {attribute} musí být celé číslo od {min} do {max}."
        case .inputNotFinite: "Pole {attribute} musí být konečné číslo."
        case .inputUnknownKey: "Pole {attribute} nelze odeslat."
        case .inputNotAssignable: "Pole {attribute} nelze nastavit."
        case .inputMalformed: "Tělo požadavku není platné ({format}): {reason}."
        case .inputTooLarge:
            "Tělo požadavku smí mít nejvýše {max} {max, plural, one {bajt} few {bajty} many {bajtu} other {bajtů}}."
        case .inputTooDeep:
            "Tělo požadavku smí být vnořeno nejvýše do {max} {max, plural, one {úrovně} few {úrovní} many {úrovně} "
                + "other {úrovní}}."
        case .inputDuplicateKey: "Pole {attribute} je zadáno více než jednou."
        case .inputUnsupportedMediaType:
            "Tělo požadavku musí být odesláno jako JSON (application/json) nebo jako formulář "
                + "(application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "{count} {count, plural, one {další chyba byla vynechána} few {další chyby byly vynechány} many "
                + "{další chyby bylo vynecháno} other {dalších chyb bylo vynecháno}}: zpráva uvádí nejvýše {max}."
        case .problemInvalid: "Požadavek je neplatný."
        case .problemUnreadable: "Tělo požadavku nelze přečíst."
        case .problemNoErrors: "Žádné chyby."
        case .problemErrors: "{errors} {errors, plural, one {chyba} few {chyby} many {chyby} other {chyb}}."
        case .problemWarnings:
            "{warnings} {warnings, plural, one {varování} few {varování} many {varování} other {varování}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {chyba} few {chyby} many {chyby} other {chyb}}, {warnings} {warnings, "
                + "plural, one {varování} few {varování} many {varování} other {varování}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "celé číslo",
        "a number": "číslo",
        "text": "text",
        "true or false": "true nebo false",
        "a list": "seznam",
        "an object": "objekt",
        "a date such as 2026-11-23T10:00:00Z": "datum, např. 2026-11-23T10:00:00Z",
        "a URL": "adresa URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "identifikátor, např. E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "číslo s nejvýše 38 číslicemi",
        "one of the allowed values": "jedna z povolených hodnot",
        "a value of the expected form": "hodnota v očekávaném tvaru",
        "the other value": "druhého pole",
        "form data": "data formuláře",
    ]
}
