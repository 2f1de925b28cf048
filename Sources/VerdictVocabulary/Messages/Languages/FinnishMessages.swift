/// Finnish (`fi`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum FinnishMessages: LanguageTable {
    static let rules = LanguageRules(plural: .oneIfExactlyOne, numbers: .spaceCommaMinusSign, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "{attribute} ei voi olla tyhjä."
        case .requiredValue: "{attribute}: arvon on oltava {requiredValue}."
        case .stringTooShort:
            "{attribute}: pituuden on oltava vähintään {min} {min, plural, one {merkki} other {merkkiä}}."
        case .stringTooLong: "{attribute}: pituus saa olla enintään {max} {max, plural, one {merkki} other {merkkiä}}."
        case .stringWrongLength:
            "{attribute}: pituuden on oltava tasan {length} {length, plural, one {merkki} other {merkkiä}}."
        case .booleanInvalid: "{attribute}: arvon on oltava joko {true} tai {false}."
        case .compareEqual: "{attribute}: arvon on oltava sama kuin {compareValue}."
        case .compareNotEqual: "{attribute}: arvon on oltava eri kuin {compareValue}."
        case .compareGreater: "{attribute}: arvon on oltava suurempi kuin {compareValue}."
        case .compareGreaterOrEqual: "{attribute}: arvon on oltava suurempi tai yhtä suuri kuin {compareValue}."
        case .compareLess: "{attribute}: arvon on oltava pienempi kuin {compareValue}."
        case .compareLessOrEqual: "{attribute}: arvon on oltava pienempi tai yhtä suuri kuin {compareValue}."
        case .emailInvalid: "{attribute} ei ole kelvollinen sähköpostiosoite."
        case .emailDomainNotFound: "{attribute}: verkkotunnus ei vastaanota sähköpostia."
        case .urlInvalid: "{attribute} ei ole kelvollinen URL-osoite."
        case .inNotInList: "{attribute}: arvon on oltava jokin näistä: {list}."
        case .inInList: "{attribute}: arvo ei saa olla mikään näistä: {list}."
        case .inArrayNotAllowed: "{attribute}: arvon on oltava yksi arvo, ei luettelo."
        case .invalid: "{attribute} ei kelpaa."
        case .numberTooSmall: "{attribute}: arvo ei saa olla pienempi kuin {min}."
        case .numberTooBig: "{attribute}: arvo ei saa olla suurempi kuin {max}."
        case .numberNotInteger: "{attribute}: arvon on oltava kokonaisluku."
        case .numberInvalid: "{attribute}: arvon on oltava luku."
        case .charactersMissingDigit: "{attribute}: arvossa on oltava vähintään yksi numero."
        case .charactersMissingLetter: "{attribute}: arvossa on oltava vähintään yksi kirjain."
        case .charactersMissingUppercase: "{attribute}: arvossa on oltava vähintään yksi iso kirjain."
        case .charactersMissingLowercase: "{attribute}: arvossa on oltava vähintään yksi pieni kirjain."
        case .charactersMissingSymbol: "{attribute}: arvossa on oltava vähintään yksi symboli tai välimerkki."
        case .charactersNotAllowed: "{attribute}: arvo ei saa sisältää merkkiä ”{character}”."
        case .checkNotAwaited: "{attribute}: tarkistusta ei tehty, koska sääntö on asynkroninen ja sitä on odotettava."
        case .checkFailed: "{attribute}: tarkistus epäonnistui; yritä myöhemmin uudelleen."
        case .checkTimeout: "{attribute}: tarkistus ei valmistunut ajoissa; yritä myöhemmin uudelleen."
        case .checkPending: "{attribute}: tarkistus on vielä kesken."
        case .remoteRejected: "{attribute}: arvoa ei hyväksytty."
        case .inputWrongType: "{attribute}: arvon on oltava {expected}."
        case .inputOutOfRange: "{attribute}: arvon on oltava kokonaisluku väliltä {min}–{max}."
        case .inputNotFinite: "{attribute}: arvon on oltava äärellinen luku."
        case .inputUnknownKey: "{attribute} ei ole kenttä, jonka voi lähettää."
        case .inputNotAssignable: "{attribute}: kenttää ei voi asettaa."
        case .inputMalformed: "Pyynnön sisältö ei kelpaa ({format}): {reason}."
        case .inputTooLarge: "Pyynnön sisältö saa olla enintään {max} {max, plural, one {tavu} other {tavua}}."
        case .inputTooDeep:
            "Pyynnön sisällössä saa olla enintään {max} {max, plural, one {sisäkkäinen taso} other {sisäkkäistä "
                + "tasoa}}."
        case .inputDuplicateKey: "{attribute} on annettu useammin kuin kerran."
        case .inputUnsupportedMediaType:
            "Pyynnön sisältö on lähetettävä JSON-muodossa (application/json) tai lomakkeena "
                + "(application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "{count} {count, plural, one {muu virhe} other {muuta virhettä}} jätettiin pois: raportissa luetellaan "
                + "enintään {max} {max, plural, one {virhe} other {virhettä}}."
        case .problemInvalid: "Pyyntö ei kelpaa."
        case .problemUnreadable: "Pyynnön sisältöä ei voitu lukea."
        case .problemNoErrors: "Ei virheitä."
        case .problemErrors: "{errors} {errors, plural, one {virhe} other {virhettä}}."
        case .problemWarnings: "{warnings} {warnings, plural, one {varoitus} other {varoitusta}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {virhe} other {virhettä}}, {warnings} {warnings, plural, one {varoitus} "
                + "other {varoitusta}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "kokonaisluku",
        "a number": "luku",
        "text": "tekstiä",
        "true or false": "true tai false",
        "a list": "luettelo",
        "an object": "objekti",
        "a date such as 2026-11-23T10:00:00Z": "päivämäärä, kuten 2026-11-23T10:00:00Z",
        "a URL": "URL-osoite",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "tunniste, kuten E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "enintään 38-numeroinen luku",
        "one of the allowed values": "jokin sallituista arvoista",
        "a value of the expected form": "odotetun muotoinen arvo",
        "the other value": "toinen arvo",
        "form data": "lomaketiedot",
    ]
}
