/// Hindi (`hi`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum HindiMessages: LanguageTable {
    static let rules = LanguageRules(plural: .hindi, numbers: .hindi, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "{attribute} फ़ील्ड खाली नहीं छोड़ा जा सकता।"
        case .requiredValue: "{attribute} का मान {requiredValue} होना चाहिए।"
        case .stringTooShort:
            "{attribute} में कम से कम {min} {min, plural, one {अक्षर होना चाहिए} other {अक्षर होने चाहिए}}।"
        case .stringTooLong:
            "{attribute} में अधिकतम {max} {max, plural, one {अक्षर हो सकता है} other {अक्षर हो सकते हैं}}।"
        case .stringWrongLength:
            "{attribute} में ठीक {length} {length, plural, one {अक्षर होना चाहिए} other {अक्षर होने चाहिए}}।"
        case .booleanInvalid: "{attribute} का मान {true} या {false} होना चाहिए।"
        case .compareEqual: "{attribute} का मान {compareValue} के बराबर होना चाहिए।"
        case .compareNotEqual: "{attribute} का मान {compareValue} से अलग होना चाहिए।"
        case .compareGreater: "{attribute} का मान {compareValue} से अधिक होना चाहिए।"
        case .compareGreaterOrEqual: "{attribute} का मान {compareValue} से अधिक या उसके बराबर होना चाहिए।"
        case .compareLess: "{attribute} का मान {compareValue} से कम होना चाहिए।"
        case .compareLessOrEqual: "{attribute} का मान {compareValue} से कम या उसके बराबर होना चाहिए।"
        case .emailInvalid: "{attribute} एक मान्य ईमेल पता नहीं है।"
        case .emailDomainNotFound: "{attribute} का डोमेन ईमेल प्राप्त नहीं करता।"
        case .urlInvalid: "{attribute} एक मान्य URL नहीं है।"
        case .inNotInList: "{attribute} का मान इनमें से एक होना चाहिए: {list}।"
        case .inInList: "{attribute} का मान इनमें से कोई नहीं होना चाहिए: {list}।"
        case .inArrayNotAllowed: "{attribute} में एक ही मान होना चाहिए, सूची नहीं।"
        case .invalid: "{attribute} का मान अमान्य है।"
        case .numberTooSmall: "{attribute} का मान {min} से कम नहीं होना चाहिए।"
        case .numberTooBig: "{attribute} का मान {max} से अधिक नहीं होना चाहिए।"
        case .numberNotInteger: "{attribute} का मान पूर्णांक होना चाहिए।"
        case .numberInvalid: "{attribute} का मान एक संख्या होना चाहिए।"
        case .charactersMissingDigit: "{attribute} में कम से कम एक अंक होना चाहिए।"
        case .charactersMissingLetter: "{attribute} में कम से कम एक अक्षर होना चाहिए।"
        case .charactersMissingUppercase: "{attribute} में कम से कम एक बड़ा अक्षर होना चाहिए।"
        case .charactersMissingLowercase: "{attribute} में कम से कम एक छोटा अक्षर होना चाहिए।"
        case .charactersMissingSymbol: "{attribute} में कम से कम एक चिह्न या विराम चिह्न होना चाहिए।"
        case .charactersNotAllowed: "{attribute} में “{character}” नहीं होना चाहिए।"
        case .checkNotAwaited: "{attribute} की जाँच नहीं हुई: इसका नियम एसिंक्रोनस है और उसकी प्रतीक्षा करनी होगी।"
        case .checkFailed: "{attribute} की जाँच नहीं हो सकी; बाद में फिर से प्रयास करें।"
        case .checkTimeout: "{attribute} की जाँच समय पर नहीं हो सकी; बाद में फिर से प्रयास करें।"
        case .checkPending: "{attribute} की जाँच अभी जारी है।"
        case .remoteRejected: "{attribute} का मान स्वीकार नहीं किया गया।"
        case .inputWrongType: "{attribute} का मान {expected} होना चाहिए।"
        case .inputOutOfRange: "{attribute} का मान {min} से {max} तक का पूर्णांक होना चाहिए।"
        case .inputNotFinite: "{attribute} का मान एक परिमित संख्या होना चाहिए।"
        case .inputUnknownKey: "{attribute} ऐसा फ़ील्ड नहीं है जिसे भेजा जा सके।"
        case .inputNotAssignable: "{attribute} फ़ील्ड सेट नहीं किया जा सकता।"
        case .inputMalformed: "अनुरोध का मुख्य भाग मान्य नहीं है ({format}): {reason}।"
        case .inputTooLarge: "अनुरोध का मुख्य भाग अधिकतम {max} बाइट का हो सकता है।"
        case .inputTooDeep:
            "अनुरोध के मुख्य भाग में अधिकतम {max} {max, plural, one {स्तर} other {स्तर}} तक नेस्टिंग हो सकती है।"
        case .inputDuplicateKey: "{attribute} एक से अधिक बार दिया गया है।"
        case .inputUnsupportedMediaType:
            "अनुरोध का मुख्य भाग JSON (application/json) या फ़ॉर्म "
                + "(application/x-www-form-urlencoded) के रूप में भेजा जाना चाहिए।"
        case .inputTooManyErrors:
            "{count} और {count, plural, one {त्रुटि छोड़ दी गई} other {त्रुटियाँ छोड़ दी गईं}}: "
                + "एक रिपोर्ट में अधिकतम {max} ही दिखाई जाती हैं।"
        case .problemInvalid: "अनुरोध मान्य नहीं है।"
        case .problemUnreadable: "अनुरोध का मुख्य भाग पढ़ा नहीं जा सका।"
        case .problemNoErrors: "कोई त्रुटि नहीं।"
        case .problemErrors: "{errors} {errors, plural, one {त्रुटि} other {त्रुटियाँ}}।"
        case .problemWarnings: "{warnings} {warnings, plural, one {चेतावनी} other {चेतावनियाँ}}।"
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {त्रुटि} other {त्रुटियाँ}}, {warnings} {warnings, plural, one "
                + "{चेतावनी} other {चेतावनियाँ}}।"
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "एक पूर्णांक",
        "a number": "एक संख्या",
        "text": "पाठ",
        "true or false": "true या false",
        "a list": "एक सूची",
        "an object": "एक ऑब्जेक्ट",
        "a date such as 2026-11-23T10:00:00Z": "2026-11-23T10:00:00Z जैसी कोई तारीख़",
        "a URL": "एक URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5F जैसा कोई पहचानकर्ता",
        "a number of at most 38 digits": "अधिकतम 38 अंकों की संख्या",
        "one of the allowed values": "अनुमत मानों में से एक",
        "a value of the expected form": "अपेक्षित रूप का मान",
        "the other value": "दूसरे मान",
        "form data": "फ़ॉर्म डेटा",
    ]
}
