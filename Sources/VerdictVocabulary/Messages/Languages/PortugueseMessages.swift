/// Portuguese (Brazil) (`pt`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum PortugueseMessages: LanguageTable {
    static let rules = LanguageRules(plural: .portuguese, numbers: .pointComma, phrases: phrases)
    /// The rules of Portuguese in Portugal: the same numbers and phrases, CLDR's `pt-PT` plurals.
    static let portugalRules = LanguageRules(plural: .italian, numbers: .pointComma, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "O campo {attribute} não pode ficar em branco."
        case .requiredValue: "O campo {attribute} deve ser {requiredValue}."
        case .stringTooShort:
            "O campo {attribute} deve conter pelo menos {min} {min, plural, one {caractere} other {caracteres}}."
        case .stringTooLong:
            "O campo {attribute} deve conter no máximo {max} {max, plural, one {caractere} other {caracteres}}."
        case .stringWrongLength:
            "O campo {attribute} deve conter exatamente {length} {length, plural, one {caractere} other "
                + "{caracteres}}."
        case .booleanInvalid: "O campo {attribute} deve ser {true} ou {false}."
        case .compareEqual: "O campo {attribute} deve ser igual a {compareValue}."
        case .compareNotEqual: "O campo {attribute} deve ser diferente de {compareValue}."
        case .compareGreater: "O campo {attribute} deve ser maior que {compareValue}."
        case .compareGreaterOrEqual: "O campo {attribute} deve ser maior ou igual a {compareValue}."
        case .compareLess: "O campo {attribute} deve ser menor que {compareValue}."
        case .compareLessOrEqual: "O campo {attribute} deve ser menor ou igual a {compareValue}."
        case .emailInvalid: "O campo {attribute} não é um endereço de e-mail válido."
        case .emailDomainNotFound: "O campo {attribute} tem um domínio que não recebe e-mails."
        case .urlInvalid: "O campo {attribute} não é uma URL válida."
        case .inNotInList: "O campo {attribute} deve ser um destes valores: {list}."
        case .inInList: "O campo {attribute} não pode ser nenhum destes valores: {list}."
        case .inArrayNotAllowed: "O campo {attribute} deve ser um único valor, não uma lista."
        case .invalid: "O campo {attribute} é inválido."
        case .numberTooSmall: "O campo {attribute} não pode ser menor que {min}."
        case .numberTooBig: "O campo {attribute} não pode ser maior que {max}."
        case .numberNotInteger: "O campo {attribute} deve ser um número inteiro."
        case .numberInvalid: "O campo {attribute} deve ser um número."
        case .charactersMissingDigit: "O campo {attribute} deve conter pelo menos um dígito."
        case .charactersMissingLetter: "O campo {attribute} deve conter pelo menos uma letra."
        case .charactersMissingUppercase: "O campo {attribute} deve conter pelo menos uma letra maiúscula."
        case .charactersMissingLowercase: "O campo {attribute} deve conter pelo menos uma letra minúscula."
        case .charactersMissingSymbol: "O campo {attribute} deve conter pelo menos um símbolo ou sinal de pontuação."
        case .charactersNotAllowed: "O campo {attribute} não pode conter “{character}”."
        case .checkNotAwaited: "O campo {attribute} não foi verificado: sua regra é assíncrona e precisa ser aguardada."
        case .checkFailed: "Não foi possível verificar o campo {attribute}; tente novamente mais tarde."
        case .checkTimeout: "Não foi possível verificar o campo {attribute} a tempo; tente novamente mais tarde."
        case .checkPending: "O campo {attribute} ainda está sendo verificado."
        case .remoteRejected: "O campo {attribute} não foi aceito."
        case .inputWrongType: "O campo {attribute} deve ser {expected}."
        case .inputOutOfRange: "O campo {attribute} deve ser um número inteiro de {min} a {max}."
        case .inputNotFinite: "O campo {attribute} deve ser um número finito."
        case .inputUnknownKey: "O campo {attribute} não pode ser enviado."
        case .inputNotAssignable: "O campo {attribute} não pode ser alterado."
        case .inputMalformed: "O corpo da requisição não é válido ({format}): {reason}."
        case .inputTooLarge: "O corpo da requisição pode ter no máximo {max} {max, plural, one {byte} other {bytes}}."
        case .inputTooDeep:
            "O corpo da requisição pode ter no máximo {max} {max, plural, one {nível} other {níveis}} de "
                + "aninhamento."
        case .inputDuplicateKey: "O campo {attribute} foi informado mais de uma vez."
        case .inputUnsupportedMediaType:
            "O corpo da requisição deve ser enviado como JSON (application/json) ou como formulário "
                + "(application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "{count} {count, plural, one {outro erro foi omitido} other {outros erros foram omitidos}}: "
                + "um relatório lista no máximo {max}."
        case .problemInvalid: "A requisição não é válida."
        case .problemUnreadable: "Não foi possível ler o corpo da requisição."
        case .problemNoErrors: "Nenhum erro."
        case .problemErrors: "{errors} {errors, plural, one {erro} other {erros}}."
        case .problemWarnings: "{warnings} {warnings, plural, one {aviso} other {avisos}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {erro} other {erros}}, {warnings} {warnings, plural, one {aviso} other "
                + "{avisos}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "um número inteiro",
        "a number": "um número",
        "text": "texto",
        "true or false": "true ou false",
        "a list": "uma lista",
        "an object": "um objeto",
        "a date such as 2026-11-23T10:00:00Z": "uma data como 2026-11-23T10:00:00Z",
        "a URL": "uma URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "um identificador como E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "um número de no máximo 38 dígitos",
        "one of the allowed values": "um dos valores permitidos",
        "a value of the expected form": "um valor no formato esperado",
        "the other value": "o outro valor",
        "form data": "dados de formulário",
    ]
}
