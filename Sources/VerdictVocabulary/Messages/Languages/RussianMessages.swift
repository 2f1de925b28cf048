/// Russian (`ru`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum RussianMessages: LanguageTable {
    static let rules = LanguageRules(plural: .eastSlavic, numbers: .spaceComma, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "Поле «{attribute}» не может быть пустым."
        case .requiredValue: "Поле «{attribute}» должно иметь значение {requiredValue}."
        case .stringTooShort:
            "Поле «{attribute}» должно содержать не менее {min} {min, plural, one {символа} few {символов} many "
                + "{символов} other {символа}}."
        case .stringTooLong:
            "Поле «{attribute}» должно содержать не более {max} {max, plural, one {символа} few {символов} many "
                + "{символов} other {символа}}."
        case .stringWrongLength:
            "Поле «{attribute}» должно содержать ровно {length} {length, plural, one {символ} few {символа} many "
                + "{символов} other {символа}}."
        case .booleanInvalid: "Поле «{attribute}» должно иметь значение {true} или {false}."
        case .compareEqual: "Поле «{attribute}» должно совпадать со значением {compareValue}."
        case .compareNotEqual: "Поле «{attribute}» должно отличаться от значения {compareValue}."
        case .compareGreater: "Поле «{attribute}» должно быть больше значения {compareValue}."
        case .compareGreaterOrEqual: "Поле «{attribute}» должно быть не меньше значения {compareValue}."
        case .compareLess: "Поле «{attribute}» должно быть меньше значения {compareValue}."
        case .compareLessOrEqual: "Поле «{attribute}» должно быть не больше значения {compareValue}."
        case .emailInvalid: "Поле «{attribute}» не содержит корректный адрес электронной почты."
        case .emailDomainNotFound: "Домен в поле «{attribute}» не принимает электронную почту."
        case .urlInvalid: "Поле «{attribute}» не содержит корректный URL."
        case .inNotInList: "Поле «{attribute}» должно иметь одно из значений: {list}."
        case .inInList: "Поле «{attribute}» не должно иметь ни одно из значений: {list}."
        case .inArrayNotAllowed: "Поле «{attribute}» должно содержать одно значение, а не список."
        case .invalid: "Поле «{attribute}» заполнено неверно."
        case .numberTooSmall: "Поле «{attribute}» должно быть не меньше {min}."
        case .numberTooBig: "Поле «{attribute}» должно быть не больше {max}."
        case .numberNotInteger: "Поле «{attribute}» должно быть целым числом."
        case .numberInvalid: "Поле «{attribute}» должно быть числом."
        case .charactersMissingDigit: "Поле «{attribute}» должно содержать хотя бы одну цифру."
        case .charactersMissingLetter: "Поле «{attribute}» должно содержать хотя бы одну букву."
        case .charactersMissingUppercase: "Поле «{attribute}» должно содержать хотя бы одну заглавную букву."
        case .charactersMissingLowercase: "Поле «{attribute}» должно содержать хотя бы одну строчную букву."
        case .charactersMissingSymbol: "Поле «{attribute}» должно содержать хотя бы один символ или знак препинания."
        case .charactersNotAllowed: "Поле «{attribute}» не должно содержать символ «{character}»."
        case .checkNotAwaited: "Поле «{attribute}» не проверено: его правило асинхронное, и его нужно дождаться."
        case .checkFailed: "Не удалось проверить поле «{attribute}»; повторите попытку позже."
        case .checkTimeout: "Не удалось вовремя проверить поле «{attribute}»; повторите попытку позже."
        case .checkPending: "Поле «{attribute}» ещё проверяется."
        case .remoteRejected: "Значение поля «{attribute}» не принято."
        case .inputWrongType: "Поле «{attribute}» должно быть {expected}."
        case .inputOutOfRange: "Поле «{attribute}» должно быть целым числом от {min} до {max}."
        case .inputNotFinite: "Поле «{attribute}» должно быть конечным числом."
        case .inputUnknownKey: "Поле «{attribute}» нельзя отправлять."
        case .inputNotAssignable: "Поле «{attribute}» нельзя изменить."
        case .inputMalformed: "Тело запроса некорректно ({format}): {reason}."
        case .inputTooLarge:
            "Тело запроса должно быть не больше {max} {max, plural, one {байта} few {байтов} many {байтов} other "
                + "{байта}}."
        case .inputTooDeep:
            "Вложенность тела запроса должна быть не больше {max} {max, plural, one {уровня} few {уровней} many "
                + "{уровней} other {уровня}}."
        case .inputDuplicateKey: "Поле «{attribute}» указано более одного раза."
        case .inputUnsupportedMediaType:
            "Тело запроса должно быть отправлено как JSON (application/json) или как форма "
                + "(application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "Ещё {count} {count, plural, one {ошибка опущена} few {ошибки опущены} many {ошибок опущено} "
                + "other {ошибки опущено}}: в отчёт входит не больше {max}."
        case .problemInvalid: "Запрос некорректен."
        case .problemUnreadable: "Не удалось прочитать тело запроса."
        case .problemNoErrors: "Ошибок нет."
        case .problemErrors: "{errors} {errors, plural, one {ошибка} few {ошибки} many {ошибок} other {ошибки}}."
        case .problemWarnings:
            "{warnings} {warnings, plural, one {предупреждение} few {предупреждения} many {предупреждений} other "
                + "{предупреждения}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {ошибка} few {ошибки} many {ошибок} other {ошибки}}, {warnings} "
                + "{warnings, plural, one {предупреждение} few {предупреждения} many {предупреждений} other "
                + "{предупреждения}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "целым числом",
        "a number": "числом",
        "text": "текстом",
        "true or false": "значением true или false",
        "a list": "списком",
        "an object": "объектом",
        "a date such as 2026-11-23T10:00:00Z": "датой, например 2026-11-23T10:00:00Z",
        "a URL": "URL-адресом",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "идентификатором, например E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "числом не длиннее 38 цифр",
        "one of the allowed values": "одним из допустимых значений",
        "a value of the expected form": "значением ожидаемого вида",
        "the other value": "другого поля",
        "form data": "данные формы",
    ]
}
