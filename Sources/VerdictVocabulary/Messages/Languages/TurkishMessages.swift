/// Turkish (`tr`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum TurkishMessages: LanguageTable {
    static let rules = LanguageRules(plural: .oneIfNIsOne, numbers: .pointComma, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "{attribute} alanı boş bırakılamaz."
        case .requiredValue: "{attribute} alanı {requiredValue} olmalıdır."
        case .stringTooShort: "{attribute} alanı en az {min} karakter içermelidir."
        case .stringTooLong: "{attribute} alanı en fazla {max} karakter içerebilir."
        case .stringWrongLength: "{attribute} alanı tam olarak {length} karakter içermelidir."
        case .booleanInvalid: "{attribute} alanı {true} ya da {false} olmalıdır."
        case .compareEqual: "{attribute} alanı {compareValue} ile aynı olmalıdır."
        case .compareNotEqual: "{attribute} alanı {compareValue} ile aynı olmamalıdır."
        case .compareGreater: "{attribute} alanı {compareValue} değerinden büyük olmalıdır."
        case .compareGreaterOrEqual: "{attribute} alanı en az {compareValue} olmalıdır."
        case .compareLess: "{attribute} alanı {compareValue} değerinden küçük olmalıdır."
        case .compareLessOrEqual: "{attribute} alanı en fazla {compareValue} olmalıdır."
        case .emailInvalid: "{attribute} alanı geçerli bir e-posta adresi değil."
        case .emailDomainNotFound: "{attribute} alanındaki alan adı e-posta almıyor."
        case .urlInvalid: "{attribute} alanı geçerli bir URL değil."
        case .inNotInList: "{attribute} alanı şu değerlerden biri olmalıdır: {list}."
        case .inInList: "{attribute} alanı şu değerlerden biri olmamalıdır: {list}."
        case .inArrayNotAllowed: "{attribute} alanı liste değil, tek bir değer olmalıdır."
        case .invalid: "{attribute} alanı geçersiz."
        case .numberTooSmall: "{attribute} alanı en az {min} olmalıdır."
        case .numberTooBig: "{attribute} alanı en fazla {max} olmalıdır."
        case .numberNotInteger: "{attribute} alanı bir tam sayı olmalıdır."
        case .numberInvalid: "{attribute} alanı bir sayı olmalıdır."
        case .charactersMissingDigit: "{attribute} alanı en az bir rakam içermelidir."
        case .charactersMissingLetter: "{attribute} alanı en az bir harf içermelidir."
        case .charactersMissingUppercase: "{attribute} alanı en az bir büyük harf içermelidir."
        case .charactersMissingLowercase: "{attribute} alanı en az bir küçük harf içermelidir."
        case .charactersMissingSymbol: "{attribute} alanı en az bir sembol veya noktalama işareti içermelidir."
        case .charactersNotAllowed: "{attribute} alanı “{character}” karakterini içermemelidir."
        case .checkNotAwaited: "{attribute} alanı denetlenmedi: kuralı eşzamansızdır ve beklenmesi gerekir."
        case .checkFailed: "{attribute} alanı denetlenemedi; lütfen daha sonra tekrar deneyin."
        case .checkTimeout: "{attribute} alanı zamanında denetlenemedi; lütfen daha sonra tekrar deneyin."
        case .checkPending: "{attribute} alanı hâlâ denetleniyor."
        case .remoteRejected: "{attribute} alanı kabul edilmedi."
        case .inputWrongType: "{attribute} alanı {expected} olmalıdır."
        case .inputOutOfRange: "{attribute} alanı {min} ile {max} arasında bir tam sayı olmalıdır."
        case .inputNotFinite: "{attribute} alanı sonlu bir sayı olmalıdır."
        case .inputUnknownKey: "{attribute} gönderilebilecek bir alan değil."
        case .inputNotAssignable: "{attribute} alanı ayarlanamaz."
        case .inputMalformed: "İstek gövdesi geçerli değil ({format}): {reason}."
        case .inputTooLarge: "İstek gövdesi en fazla {max} bayt olabilir."
        case .inputTooDeep: "İstek gövdesi en fazla {max} düzey iç içe olabilir."
        case .inputDuplicateKey: "{attribute} alanı birden fazla kez verilmiş."
        case .inputUnsupportedMediaType:
            "İstek gövdesi JSON (application/json) ya da form "
                + "(application/x-www-form-urlencoded) olarak gönderilmelidir."
        case .inputTooManyErrors:
            "{count} hata daha dışarıda bırakıldı: "
                + "bir rapor en fazla {max} hata listeler."
        case .problemInvalid: "İstek geçerli değil."
        case .problemUnreadable: "İstek gövdesi okunamadı."
        case .problemNoErrors: "Hata yok."
        case .problemErrors: "{errors} hata."
        case .problemWarnings: "{warnings} uyarı."
        case .problemErrorsAndWarnings: "{errors} hata, {warnings} uyarı."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "bir tam sayı",
        "a number": "bir sayı",
        "text": "metin",
        "true or false": "true ya da false",
        "a list": "bir liste",
        "an object": "bir nesne",
        "a date such as 2026-11-23T10:00:00Z": "2026-11-23T10:00:00Z gibi bir tarih",
        "a URL": "bir URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5F gibi bir tanımlayıcı",
        "a number of at most 38 digits": "en fazla 38 basamaklı bir sayı",
        "one of the allowed values": "izin verilen değerlerden biri",
        "a value of the expected form": "beklenen biçimde bir değer",
        "the other value": "diğer alan",
        "form data": "form verisi",
    ]
}
