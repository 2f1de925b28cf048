import Verdict

/// Edits a sign-up form the way a user would, validating as they type, then undoes a mistake
/// and submits; prints every state transition.
@MainActor
func formSession() throws {
    let form = try FormSession(SignUp(), rules: SignUp.rules, scenario: .register, validatesOnChange: true)
    form.onStateChange = { state in print("  state → \(state)") }

    print("Typing the username:")
    form.username = "alice"
    print("Typing the email:")
    form.email = "alice@example.com"
    print("Typing the password, then repeating it:")
    form.password = "correct horse 1"
    form.passwordRepeat = "correct horse 1"
    print("Accepting the terms:")
    form.acceptedTerms = true
    print("Mistyping the email:")
    form.email = "alice@"
    for error in form.report.errors { print("    \(error.path): \(error.message)") }
    print("Undoing:")
    form.undo()
    print("  email is \"\(form.email)\" again")
    print("Submitting:")
    let report = form.submit()
    print("  submitted: \(report.isValid)")
}
