/// Chinese (Traditional) (`zh-Hant`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum ChineseTraditionalMessages: LanguageTable {
    static let rules = LanguageRules(plural: .otherOnly, numbers: .commaPointIdeographic, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "{attribute}不能為空。"
        case .requiredValue: "{attribute}必須為{requiredValue}。"
        case .stringTooShort: "{attribute}至少需要{min}個字元。"
        case .stringTooLong: "{attribute}最多只能有{max}個字元。"
        case .stringWrongLength: "{attribute}必須正好是{length}個字元。"
        case .booleanInvalid: "{attribute}必須是{true}或{false}。"
        case .compareEqual: "{attribute}必須等於{compareValue}。"
        case .compareNotEqual: "{attribute}必須不同於{compareValue}。"
        case .compareGreater: "{attribute}必須大於{compareValue}。"
        case .compareGreaterOrEqual: "{attribute}必須大於或等於{compareValue}。"
        case .compareLess: "{attribute}必須小於{compareValue}。"
        case .compareLessOrEqual: "{attribute}必須小於或等於{compareValue}。"
        case .emailInvalid: "{attribute}不是有效的電子郵件地址。"
        case .emailDomainNotFound: "{attribute}的網域無法接收電子郵件。"
        case .urlInvalid: "{attribute}不是有效的網址。"
        case .inNotInList: "{attribute}必須是下列值之一：{list}。"
        case .inInList: "{attribute}不能是下列任何值：{list}。"
        case .inArrayNotAllowed: "{attribute}必須是單一值，而不是清單。"
        case .invalid: "{attribute}無效。"
        case .numberTooSmall: "{attribute}不能小於{min}。"
        case .numberTooBig: "{attribute}不能大於{max}。"
        case .numberNotInteger: "{attribute}必須是整數。"
        case .numberInvalid: "{attribute}必須是數字。"
        case .charactersMissingDigit: "{attribute}必須至少包含一個數字。"
        case .charactersMissingLetter: "{attribute}必須至少包含一個字母。"
        case .charactersMissingUppercase: "{attribute}必須至少包含一個大寫字母。"
        case .charactersMissingLowercase: "{attribute}必須至少包含一個小寫字母。"
        case .charactersMissingSymbol: "{attribute}必須至少包含一個符號或標點。"
        case .charactersNotAllowed: "{attribute}不能包含「{character}」。"
        case .checkNotAwaited: "{attribute}未經驗證：其規則是非同步的，必須等待完成。"
        case .checkFailed: "無法驗證{attribute}，請稍後再試。"
        case .checkTimeout: "未能及時驗證{attribute}，請稍後再試。"
        case .checkPending: "{attribute}仍在驗證中。"
        case .remoteRejected: "{attribute}未被接受。"
        case .inputWrongType: "{attribute}必須是{expected}。"
        case .inputOutOfRange: "{attribute}必須是{min}到{max}之間的整數。"
        case .inputNotFinite: "{attribute}必須是有限數字。"
        case .inputUnknownKey: "{attribute}不是可以送出的欄位。"
        case .inputNotAssignable: "{attribute}無法設定。"
        case .inputMalformed: "請求本文無效（{format}）：{reason}。"
        case .inputTooLarge: "請求本文不能超過{max}位元組。"
        case .inputTooDeep: "請求本文的巢狀層級不能超過{max}層。"
        case .inputDuplicateKey: "{attribute}出現了不只一次。"
        case .inputUnsupportedMediaType:
            "請求本文必須以 JSON (application/json) 或表單 (application/x-www-form-urlencoded) 格式傳送。"
        case .inputTooManyErrors:
            "另有{count}個錯誤被省略："
                + "一份報告最多列出{max}個。"
        case .problemInvalid: "請求無效。"
        case .problemUnreadable: "無法讀取請求本文。"
        case .problemNoErrors: "沒有錯誤。"
        case .problemErrors: "{errors}個錯誤。"
        case .problemWarnings: "{warnings}個警告。"
        case .problemErrorsAndWarnings: "{errors}個錯誤，{warnings}個警告。"
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "整數",
        "a number": "數字",
        "text": "文字",
        "true or false": "true 或 false",
        "a list": "清單",
        "an object": "物件",
        "a date such as 2026-11-23T10:00:00Z": "類似 2026-11-23T10:00:00Z 的日期",
        "a URL": "網址",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F": "類似 E621E1F8-C36C-495A-93FC-0C247A3E6E5F 的識別碼",
        "a number of at most 38 digits": "最多 38 位的數字",
        "one of the allowed values": "允許的值之一",
        "a value of the expected form": "符合預期格式的值",
        "the other value": "另一個值",
        "form data": "表單資料",
    ]
}
