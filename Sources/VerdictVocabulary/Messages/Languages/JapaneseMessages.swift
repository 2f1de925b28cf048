/// Japanese (`ja`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum JapaneseMessages: LanguageTable {
    static let rules = LanguageRules(plural: .otherOnly, numbers: .commaPointIdeographic, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "{attribute}を入力してください。"
        case .requiredValue: "{attribute}は{requiredValue}である必要があります。"
        case .stringTooShort: "{attribute}は{min}文字以上で入力してください。"
        case .stringTooLong: "{attribute}は{max}文字以内で入力してください。"
        case .stringWrongLength: "{attribute}は{length}文字で入力してください。"
        case .booleanInvalid: "{attribute}は{true}または{false}である必要があります。"
        case .compareEqual: "{attribute}は{compareValue}と一致する必要があります。"
        case .compareNotEqual: "{attribute}は{compareValue}と異なる値にしてください。"
        case .compareGreater: "{attribute}は{compareValue}より大きい値にしてください。"
        case .compareGreaterOrEqual: "{attribute}は{compareValue}以上の値にしてください。"
        case .compareLess: "{attribute}は{compareValue}より小さい値にしてください。"
        case .compareLessOrEqual: "{attribute}は{compareValue}以下の値にしてください。"
        case .emailInvalid: "{attribute}は有効なメールアドレスではありません。"
        case .emailDomainNotFound: "{attribute}のドメインはメールを受信できません。"
        case .urlInvalid: "{attribute}は有効なURLではありません。"
        case .inNotInList: "{attribute}は次のいずれかにしてください：{list}。"
        case .inInList: "{attribute}には次の値を使用できません：{list}。"
        case .inArrayNotAllowed: "{attribute}はリストではなく、単一の値にしてください。"
        case .invalid: "{attribute}が正しくありません。"
        case .numberTooSmall: "{attribute}は{min}以上にしてください。"
        case .numberTooBig: "{attribute}は{max}以下にしてください。"
        case .numberNotInteger: "{attribute}は整数にしてください。"
        case .numberInvalid: "{attribute}は数値にしてください。"
        case .charactersMissingDigit: "{attribute}には数字を1文字以上含めてください。"
        case .charactersMissingLetter: "{attribute}には文字を1文字以上含めてください。"
        case .charactersMissingUppercase: "{attribute}には大文字を1文字以上含めてください。"
        case .charactersMissingLowercase: "{attribute}には小文字を1文字以上含めてください。"
        case .charactersMissingSymbol: "{attribute}には記号または句読点を1文字以上含めてください。"
        case .charactersNotAllowed: "{attribute}に「{character}」は使用できません。"
        case .checkNotAwaited: "{attribute}は検証されていません：ルールが非同期のため、完了を待つ必要があります。"
        case .checkFailed: "{attribute}を確認できませんでした。しばらくしてからもう一度お試しください。"
        case .checkTimeout: "{attribute}を時間内に確認できませんでした。しばらくしてからもう一度お試しください。"
        case .checkPending: "{attribute}を確認しています。"
        case .remoteRejected: "{attribute}は受け付けられませんでした。"
        case .inputWrongType: "{attribute}は{expected}にしてください。"
        case .inputOutOfRange: "{attribute}は{min}から{max}までの整数にしてください。"
        case .inputNotFinite: "{attribute}は有限の数値にしてください。"
        case .inputUnknownKey: "{attribute}は送信できる項目ではありません。"
        case .inputNotAssignable: "{attribute}は設定できません。"
        case .inputMalformed: "リクエスト本文が正しくありません（{format}）：{reason}。"
        case .inputTooLarge: "リクエスト本文は{max}バイト以下にしてください。"
        case .inputTooDeep: "リクエスト本文の入れ子は{max}階層以下にしてください。"
        case .inputDuplicateKey: "{attribute}が複数回指定されています。"
        case .inputUnsupportedMediaType:
            "リクエスト本文は JSON (application/json) またはフォーム (application/x-www-form-urlencoded) として送信してください。"
        case .inputTooManyErrors:
            "さらに{count}件のエラーが省略されました。"
                + "レポートに載せられるのは最大{max}件です。"
        case .problemInvalid: "リクエストが正しくありません。"
        case .problemUnreadable: "リクエスト本文を読み取れませんでした。"
        case .problemNoErrors: "エラーはありません。"
        case .problemErrors: "エラー{errors}件。"
        case .problemWarnings: "警告{warnings}件。"
        case .problemErrorsAndWarnings: "エラー{errors}件、警告{warnings}件。"
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "整数",
        "a number": "数値",
        "text": "テキスト",
        "true or false": "trueまたはfalse",
        "a list": "リスト",
        "an object": "オブジェクト",
        "a date such as 2026-11-23T10:00:00Z": "2026-11-23T10:00:00Zのような日付",
        "a URL": "URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F": "E621E1F8-C36C-495A-93FC-0C247A3E6E5Fのような識別子",
        "a number of at most 38 digits": "38桁以内の数値",
        "one of the allowed values": "許可された値のいずれか",
        "a value of the expected form": "想定された形式の値",
        "the other value": "もう一方の値",
        "form data": "フォームデータ",
    ]
}
