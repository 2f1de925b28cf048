import Verdict

extension SignUp {
    /// The form's own words in the languages the example servers answer in besides Verdict's
    /// built-in messages: its labels, and the messages of its own codes (`terms.required`, and the
    /// `username.taken` of `/signup/checked`). The servers pass it with each request; the language
    /// is the one the request's `Accept-Language` asks for.
    ///
    /// ```swift
    /// let signUp = try await request.assigned(to: SignUp.self, scenario: .register, catalog: SignUp.messages)
    /// ```
    public static let messages: MessageCatalog = {
        var catalog = MessageCatalog()
        catalog.add(
            language: "de",
            messages: [
                "terms.required": "Bitte akzeptieren Sie die Nutzungsbedingungen.",
                "username.taken": "{attribute} ist vergeben.",
            ],
            labels: [
                "username": "Benutzername", "email": "E-Mail", "password": "Passwort",
                "passwordRepeat": "Passwort (Wiederholung)", "age": "Alter", "website": "Website",
                "country": "Land", "acceptedTerms": "Nutzungsbedingungen",
            ])
        catalog.add(
            language: "fr",
            messages: [
                "terms.required": "Veuillez accepter les conditions d’utilisation.",
                "username.taken": "{attribute} est déjà pris.",
            ],
            labels: [
                "username": "Nom d’utilisateur", "email": "E-mail", "password": "Mot de passe",
                "passwordRepeat": "Mot de passe (confirmation)", "age": "Âge", "website": "Site web",
                "country": "Pays", "acceptedTerms": "Conditions d’utilisation",
            ])
        return catalog
    }()
}
