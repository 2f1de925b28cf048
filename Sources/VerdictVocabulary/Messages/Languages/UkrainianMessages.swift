/// Ukrainian (`uk`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum UkrainianMessages: LanguageTable {
    static let rules = LanguageRules(plural: .eastSlavic, numbers: .spaceComma, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "Поле «{attribute}» не може бути порожнім."
        case .requiredValue: "Поле «{attribute}» повинно мати значення {requiredValue}."
        case .stringTooShort:
            "Поле «{attribute}» повинно містити щонайменше {min} {min, plural, one {символ} few {символи} many "
                + "{символів} other {символу}}."
        case .stringTooLong:
            "Поле «{attribute}» може містити щонайбільше {max} {max, plural, one {символ} few {символи} many "
                + "{символів} other {символу}}."
        case .stringWrongLength:
            "Поле «{attribute}» повинно містити рівно {length} {length, plural, one {символ} few {символи} many "
                + "{символів} other {символу}}."
        case .booleanInvalid: "Поле «{attribute}» повинно мати значення {true} або {false}."
        case .compareEqual: "Поле «{attribute}» повинно збігатися зі значенням {compareValue}."
        case .compareNotEqual: "Поле «{attribute}» повинно відрізнятися від значення {compareValue}."
        case .compareGreater: "Поле «{attribute}» повинно бути більшим за значення {compareValue}."
        case .compareGreaterOrEqual: "Поле «{attribute}» повинно бути не меншим за значення {compareValue}."
        case .compareLess: "Поле «{attribute}» повинно бути меншим за значення {compareValue}."
        case .compareLessOrEqual: "Поле «{attribute}» повинно бути не більшим за значення {compareValue}."
        case .emailInvalid: "Поле «{attribute}» не містить коректної адреси електронної пошти."
        case .emailDomainNotFound: "Домен у полі «{attribute}» не приймає електронну пошту."
        case .urlInvalid: "Поле «{attribute}» не містить коректної URL-адреси."
        case .inNotInList: "Поле «{attribute}» повинно мати одне зі значень: {list}."
        case .inInList: "Поле «{attribute}» не повинно мати жодного зі значень: {list}."
        case .inArrayNotAllowed: "Поле «{attribute}» повинно містити одне значення, а не список."
        case .invalid: "Поле «{attribute}» заповнено неправильно."
        case .numberTooSmall: "Поле «{attribute}» повинно бути не меншим за {min}."
        case .numberTooBig: "Поле «{attribute}» повинно бути не більшим за {max}."
        case .numberNotInteger: "Поле «{attribute}» повинно бути цілим числом."
        case .numberInvalid: "Поле «{attribute}» повинно бути числом."
        case .charactersMissingDigit: "Поле «{attribute}» повинно містити принаймні одну цифру."
        case .charactersMissingLetter: "Поле «{attribute}» повинно містити принаймні одну літеру."
        case .charactersMissingUppercase: "Поле «{attribute}» повинно містити принаймні одну велику літеру."
        case .charactersMissingLowercase: "Поле «{attribute}» повинно містити принаймні одну малу літеру."
        case .charactersMissingSymbol: "Поле «{attribute}» повинно містити принаймні один символ або розділовий знак."
        case .charactersNotAllowed: "Поле «{attribute}» не повинно містити символ «{character}»."
        case .checkNotAwaited:
            "Поле «{attribute}» не перевірено: його правило асинхронне, і на нього потрібно зачекати."
        case .checkFailed: "Не вдалося перевірити поле «{attribute}»; спробуйте пізніше."
        case .checkTimeout: "Не вдалося вчасно перевірити поле «{attribute}»; спробуйте пізніше."
        case .checkPending: "Поле «{attribute}» ще перевіряється."
        case .remoteRejected: "Значення поля «{attribute}» не прийнято."
        case .inputWrongType: "Поле «{attribute}» повинно бути {expected}."
        case .inputOutOfRange: "Поле «{attribute}» повинно бути цілим числом від {min} до {max}."
        case .inputNotFinite: "Поле «{attribute}» повинно бути скінченним числом."
        case .inputUnknownKey: "Поле «{attribute}» не можна надсилати."
        case .inputNotAssignable: "Поле «{attribute}» не можна змінити."
        case .inputMalformed: "Тіло запиту некоректне ({format}): {reason}."
        case .inputTooLarge:
            "Тіло запиту може мати щонайбільше {max} {max, plural, one {байт} few {байти} many {байтів} other "
                + "{байта}}."
        case .inputTooDeep:
            "Тіло запиту може мати щонайбільше {max} {max, plural, one {рівень} few {рівні} many {рівнів} other "
                + "{рівня}} вкладеності."
        case .inputDuplicateKey: "Поле «{attribute}» вказано більше одного разу."
        case .inputUnsupportedMediaType:
            "Тіло запиту має бути надіслане як JSON (application/json) або як форма "
                + "(application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "Пропущено ще {count} {count, plural, one {помилку} few {помилки} many {помилок} other {помилки}}: "
                + "звіт містить щонайбільше {max}."
        case .problemInvalid: "Запит некоректний."
        case .problemUnreadable: "Не вдалося прочитати тіло запиту."
        case .problemNoErrors: "Помилок немає."
        case .problemErrors: "{errors} {errors, plural, one {помилка} few {помилки} many {помилок} other {помилки}}."
        case .problemWarnings:
            "{warnings} {warnings, plural, one {попередження} few {попередження} many {попереджень} other "
                + "{попередження}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {помилка} few {помилки} many {помилок} other {помилки}}, {warnings} "
                + "{warnings, plural, one {попередження} few {попередження} many {попереджень} other {попередження}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "цілим числом",
        "a number": "числом",
        "text": "текстом",
        "true or false": "значенням true або false",
        "a list": "списком",
        "an object": "об’єктом",
        "a date such as 2026-11-23T10:00:00Z": "датою, наприклад 2026-11-23T10:00:00Z",
        "a URL": "URL-адресою",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "ідентифікатором, наприклад E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "числом щонайбільше з 38 цифр",
        "one of the allowed values": "одним із дозволених значень",
        "a value of the expected form": "значенням очікуваного вигляду",
        "the other value": "іншого поля",
        "form data": "дані форми",
    ]
}
