/// Arabic (`ar`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum ArabicMessages: LanguageTable {
    static let rules = LanguageRules(plural: .arabic, numbers: .arabic, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "لا يمكن ترك الحقل «{attribute}» فارغًا."
        case .requiredValue: "يجب أن تكون قيمة الحقل «{attribute}» {requiredValue}."
        case .stringTooShort:
            "يجب أن يحتوي الحقل «{attribute}» على {min} {min, plural, zero {حرف} one {حرف} two {حرفين} few {أحرف} "
                + "many {حرفًا} other {حرف}} على الأقل."
        case .stringTooLong:
            "يجب ألا يحتوي الحقل «{attribute}» على أكثر من {max} {max, plural, zero {حرف} one {حرف} two {حرفين} "
                + "few {أحرف} many {حرفًا} other {حرف}}."
        case .stringWrongLength:
            "يجب أن يحتوي الحقل «{attribute}» على {length} {length, plural, zero {حرف} one {حرف} two {حرفين} few "
                + "{أحرف} many {حرفًا} other {حرف}} بالضبط."
        case .booleanInvalid: "يجب أن تكون قيمة الحقل «{attribute}» إما {true} أو {false}."
        case .compareEqual: "يجب أن تكون قيمة الحقل «{attribute}» مساوية لـ {compareValue}."
        case .compareNotEqual: "يجب أن تختلف قيمة الحقل «{attribute}» عن {compareValue}."
        case .compareGreater: "يجب أن تكون قيمة الحقل «{attribute}» أكبر من {compareValue}."
        case .compareGreaterOrEqual: "يجب أن تكون قيمة الحقل «{attribute}» أكبر من {compareValue} أو مساوية له."
        case .compareLess: "يجب أن تكون قيمة الحقل «{attribute}» أصغر من {compareValue}."
        case .compareLessOrEqual: "يجب أن تكون قيمة الحقل «{attribute}» أصغر من {compareValue} أو مساوية له."
        case .emailInvalid: "الحقل «{attribute}» ليس عنوان بريد إلكتروني صالحًا."
        case .emailDomainNotFound: "نطاق الحقل «{attribute}» لا يستقبل البريد الإلكتروني."
        case .urlInvalid: "الحقل «{attribute}» ليس عنوان URL صالحًا."
        case .inNotInList: "يجب أن تكون قيمة الحقل «{attribute}» إحدى القيم التالية: {list}."
        case .inInList: "يجب ألا تكون قيمة الحقل «{attribute}» أيًّا من القيم التالية: {list}."
        case .inArrayNotAllowed: "يجب أن يحتوي الحقل «{attribute}» على قيمة واحدة، لا على قائمة."
        case .invalid: "قيمة الحقل «{attribute}» غير صالحة."
        case .numberTooSmall: "يجب ألا تقل قيمة الحقل «{attribute}» عن {min}."
        case .numberTooBig: "يجب ألا تزيد قيمة الحقل «{attribute}» على {max}."
        case .numberNotInteger: "يجب أن تكون قيمة الحقل «{attribute}» عددًا صحيحًا."
        case .numberInvalid: "يجب أن تكون قيمة الحقل «{attribute}» عددًا."
        case .charactersMissingDigit: "يجب أن يحتوي الحقل «{attribute}» على رقم واحد على الأقل."
        case .charactersMissingLetter: "يجب أن يحتوي الحقل «{attribute}» على حرف واحد على الأقل."
        case .charactersMissingUppercase: "يجب أن يحتوي الحقل «{attribute}» على حرف كبير واحد على الأقل."
        case .charactersMissingLowercase: "يجب أن يحتوي الحقل «{attribute}» على حرف صغير واحد على الأقل."
        case .charactersMissingSymbol: "يجب أن يحتوي الحقل «{attribute}» على رمز أو علامة ترقيم واحدة على الأقل."
        case .charactersNotAllowed: "يجب ألا يحتوي الحقل «{attribute}» على الحرف «{character}»."
        case .checkNotAwaited: "لم يُتحقَّق من الحقل «{attribute}»: قاعدته غير متزامنة ويجب انتظارها."
        case .checkFailed: "تعذّر التحقق من الحقل «{attribute}»؛ حاول مرة أخرى لاحقًا."
        case .checkTimeout: "تعذّر التحقق من الحقل «{attribute}» في الوقت المحدد؛ حاول مرة أخرى لاحقًا."
        case .checkPending: "لا يزال التحقق من الحقل «{attribute}» جاريًا."
        case .remoteRejected: "قيمة الحقل «{attribute}» غير مقبولة."
        case .inputWrongType: "يجب أن تكون قيمة الحقل «{attribute}» {expected}."
        case .inputOutOfRange: "يجب أن تكون قيمة الحقل «{attribute}» عددًا صحيحًا من {min} إلى {max}."
        case .inputNotFinite: "يجب أن تكون قيمة الحقل «{attribute}» عددًا منتهيًا."
        case .inputUnknownKey: "الحقل «{attribute}» ليس حقلًا يمكن إرساله."
        case .inputNotAssignable: "لا يمكن تعيين الحقل «{attribute}»."
        case .inputMalformed: "محتوى الطلب غير صالح ({format}): {reason}."
        case .inputTooLarge: "يجب ألا يزيد حجم محتوى الطلب على {max} بايت."
        case .inputTooDeep:
            "يجب ألا يزيد تداخل محتوى الطلب على {max} {max, plural, zero {مستوى} one {مستوى} two {مستويين} few "
                + "{مستويات} many {مستوى} other {مستوى}}."
        case .inputDuplicateKey: "الحقل «{attribute}» مذكور أكثر من مرة."
        case .inputUnsupportedMediaType:
            "يجب إرسال محتوى الطلب بصيغة JSON (application/json) أو كنموذج (application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "حُذف {count} {count, plural, zero {خطأ إضافي} one {خطأ إضافي} two {خطآن إضافيان} few {أخطاء إضافية} "
                + "many {خطأً إضافيًا} other {خطأ إضافي}}: لا يعرض التقرير أكثر من {max}."
        case .problemInvalid: "الطلب غير صالح."
        case .problemUnreadable: "تعذّرت قراءة محتوى الطلب."
        case .problemNoErrors: "لا توجد أخطاء."
        case .problemErrors:
            "{errors} {errors, plural, zero {خطأ} one {خطأ} two {خطآن} few {أخطاء} many {خطأً} other {خطأ}}."
        case .problemWarnings:
            "{warnings} {warnings, plural, zero {تحذير} one {تحذير} two {تحذيران} few {تحذيرات} many {تحذيرًا} "
                + "other {تحذير}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, zero {خطأ} one {خطأ} two {خطآن} few {أخطاء} many {خطأً} other {خطأ}}، "
                + "{warnings} {warnings, plural, zero {تحذير} one {تحذير} two {تحذيران} few {تحذيرات} many {تحذيرًا} "
                + "other {تحذير}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "عددًا صحيحًا",
        "a number": "عددًا",
        "text": "نصًا",
        "true or false": "true أو false",
        "a list": "قائمة",
        "an object": "كائنًا",
        "a date such as 2026-11-23T10:00:00Z": "تاريخًا مثل 2026-11-23T10:00:00Z",
        "a URL": "عنوان URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F": "معرّفًا مثل E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "عددًا من 38 خانة على الأكثر",
        "one of the allowed values": "إحدى القيم المسموح بها",
        "a value of the expected form": "قيمة بالشكل المتوقع",
        "the other value": "القيمة الأخرى",
        "form data": "بيانات نموذج",
    ]
}
