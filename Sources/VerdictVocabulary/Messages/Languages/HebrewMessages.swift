/// Hebrew (`he`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum HebrewMessages: LanguageTable {
    static let rules = LanguageRules(plural: .hebrew, numbers: .hebrew, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "השדה {attribute} לא יכול להיות ריק."
        case .requiredValue: "הערך של השדה {attribute} חייב להיות {requiredValue}."
        case .stringTooShort:
            "השדה {attribute} חייב להכיל לפחות {min} {min, plural, one {תו} two {תווים} other {תווים}}."
        case .stringTooLong:
            "השדה {attribute} יכול להכיל לכל היותר {max} {max, plural, one {תו} two {תווים} other {תווים}}."
        case .stringWrongLength:
            "השדה {attribute} חייב להכיל בדיוק {length} {length, plural, one {תו} two {תווים} other {תווים}}."
        case .booleanInvalid: "הערך של השדה {attribute} חייב להיות {true} או {false}."
        case .compareEqual: "הערך של השדה {attribute} חייב להיות שווה ל־{compareValue}."
        case .compareNotEqual: "הערך של השדה {attribute} חייב להיות שונה מ־{compareValue}."
        case .compareGreater: "הערך של השדה {attribute} חייב להיות גדול מ־{compareValue}."
        case .compareGreaterOrEqual: "הערך של השדה {attribute} חייב להיות גדול מ־{compareValue} או שווה לו."
        case .compareLess: "הערך של השדה {attribute} חייב להיות קטן מ־{compareValue}."
        case .compareLessOrEqual: "הערך של השדה {attribute} חייב להיות קטן מ־{compareValue} או שווה לו."
        case .emailInvalid: "השדה {attribute} אינו כתובת דוא״ל תקינה."
        case .emailDomainNotFound: "הדומיין בשדה {attribute} אינו מקבל דוא״ל."
        case .urlInvalid: "השדה {attribute} אינו כתובת URL תקינה."
        case .inNotInList: "הערך של השדה {attribute} חייב להיות אחד מהערכים: {list}."
        case .inInList: "הערך של השדה {attribute} לא יכול להיות אף אחד מהערכים: {list}."
        case .inArrayNotAllowed: "השדה {attribute} חייב להכיל ערך יחיד, לא רשימה."
        case .invalid: "הערך של השדה {attribute} אינו תקין."
        case .numberTooSmall: "הערך של השדה {attribute} לא יכול להיות קטן מ־{min}."
        case .numberTooBig: "הערך של השדה {attribute} לא יכול להיות גדול מ־{max}."
        case .numberNotInteger: "הערך של השדה {attribute} חייב להיות מספר שלם."
        case .numberInvalid: "הערך של השדה {attribute} חייב להיות מספר."
        case .charactersMissingDigit: "השדה {attribute} חייב להכיל לפחות ספרה אחת."
        case .charactersMissingLetter: "השדה {attribute} חייב להכיל לפחות אות אחת."
        case .charactersMissingUppercase: "השדה {attribute} חייב להכיל לפחות אות גדולה אחת."
        case .charactersMissingLowercase: "השדה {attribute} חייב להכיל לפחות אות קטנה אחת."
        case .charactersMissingSymbol: "השדה {attribute} חייב להכיל לפחות סמל או סימן פיסוק אחד."
        case .charactersNotAllowed: "השדה {attribute} לא יכול להכיל את התו ״{character}״."
        case .checkNotAwaited: "השדה {attribute} לא נבדק: הכלל שלו אסינכרוני ויש להמתין לו."
        case .checkFailed: "לא ניתן היה לבדוק את השדה {attribute}; נסו שוב מאוחר יותר."
        case .checkTimeout: "לא ניתן היה לבדוק את השדה {attribute} בזמן; נסו שוב מאוחר יותר."
        case .checkPending: "השדה {attribute} עדיין נבדק."
        case .remoteRejected: "הערך של השדה {attribute} לא התקבל."
        case .inputWrongType: "הערך של השדה {attribute} חייב להיות {expected}."
        case .inputOutOfRange: "הערך של השדה {attribute} חייב להיות מספר שלם בין {min} ל־{max}."
        case .inputNotFinite: "הערך של השדה {attribute} חייב להיות מספר סופי."
        case .inputUnknownKey: "השדה {attribute} אינו שדה שניתן לשלוח."
        case .inputNotAssignable: "לא ניתן להגדיר את השדה {attribute}."
        case .inputMalformed: "גוף הבקשה אינו תקין ({format}): {reason}."
        case .inputTooLarge:
            "גוף הבקשה יכול להכיל לכל היותר {max} {max, plural, one {בייט} two {בייטים} other {בייטים}}."
        case .inputTooDeep:
            "גוף הבקשה יכול להיות מקונן לכל היותר ב־{max} {max, plural, one {רמה} two {רמות} other {רמות}}."
        case .inputDuplicateKey: "השדה {attribute} מופיע יותר מפעם אחת."
        case .inputUnsupportedMediaType:
            "יש לשלוח את גוף הבקשה כ-JSON (application/json) או כטופס (application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "{count} {count, plural, one {שגיאה נוספת הושמטה} two {שגיאות נוספות הושמטו} other {שגיאות נוספות "
                + "הושמטו}}: דוח מציג לכל היותר {max}."
        case .problemInvalid: "הבקשה אינה תקינה."
        case .problemUnreadable: "לא ניתן היה לקרוא את גוף הבקשה."
        case .problemNoErrors: "אין שגיאות."
        case .problemErrors: "{errors} {errors, plural, one {שגיאה} two {שגיאות} other {שגיאות}}."
        case .problemWarnings: "{warnings} {warnings, plural, one {אזהרה} two {אזהרות} other {אזהרות}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {שגיאה} two {שגיאות} other {שגיאות}}, {warnings} {warnings, plural, one "
                + "{אזהרה} two {אזהרות} other {אזהרות}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "מספר שלם",
        "a number": "מספר",
        "text": "טקסט",
        "true or false": "true או false",
        "a list": "רשימה",
        "an object": "אובייקט",
        "a date such as 2026-11-23T10:00:00Z": "תאריך כמו 2026-11-23T10:00:00Z",
        "a URL": "כתובת URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F": "מזהה כמו E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "מספר בן 38 ספרות לכל היותר",
        "one of the allowed values": "אחד מהערכים המותרים",
        "a value of the expected form": "ערך בצורה הצפויה",
        "the other value": "הערך האחר",
        "form data": "נתוני טופס",
    ]
}
