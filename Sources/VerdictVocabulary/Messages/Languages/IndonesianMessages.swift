/// Indonesian (`id`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum IndonesianMessages: LanguageTable {
    static let rules = LanguageRules(plural: .otherOnly, numbers: .pointComma, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "{attribute} tidak boleh kosong."
        case .requiredValue: "{attribute} harus bernilai {requiredValue}."
        case .stringTooShort: "{attribute} harus berisi minimal {min} karakter."
        case .stringTooLong: "{attribute} boleh berisi maksimal {max} karakter."
        case .stringWrongLength: "{attribute} harus berisi tepat {length} karakter."
        case .booleanInvalid: "{attribute} harus bernilai {true} atau {false}."
        case .compareEqual: "{attribute} harus sama dengan {compareValue}."
        case .compareNotEqual: "{attribute} harus berbeda dari {compareValue}."
        case .compareGreater: "{attribute} harus lebih besar dari {compareValue}."
        case .compareGreaterOrEqual: "{attribute} harus lebih besar dari atau sama dengan {compareValue}."
        case .compareLess: "{attribute} harus lebih kecil dari {compareValue}."
        case .compareLessOrEqual: "{attribute} harus lebih kecil dari atau sama dengan {compareValue}."
        case .emailInvalid: "{attribute} bukan alamat email yang valid."
        case .emailDomainNotFound: "Domain {attribute} tidak menerima email."
        case .urlInvalid: "{attribute} bukan URL yang valid."
        case .inNotInList: "{attribute} harus salah satu dari: {list}."
        case .inInList: "{attribute} tidak boleh salah satu dari: {list}."
        case .inArrayNotAllowed: "{attribute} harus berupa satu nilai, bukan daftar."
        case .invalid: "{attribute} tidak valid."
        case .numberTooSmall: "{attribute} tidak boleh kurang dari {min}."
        case .numberTooBig: "{attribute} tidak boleh lebih dari {max}."
        case .numberNotInteger: "{attribute} harus berupa bilangan bulat."
        case .numberInvalid: "{attribute} harus berupa angka."
        case .charactersMissingDigit: "{attribute} harus berisi setidaknya satu angka."
        case .charactersMissingLetter: "{attribute} harus berisi setidaknya satu huruf."
        case .charactersMissingUppercase: "{attribute} harus berisi setidaknya satu huruf besar."
        case .charactersMissingLowercase: "{attribute} harus berisi setidaknya satu huruf kecil."
        case .charactersMissingSymbol: "{attribute} harus berisi setidaknya satu simbol atau tanda baca."
        case .charactersNotAllowed: "{attribute} tidak boleh berisi “{character}”."
        case .checkNotAwaited: "{attribute} tidak diperiksa: aturannya asinkron dan harus ditunggu."
        case .checkFailed: "{attribute} tidak dapat diperiksa; coba lagi nanti."
        case .checkTimeout: "{attribute} tidak dapat diperiksa tepat waktu; coba lagi nanti."
        case .checkPending: "{attribute} masih diperiksa."
        case .remoteRejected: "{attribute} tidak diterima."
        case .inputWrongType: "{attribute} harus berupa {expected}."
        case .inputOutOfRange: "{attribute} harus berupa bilangan bulat dari {min} sampai {max}."
        case .inputNotFinite: "{attribute} harus berupa angka terhingga."
        case .inputUnknownKey: "{attribute} bukan kolom yang dapat dikirim."
        case .inputNotAssignable: "{attribute} tidak dapat diatur."
        case .inputMalformed: "Isi permintaan tidak valid ({format}): {reason}."
        case .inputTooLarge: "Isi permintaan maksimal {max} byte."
        case .inputTooDeep: "Isi permintaan maksimal bersarang {max} tingkat."
        case .inputDuplicateKey: "{attribute} diberikan lebih dari sekali."
        case .inputUnsupportedMediaType:
            "Isi permintaan harus dikirim sebagai JSON (application/json) atau sebagai formulir "
                + "(application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "{count} kesalahan lainnya dihilangkan: "
                + "sebuah laporan memuat paling banyak {max} kesalahan."
        case .problemInvalid: "Permintaan tidak valid."
        case .problemUnreadable: "Isi permintaan tidak dapat dibaca."
        case .problemNoErrors: "Tidak ada kesalahan."
        case .problemErrors: "{errors} kesalahan."
        case .problemWarnings: "{warnings} peringatan."
        case .problemErrorsAndWarnings: "{errors} kesalahan, {warnings} peringatan."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "bilangan bulat",
        "a number": "angka",
        "text": "teks",
        "true or false": "true atau false",
        "a list": "daftar",
        "an object": "objek",
        "a date such as 2026-11-23T10:00:00Z": "tanggal seperti 2026-11-23T10:00:00Z",
        "a URL": "URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "pengenal seperti E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "angka dengan maksimal 38 digit",
        "one of the allowed values": "salah satu nilai yang diizinkan",
        "a value of the expected form": "nilai dengan bentuk yang diharapkan",
        "the other value": "nilai lainnya",
        "form data": "data formulir",
    ]
}
