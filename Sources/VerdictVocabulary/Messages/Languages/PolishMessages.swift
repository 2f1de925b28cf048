/// Polish (`pl`): every built-in message, written for Verdict in its voice, and the
/// phrases that fill `{expected}`, `{format}` and `{compareValue}`.
enum PolishMessages: LanguageTable {
    static let rules = LanguageRules(plural: .polish, numbers: .polish, phrases: phrases)
    static let templates = parsedTemplates()

    static func text(_ message: BuiltInMessage) -> String {
        switch message {
        case .required: "Pole {attribute} nie może być puste."
        case .requiredValue: "Pole {attribute} musi mieć wartość {requiredValue}."
        case .stringTooShort:
            "Pole {attribute} musi zawierać co najmniej {min} {min, plural, one {znak} few {znaki} many {znaków} "
                + "other {znaku}}."
        case .stringTooLong:
            "Pole {attribute} może zawierać co najwyżej {max} {max, plural, one {znak} few {znaki} many {znaków} "
                + "other {znaku}}."
        case .stringWrongLength:
            "Pole {attribute} musi zawierać dokładnie {length} {length, plural, one {znak} few {znaki} many "
                + "{znaków} other {znaku}}."
        case .booleanInvalid: "Pole {attribute} musi mieć wartość {true} lub {false}."
        case .compareEqual: "Pole {attribute} musi być takie samo jak {compareValue}."
        case .compareNotEqual: "Pole {attribute} musi się różnić od: {compareValue}."
        case .compareGreater: "Pole {attribute} musi być większe niż {compareValue}."
        case .compareGreaterOrEqual: "Pole {attribute} musi być większe lub równe {compareValue}."
        case .compareLess: "Pole {attribute} musi być mniejsze niż {compareValue}."
        case .compareLessOrEqual: "Pole {attribute} musi być mniejsze lub równe {compareValue}."
        case .emailInvalid: "Pole {attribute} nie zawiera prawidłowego adresu e-mail."
        case .emailDomainNotFound: "Pole {attribute} zawiera domenę, która nie odbiera poczty e-mail."
        case .urlInvalid: "Pole {attribute} nie zawiera prawidłowego adresu URL."
        case .inNotInList: "Pole {attribute} musi mieć jedną z wartości: {list}."
        case .inInList: "Pole {attribute} nie może mieć żadnej z wartości: {list}."
        case .inArrayNotAllowed: "Pole {attribute} musi zawierać jedną wartość, a nie listę."
        case .invalid: "Pole {attribute} jest nieprawidłowe."
        case .numberTooSmall: "Pole {attribute} nie może być mniejsze niż {min}."
        case .numberTooBig: "Pole {attribute} nie może być większe niż {max}."
        case .numberNotInteger: "Pole {attribute} musi być liczbą całkowitą."
        case .numberInvalid: "Pole {attribute} musi być liczbą."
        case .charactersMissingDigit: "Pole {attribute} musi zawierać co najmniej jedną cyfrę."
        case .charactersMissingLetter: "Pole {attribute} musi zawierać co najmniej jedną literę."
        case .charactersMissingUppercase: "Pole {attribute} musi zawierać co najmniej jedną wielką literę."
        case .charactersMissingLowercase: "Pole {attribute} musi zawierać co najmniej jedną małą literę."
        case .charactersMissingSymbol:
            "Pole {attribute} musi zawierać co najmniej jeden symbol lub znak interpunkcyjny."
        case .charactersNotAllowed: "Pole {attribute} nie może zawierać znaku „{character}”."
        case .checkNotAwaited:
            "Pole {attribute} nie zostało sprawdzone: jego reguła jest asynchroniczna i trzeba na nią poczekać."
        case .checkFailed: "Nie udało się sprawdzić pola {attribute}; spróbuj ponownie później."
        case .checkTimeout: "Nie udało się sprawdzić pola {attribute} na czas; spróbuj ponownie później."
        case .checkPending: "Pole {attribute} jest jeszcze sprawdzane."
        case .remoteRejected: "Pole {attribute} nie zostało zaakceptowane."
        case .inputWrongType: "Pole {attribute} musi być {expected}."
        case .inputOutOfRange: "Pole {attribute} musi być liczbą całkowitą od {min} do {max}."
        case .inputNotFinite: "Pole {attribute} musi być liczbą skończoną."
        case .inputUnknownKey: "Pola {attribute} nie można wysyłać."
        case .inputNotAssignable: "Pola {attribute} nie można ustawić."
        case .inputMalformed: "Treść żądania jest nieprawidłowa ({format}): {reason}."
        case .inputTooLarge:
            "Treść żądania może mieć co najwyżej {max} {max, plural, one {bajt} few {bajty} many {bajtów} other "
                + "{bajta}}."
        case .inputTooDeep:
            "Treść żądania może mieć co najwyżej {max} {max, plural, one {poziom} few {poziomy} many {poziomów} "
                + "other {poziomu}} zagnieżdżenia."
        case .inputDuplicateKey: "Pole {attribute} podano więcej niż raz."
        case .inputUnsupportedMediaType:
            "Treść żądania musi zostać wysłana jako JSON (application/json) lub jako formularz "
                + "(application/x-www-form-urlencoded)."
        case .inputTooManyErrors:
            "Pominięto {count} {count, plural, one {kolejny błąd} few {kolejne błędy} many {kolejnych błędów} "
                + "other {kolejnego błędu}}: raport wymienia co najwyżej {max}."
        case .problemInvalid: "Żądanie jest nieprawidłowe."
        case .problemUnreadable: "Nie udało się odczytać treści żądania."
        case .problemNoErrors: "Brak błędów."
        case .problemErrors: "{errors} {errors, plural, one {błąd} few {błędy} many {błędów} other {błędu}}."
        case .problemWarnings:
            "{warnings} {warnings, plural, one {ostrzeżenie} few {ostrzeżenia} many {ostrzeżeń} other "
                + "{ostrzeżenia}}."
        case .problemErrorsAndWarnings:
            "{errors} {errors, plural, one {błąd} few {błędy} many {błędów} other {błędu}}, {warnings} {warnings, "
                + "plural, one {ostrzeżenie} few {ostrzeżenia} many {ostrzeżeń} other {ostrzeżenia}}."
        }
    }

    static let phrases: [String: String] = [
        "a whole number": "liczbą całkowitą",
        "a number": "liczbą",
        "text": "tekstem",
        "true or false": "wartością true lub false",
        "a list": "listą",
        "an object": "obiektem",
        "a date such as 2026-11-23T10:00:00Z": "datą, np. 2026-11-23T10:00:00Z",
        "a URL": "adresem URL",
        "an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F":
            "identyfikatorem, np. E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "a number of at most 38 digits": "liczbą o co najwyżej 38 cyfrach",
        "one of the allowed values": "jedną z dozwolonych wartości",
        "a value of the expected form": "wartością w oczekiwanej postaci",
        "the other value": "druga wartość",
        "form data": "dane formularza",
    ]
}
