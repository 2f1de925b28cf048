import SignUpExample

/// A failure found by the hand-written checks: what a ``ValidationError`` of Verdict holds
/// before any message is rendered (where, which code, which parameters).
struct HandError: Equatable {
    var path: String
    var code: String
    var parameters: [String: HandParameter] = [:]
    /// The value that failed, apart from the parameters, as Verdict keeps it; none for a
    /// password, which Verdict treats as sensitive.
    var value: HandParameter? = nil
}

/// A typed parameter of a ``HandError``, as Verdict keeps numbers as numbers.
enum HandParameter: Equatable {
    case string(String)
    case int(Int)
}

/// The register scenario of ``SignUp``, written by hand in plain Swift: the baseline Verdict
/// is measured against. It implements the same rules with the same semantics: filters write
/// back into the model, each attribute reports at most its first failure, empty optional
/// values skip the validators, and the parameters are the ones Verdict's rules report.
enum HandWrittenSignUp {
    /// Every failure, attribute by attribute; filters (trim, URL scheme, default country)
    /// rewrite `form` as Verdict's do.
    static func validate(_ form: inout SignUp) -> [HandError] {
        var errors: [HandError] = []
        if let error = filterAndCheckUsername(&form.username) { errors.append(error) }
        if let error = filterAndCheckEmail(&form.email) { errors.append(error) }
        if let error = checkAge(form.age) { errors.append(error) }
        if let error = filterAndCheckWebsite(&form.website) { errors.append(error) }
        if let error = filterAndCheckCountry(&form.country) { errors.append(error) }
        if let error = checkPassword(form.password) { errors.append(error) }
        if let error = checkPasswordRepeat(form.passwordRepeat, password: form.password) { errors.append(error) }
        if let error = checkTerms(form.acceptedTerms) { errors.append(error) }
        return errors
    }

    /// Whether `form` is valid, stopping at the first failure; `form` itself is not changed.
    static func isValid(_ form: SignUp) -> Bool {
        var form = form
        if filterAndCheckUsername(&form.username) != nil { return false }
        if filterAndCheckEmail(&form.email) != nil { return false }
        if checkAge(form.age) != nil { return false }
        if filterAndCheckWebsite(&form.website) != nil { return false }
        if filterAndCheckCountry(&form.country) != nil { return false }
        if checkPassword(form.password) != nil { return false }
        if checkPasswordRepeat(form.passwordRepeat, password: form.password) != nil { return false }
        return checkTerms(form.acceptedTerms) == nil
    }

    // MARK: Attributes

    /// Trim; required; 4...24 characters; `^[a-z]\w*$`.
    static func filterAndCheckUsername(_ username: inout String) -> HandError? {
        username = trimmed(username)
        guard !username.isEmpty else { return required("username") }
        let count = username.count
        if count < 4 || count > 24 {
            return HandError(
                path: "username", code: count < 4 ? "string.tooShort" : "string.tooLong",
                parameters: ["min": .int(4), "max": .int(24)], value: .string(username))
        }
        guard isUsernamePattern(username) else {
            return HandError(
                path: "username", code: "match.noMatch",
                parameters: ["pattern": .string(#"^[a-z]\w*$"#)], value: .string(username))
        }
        return nil
    }

    /// Trim; required; an email address.
    static func filterAndCheckEmail(_ email: inout String) -> HandError? {
        email = trimmed(email)
        guard !email.isEmpty else { return required("email") }
        guard isEmailAddress(email) else {
            return HandError(path: "email", code: "email.invalid", value: .string(email))
        }
        return nil
    }

    /// 18...120 when present.
    static func checkAge(_ age: Int?) -> HandError? {
        guard let age, age < 18 || age > 120 else { return nil }
        return HandError(
            path: "age", code: age < 18 ? "number.tooSmall" : "number.tooBig",
            parameters: ["min": .int(18), "max": .int(120)], value: .int(age))
    }

    /// When not empty: an http(s) URL, completed with `https://` when it has no `://`.
    static func filterAndCheckWebsite(_ website: inout String) -> HandError? {
        guard !website.isEmpty else { return nil }
        let url = containsSchemeSeparator(website) ? website : "https://" + website
        guard website.utf8.count < 2000, isHTTPURL(url) else {
            return HandError(path: "website", code: "url.invalid", value: .string(website))
        }
        website = url
        return nil
    }

    /// Defaults to `US`; exactly 2 characters.
    static func filterAndCheckCountry(_ country: inout String?) -> HandError? {
        if country?.isEmpty ?? true { country = "US" }
        guard let value = country, value.count != 2 else { return nil }
        return HandError(
            path: "country", code: "string.wrongLength", parameters: ["length": .int(2)], value: .string(value))
    }

    /// Required; at least 8 characters; a digit.
    static func checkPassword(_ password: String) -> HandError? {
        guard !password.isEmpty else { return required("password") }
        guard password.count >= 8 else {
            return HandError(
                path: "password", code: "string.tooShort", parameters: ["min": .int(8)])
        }
        guard password.contains(where: isDigit) else {
            return HandError(
                path: "password", code: "characters.missingDigit")
        }
        return nil
    }

    /// Required; equal to the password.
    static func checkPasswordRepeat(_ passwordRepeat: String, password: String) -> HandError? {
        guard !passwordRepeat.isEmpty else { return required("passwordRepeat") }
        guard passwordRepeat == password else {
            return HandError(
                path: "passwordRepeat", code: "compare.failed",
                parameters: ["compareValue": .string("Password"), "operator": .string("==")])
        }
        return nil
    }

    /// The terms must be accepted.
    static func checkTerms(_ acceptedTerms: Bool) -> HandError? {
        acceptedTerms ? nil : HandError(path: "acceptedTerms", code: "terms.required")
    }

    private static func required(_ path: String) -> HandError {
        // A password's value is sensitive: not kept.
        HandError(path: path, code: "required", value: path.hasPrefix("password") ? nil : .string(""))
    }
}

extension HandWrittenSignUp {
    /// The message Verdict renders for `error`, built by hand: the label and the parameters
    /// interpolated into the text of the rule's template.
    static func message(_ error: HandError) -> String {
        switch (error.path, error.code) {
        case ("username", "string.tooShort"):
            return "Username must contain at least \(count(error, "min"))."
        case ("email", "email.invalid"): return "Email is not a valid email address."
        case ("age", "number.tooSmall"): return "Age must be no less than \(int(error, "min"))."
        case ("website", "url.invalid"): return "Website is not a valid URL."
        case ("password", "string.tooShort"):
            return "Password must contain at least \(count(error, "min"))."
        case ("passwordRepeat", "compare.failed"): return "Password repeat must be equal to Password."
        case ("acceptedTerms", "terms.required"): return "Please accept the terms."
        default: return "\(error.path) is invalid."
        }
    }

    private static func int(_ error: HandError, _ name: String) -> Int {
        if case .int(let value) = error.parameters[name] { return value }
        return 0
    }

    /// `8 characters`, `1 character`.
    private static func count(_ error: HandError, _ name: String) -> String {
        let value = int(error, name)
        return "\(value) \(value == 1 ? "character" : "characters")"
    }
}
