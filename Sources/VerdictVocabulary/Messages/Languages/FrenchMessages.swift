/// French (`fr`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum FrenchMessages: LanguageTable {
    static let rules = LanguageRules(plural: .french, numbers: .french, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "Le champ {attribute} ne peut pas être vide."
        case .requiredValue: "Le champ {attribute} doit valoir {requiredValue}."
        case .stringTooShort:
            "Le champ {attribute} doit contenir au moins {min} {min, plural, one {caractère} other {caractères}}."
        case .stringTooLong:
            "Le champ {attribute} doit contenir au plus {max} {max, plural, one {caractère} other {caractères}}."
        case .stringWrongLength:
            "Le champ {attribute} doit contenir exactement {length} {length, plural, one {caractère} other "
                + "{caractères}}."
        case .booleanInvalid: "Le champ {attribute} doit valoir {true} ou {false}."
        case .compareEqual: "Le champ {attribute} doit être égal à {compareValue}."
        case .compareNotEqual: "Le champ {attribute} doit être différent de {compareValue}."
        case .compareGreater: "Le champ {attribute} doit être supérieur à {compareValue}."
        case .compareGreaterOrEqual: "Le champ {attribute} doit être supérieur ou égal à {compareValue}."
        case .compareLess: "Le champ {attribute} doit être inférieur à {compareValue}."
        case .compareLessOrEqual: "Le champ {attribute} doit être inférieur ou égal à {compareValue}."
        case .emailInvalid: "Le champ {attribute} n’est pas une adresse e-mail valide."
        case .emailDomainNotFound: "Le champ {attribute} a un domaine qui ne reçoit pas d’e-mails."
        case .urlInvalid: "Le champ {attribute} n’est pas une URL valide."
        case .inNotInList: "Le champ {attribute} doit avoir l’une de ces valeurs : {list}."
        case .inInList: "Le champ {attribute} ne doit avoir aucune de ces valeurs : {list}."
        case .inArrayNotAllowed: "Le champ {attribute} doit contenir une seule valeur, pas une liste."
        case .invalid: "Le champ {attribute} n’est pas valide."
        case .numberTooSmall: "Le champ {attribute} ne doit pas être inférieur à {min}."
        case .numberTooBig: "Le champ {attribute} ne doit pas être supérieur à {max}."
        case .numberNotInteger: "Le champ {attribute} doit être un nombre entier."
        case .numberInvalid: "Le champ {attribute} doit être un nombre."
        case .charactersMissingDigit: "Le champ {attribute} doit contenir au moins un chiffre."
        case .charactersMissingLetter: "Le champ {attribute} doit contenir au moins une lettre."
        case .charactersMissingUppercase: "Le champ {attribute} doit contenir au moins une majuscule."
        case .charactersMissingLowercase: "Le champ {attribute} doit contenir au moins une minuscule."
        case .charactersMissingSymbol:
            "Le champ {attribute} doit contenir au moins un symbole ou un signe de ponctuation."
        case .charactersNotAllowed: "Le champ {attribute} ne doit pas contenir « {character} »."
        case .checkNotAwaited:
            "Le champ {attribute} n’a pas été vérifié : sa règle est asynchrone et doit être attendue."
        case .checkFailed: "Le champ {attribute} n’a pas pu être vérifié ; réessayez plus tard."
        case .checkTimeout: "Le champ {attribute} n’a pas pu être vérifié à temps ; réessayez plus tard."
        case .checkPending: "Le champ {attribute} est encore en cours de vérification."
        case .remoteRejected: "Le champ {attribute} n’est pas accepté."
        case .inputWrongType: "Le champ {attribute} doit être {expected}."
        case .inputOutOfRange: "Le champ {attribute} doit être un nombre entier de {min} à {max}."
        case .inputNotFinite: "Le champ {attribute} doit être un nombre fini."
        case .inputUnknownKey: "Le champ {attribute} ne peut pas être envoyé."
        case .inputNotAssignable: "Le champ {attribute} ne peut pas être modifié."
        case .inputMalformed: "Le corps de la requête n’est pas valide ({format}) : {reason}."
        case .inputTooLarge:
            "Le corps de la requête ne doit pas dépasser {max} {max, plural, one {octet} other {octets}}."
        case .inputTooDeep:
            "Le corps de la requête ne doit pas dépasser {max} {max, plural, one {niveau} other {niveaux}} "
                + "d’imbrication."
        case .inputDuplicateKey: "Le champ {attribute} est fourni plus d’une fois."
        case .inputUnsupportedMediaType:
            "Le corps de la requête doit être envoyé en JSON (application/json) ou sous forme de formulaire "
                + "(application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "{count} {count, plural, one {autre erreur a été omise} other {autres erreurs ont été omises}}. "
                + "Un rapport en liste au plus {max}."
        case .problemInvalid: "La requête n’est pas valide."
        case .problemUnreadable: "Le corps de la requête n’a pas pu être lu."
        case .problemNoErrors: "Aucune erreur."
        case .problemErrors: "{errors} {errors, plural, one {erreur} other {erreurs}}."
        case .problemWarnings: "{warnings} {warnings, plural, one {avertissement} other {avertissements}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {erreur} other {erreurs}}, {warnings} {warnings, plural, one "
                + "{avertissement} other {avertissements}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "un nombre entier",
        "a number": "un nombre",
        "text": "du texte",
        "true or false": "true ou false",
        "a list": "une liste",
        "an object": "un objet",
        "a date such as 2026-11-23T10:00:00Z": "une date comme 2026-11-23T10:00:00Z",
        "a URL": "une URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "un identifiant comme E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "un nombre d’au plus 38 chiffres",
        "one of the allowed values": "l’une des valeurs autorisées",
        "a value of the expected form": "une valeur de la forme attendue",
        "the other value": "l’autre valeur",
        "form data": "formulaire",
    ]
}
