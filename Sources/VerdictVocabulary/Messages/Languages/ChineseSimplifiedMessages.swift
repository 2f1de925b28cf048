/// Chinese (Simplified) (`zh-Hans`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum ChineseSimplifiedMessages: LanguageTable {
    static let rules = LanguageRules(plural: .otherOnly, numbers: .commaPointIdeographic, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "{attribute}不能为空。"
        case .requiredValue: "{attribute}必须为{requiredValue}。"
        case .stringTooShort: "{attribute}至少需要{min}个字符。"
        case .stringTooLong: "{attribute}最多只能有{max}个字符。"
        case .stringWrongLength: "{attribute}必须正好是{length}个字符。"
        case .booleanInvalid: "{attribute}必须是{true}或{false}。"
        case .compareEqual: "{attribute}必须等于{compareValue}。"
        case .compareNotEqual: "{attribute}必须不同于{compareValue}。"
        case .compareGreater: "{attribute}必须大于{compareValue}。"
        case .compareGreaterOrEqual: "{attribute}必须大于或等于{compareValue}。"
        case .compareLess: "{attribute}必须小于{compareValue}。"
        case .compareLessOrEqual: "{attribute}必须小于或等于{compareValue}。"
        case .emailInvalid: "{attribute}不是有效的电子邮件地址。"
        case .emailDomainNotFound: "{attribute}的域名无法接收电子邮件。"
        case .urlInvalid: "{attribute}不是有效的网址。"
        case .inNotInList: "{attribute}必须是以下值之一：{list}。"
        case .inInList: "{attribute}不能是以下任何值：{list}。"
        case .inArrayNotAllowed: "{attribute}必须是单个值，而不是列表。"
        case .invalid: "{attribute}无效。"
        case .numberTooSmall: "{attribute}不能小于{min}。"
        case .numberTooBig: "{attribute}不能大于{max}。"
        case .numberNotInteger: "{attribute}必须是整数。"
        case .numberInvalid: "{attribute}必须是数字。"
        case .charactersMissingDigit: "{attribute}必须至少包含一个数字。"
        case .charactersMissingLetter: "{attribute}必须至少包含一个字母。"
        case .charactersMissingUppercase: "{attribute}必须至少包含一个大写字母。"
        case .charactersMissingLowercase: "{attribute}必须至少包含一个小写字母。"
        case .charactersMissingSymbol: "{attribute}必须至少包含一个符号或标点。"
        case .charactersNotAllowed: "{attribute}不能包含“{character}”。"
        case .checkNotAwaited: "{attribute}未经验证：其规则是异步的，必须等待完成。"
        case .checkFailed: "无法验证{attribute}，请稍后重试。"
        case .checkTimeout: "未能及时验证{attribute}，请稍后重试。"
        case .checkPending: "{attribute}仍在验证中。"
        case .remoteRejected: "{attribute}未被接受。"
        case .inputWrongType: "{attribute}必须是{expected}。"
        case .inputOutOfRange: "{attribute}必须是{min}到{max}之间的整数。"
        case .inputNotFinite: "{attribute}必须是有限数字。"
        case .inputUnknownKey: "{attribute}不是可以提交的字段。"
        case .inputNotAssignable: "{attribute}不能被设置。"
        case .inputMalformed: "请求正文无效（{format}）：{reason}。"
        case .inputTooLarge: "请求正文不能超过{max}字节。"
        case .inputTooDeep: "请求正文的嵌套不能超过{max}层。"
        case .inputDuplicateKey: "{attribute}出现了不止一次。"
        case .inputUnsupportedMediaType:
            "请求正文必须以 JSON (application/json) 或表单 (application/x-www-form-urlencoded) 格式发送。"
        case .inputTooManyErrors:
            "另有{count}个错误被省略："
                + "一份报告最多列出{max}个。"
        case .problemInvalid: "请求无效。"
        case .problemUnreadable: "无法读取请求正文。"
        case .problemNoErrors: "没有错误。"
        case .problemErrors: "{errors}个错误。"
        case .problemWarnings: "{warnings}个警告。"
        case .problemErrorsAndWarnings: "{errors}个错误，{warnings}个警告。"
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "整数",
        "a number": "数字",
        "text": "文本",
        "true or false": "true 或 false",
        "a list": "列表",
        "an object": "对象",
        "a date such as 2026-11-23T10:00:00Z": "类似 2026-11-23T10:00:00Z 的日期",
        "a URL": "网址",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F": "类似 E621E1F8-C36C-495A-93FC-0C247A3E6E5F 的标识符",
        "a number of at most 38 digits": "最多 38 位的数字",
        "one of the allowed values": "允许的值之一",
        "a value of the expected form": "符合预期格式的值",
        "the other value": "另一个值",
        "form data": "表单数据",
    ]
}
