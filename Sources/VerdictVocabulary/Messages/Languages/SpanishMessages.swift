/// Spanish (`es`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum SpanishMessages: LanguageTable {
    static let rules = LanguageRules(plural: .spanish, numbers: .spanish, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "El campo {attribute} no puede estar vacío."
        case .requiredValue: "El campo {attribute} debe ser {requiredValue}."
        case .stringTooShort:
            "El campo {attribute} debe contener al menos {min} {min, plural, one {carácter} other {caracteres}}."
        case .stringTooLong:
            "El campo {attribute} debe contener como máximo {max} {max, plural, one {carácter} other {caracteres}}."
        case .stringWrongLength:
            "El campo {attribute} debe contener exactamente {length} {length, plural, one {carácter} other "
                + "{caracteres}}."
        case .booleanInvalid: "El campo {attribute} debe ser {true} o {false}."
        case .compareEqual: "El campo {attribute} debe ser igual a {compareValue}."
        case .compareNotEqual: "El campo {attribute} debe ser distinto de {compareValue}."
        case .compareGreater: "El campo {attribute} debe ser mayor que {compareValue}."
        case .compareGreaterOrEqual: "El campo {attribute} debe ser mayor o igual que {compareValue}."
        case .compareLess: "El campo {attribute} debe ser menor que {compareValue}."
        case .compareLessOrEqual: "El campo {attribute} debe ser menor o igual que {compareValue}."
        case .emailInvalid: "El campo {attribute} no es una dirección de correo electrónico válida."
        case .emailDomainNotFound: "El campo {attribute} tiene un dominio que no recibe correo electrónico."
        case .urlInvalid: "El campo {attribute} no es una URL válida."
        case .inNotInList: "El campo {attribute} debe ser uno de estos valores: {list}."
        case .inInList: "El campo {attribute} no puede ser ninguno de estos valores: {list}."
        case .inArrayNotAllowed: "El campo {attribute} debe ser un único valor, no una lista."
        case .invalid: "El campo {attribute} no es válido."
        case .numberTooSmall: "El campo {attribute} no puede ser menor que {min}."
        case .numberTooBig: "El campo {attribute} no puede ser mayor que {max}."
        case .numberNotInteger: "El campo {attribute} debe ser un número entero."
        case .numberInvalid: "El campo {attribute} debe ser un número."
        case .charactersMissingDigit: "El campo {attribute} debe contener al menos un dígito."
        case .charactersMissingLetter: "El campo {attribute} debe contener al menos una letra."
        case .charactersMissingUppercase: "El campo {attribute} debe contener al menos una letra mayúscula."
        case .charactersMissingLowercase: "El campo {attribute} debe contener al menos una letra minúscula."
        case .charactersMissingSymbol: "El campo {attribute} debe contener al menos un símbolo o signo de puntuación."
        case .charactersNotAllowed: "El campo {attribute} no puede contener «{character}»."
        case .checkNotAwaited: "El campo {attribute} no se ha comprobado: su regla es asíncrona y debe esperarse."
        case .checkFailed: "No se pudo comprobar el campo {attribute}; inténtelo de nuevo más tarde."
        case .checkTimeout: "No se pudo comprobar a tiempo el campo {attribute}; inténtelo de nuevo más tarde."
        case .checkPending: "El campo {attribute} todavía se está comprobando."
        case .remoteRejected: "El campo {attribute} no se acepta."
        case .inputWrongType: "El campo {attribute} debe ser {expected}."
        case .inputOutOfRange: "El campo {attribute} debe ser un número entero entre {min} y {max}."
        case .inputNotFinite: "El campo {attribute} debe ser un número finito."
        case .inputUnknownKey: "El campo {attribute} no se puede enviar."
        case .inputNotAssignable: "El campo {attribute} no se puede modificar."
        case .inputMalformed: "El cuerpo de la solicitud no es válido ({format}): {reason}."
        case .inputTooLarge: "El cuerpo de la solicitud no puede superar {max} {max, plural, one {byte} other {bytes}}."
        case .inputTooDeep:
            "El cuerpo de la solicitud no puede tener más de {max} {max, plural, one {nivel} other {niveles}} de "
                + "anidamiento."
        case .inputDuplicateKey: "El campo {attribute} aparece más de una vez."
        case .inputUnsupportedMediaType:
            "El cuerpo de la solicitud debe enviarse como JSON (application/json) o como formulario "
                + "(application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "{count} {count, plural, one {error más quedó fuera} other {errores más quedaron fuera}}: "
                + "un informe incluye como máximo {max}."
        case .problemInvalid: "La solicitud no es válida."
        case .problemUnreadable: "No se pudo leer el cuerpo de la solicitud."
        case .problemNoErrors: "Sin errores."
        case .problemErrors: "{errors} {errors, plural, one {error} other {errores}}."
        case .problemWarnings: "{warnings} {warnings, plural, one {advertencia} other {advertencias}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {error} other {errores}}, {warnings} {warnings, plural, one "
                + "{advertencia} other {advertencias}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "un número entero",
        "a number": "un número",
        "text": "texto",
        "true or false": "true o false",
        "a list": "una lista",
        "an object": "un objeto",
        "a date such as 2026-11-23T10:00:00Z": "una fecha como 2026-11-23T10:00:00Z",
        "a URL": "una URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "un identificador como E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "un número de 38 dígitos como máximo",
        "one of the allowed values": "uno de los valores permitidos",
        "a value of the expected form": "un valor con la forma esperada",
        "the other value": "el otro valor",
        "form data": "datos de formulario",
    ]
}
