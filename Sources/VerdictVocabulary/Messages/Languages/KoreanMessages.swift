/// Korean (`ko`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum KoreanMessages: LanguageTable {
    static let rules = LanguageRules(plural: .otherOnly, numbers: .commaPoint, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "{attribute} 항목은 비워 둘 수 없습니다."
        case .requiredValue: "{attribute} 항목의 값은 {requiredValue}(이)어야 합니다."
        case .stringTooShort: "{attribute} 항목은 {min}자 이상이어야 합니다."
        case .stringTooLong: "{attribute} 항목은 {max}자 이하여야 합니다."
        case .stringWrongLength: "{attribute} 항목은 정확히 {length}자여야 합니다."
        case .booleanInvalid: "{attribute} 항목은 {true} 또는 {false} 중 하나여야 합니다."
        case .compareEqual: "{attribute} 항목은 {compareValue}와(과) 같아야 합니다."
        case .compareNotEqual: "{attribute} 항목은 {compareValue}와(과) 달라야 합니다."
        case .compareGreater: "{attribute} 항목은 {compareValue}보다 커야 합니다."
        case .compareGreaterOrEqual: "{attribute} 항목은 {compareValue} 이상이어야 합니다."
        case .compareLess: "{attribute} 항목은 {compareValue}보다 작아야 합니다."
        case .compareLessOrEqual: "{attribute} 항목은 {compareValue} 이하여야 합니다."
        case .emailInvalid: "{attribute} 항목은 올바른 이메일 주소가 아닙니다."
        case .emailDomainNotFound: "{attribute} 항목의 도메인은 이메일을 받을 수 없습니다."
        case .urlInvalid: "{attribute} 항목은 올바른 URL이 아닙니다."
        case .inNotInList: "{attribute} 항목은 다음 값 중 하나여야 합니다: {list}."
        case .inInList: "{attribute} 항목에는 다음 값을 사용할 수 없습니다: {list}."
        case .inArrayNotAllowed: "{attribute} 항목은 목록이 아닌 단일 값이어야 합니다."
        case .invalid: "{attribute} 항목이 올바르지 않습니다."
        case .numberTooSmall: "{attribute} 항목은 {min} 이상이어야 합니다."
        case .numberTooBig: "{attribute} 항목은 {max} 이하여야 합니다."
        case .numberNotInteger: "{attribute} 항목은 정수여야 합니다."
        case .numberInvalid: "{attribute} 항목은 숫자여야 합니다."
        case .charactersMissingDigit: "{attribute} 항목에는 숫자가 하나 이상 있어야 합니다."
        case .charactersMissingLetter: "{attribute} 항목에는 문자가 하나 이상 있어야 합니다."
        case .charactersMissingUppercase: "{attribute} 항목에는 대문자가 하나 이상 있어야 합니다."
        case .charactersMissingLowercase: "{attribute} 항목에는 소문자가 하나 이상 있어야 합니다."
        case .charactersMissingSymbol: "{attribute} 항목에는 기호나 문장 부호가 하나 이상 있어야 합니다."
        case .charactersNotAllowed: "{attribute} 항목에는 ‘{character}’ 문자를 사용할 수 없습니다."
        case .checkNotAwaited: "{attribute} 항목은 검사되지 않았습니다: 규칙이 비동기이므로 완료를 기다려야 합니다."
        case .checkFailed: "{attribute} 항목을 확인할 수 없습니다. 나중에 다시 시도하세요."
        case .checkTimeout: "{attribute} 항목을 제시간에 확인할 수 없습니다. 나중에 다시 시도하세요."
        case .checkPending: "{attribute} 항목을 아직 확인하고 있습니다."
        case .remoteRejected: "{attribute} 항목의 값이 허용되지 않습니다."
        case .inputWrongType: "{attribute} 항목에는 {expected}을(를) 입력해야 합니다."
        case .inputOutOfRange: "{attribute} 항목은 {min}에서 {max} 사이의 정수여야 합니다."
        case .inputNotFinite: "{attribute} 항목은 유한한 숫자여야 합니다."
        case .inputUnknownKey: "{attribute} 항목은 보낼 수 있는 필드가 아닙니다."
        case .inputNotAssignable: "{attribute} 항목은 설정할 수 없습니다."
        case .inputMalformed: "요청 본문이 올바르지 않습니다({format}): {reason}."
        case .inputTooLarge: "요청 본문은 {max}바이트 이하여야 합니다."
        case .inputTooDeep: "요청 본문의 중첩은 {max}단계 이하여야 합니다."
        case .inputDuplicateKey: "{attribute} 항목이 두 번 이상 지정되었습니다."
        case .inputUnsupportedMediaType:
            "요청 본문은 JSON (application/json) 또는 폼 (application/x-www-form-urlencoded) 형식으로 보내야 합니다."
        case .inputTooManyErrors:
            "오류 {count}개가 더 생략되었습니다. "
                + "보고서에는 최대 {max}개까지 표시됩니다."
        case .problemInvalid: "요청이 올바르지 않습니다."
        case .problemUnreadable: "요청 본문을 읽을 수 없습니다."
        case .problemNoErrors: "오류가 없습니다."
        case .problemErrors: "오류 {errors}개."
        case .problemWarnings: "경고 {warnings}개."
        case .problemErrorsAndWarnings: "오류 {errors}개, 경고 {warnings}개."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "정수",
        "a number": "숫자",
        "text": "텍스트",
        "true or false": "true 또는 false",
        "a list": "목록",
        "an object": "객체",
        "a date such as 2026-11-23T10:00:00Z": "2026-11-23T10:00:00Z 같은 날짜",
        "a URL": "URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F 같은 식별자",
        "a number of at most 38 digits": "최대 38자리 숫자",
        "one of the allowed values": "허용된 값 중 하나",
        "a value of the expected form": "예상한 형식의 값",
        "the other value": "다른 값",
        "form data": "폼 데이터",
    ]
}
