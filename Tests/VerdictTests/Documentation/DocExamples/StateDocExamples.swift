// swift-format-ignore-file
// (the examples keep the documentation's formatting)
@_spi(VerdictTesting) import Verdict
@testable import VerdictTestSupport

// The examples in the documentation of Sources/VerdictForms, verbatim (DocExampleSyncTests
// checks it). Compiled, never run.

extension DocExamples {
    // MARK: EditOutcome.swift

    @MainActor static func editOutcome() throws {
        let form = try FormSession(Payment(), rules: Payment.rules)
        if case .refused(let report) = form.update(\.number, to: "12a") {
            print(report.errors.first?.message ?? "") // Number must not contain "a".
        }
        _ = form.update(\.number, to: "9").isAccepted // true
    }

    // MARK: FormGroup.swift

    @MainActor static func formGroup(submitButton: Button) throws {
        let account = try FormSession(Account(), rules: Account.rules, validatesOnChange: true)
        let terms = try FormSession(Terms(), rules: Terms.rules)
        let form = FormGroup()
        form.add(account, as: "account")
        form.add(terms, as: "terms")
        form.addConstraint(attachedTo: account, at: \.passwordRepeat, code: "password.mismatch",
                     message: "Passwords do not match.") { account.password == account.passwordRepeat }
        form.addConstraint(attachedTo: terms, at: \.accepted, code: "terms.required",
                     message: "Please accept terms and conditions.", stage: .submission) { terms.accepted }
        submitButton.isEnabled = form.isReadyToSubmit
        let report = form.submit()
        _ = report
    }

    @MainActor static func formGroupValidate(form: FormGroup) {
        let report = form.validate()
        _ = report
        if form.submit().isValid { send() }
        form.onStateChange = { print($0) }
    }

    @MainActor static func formGroupStateChanges(form: FormGroup) async {
        for await state in form.stateChanges() { print(state) }
    }

    // MARK: FormSession.swift

    @MainActor static func validated() throws {
        let form = try FormSession(SignUp(), rules: SignUp.rules, scenario: .login)
        form.username = "  alice "        // .dirty(["username"])
        let report = form.validate()      // .invalid: email and password missing; username trimmed
        form.email = "alice@example.com"
        form.password = "secret"
        form.validate()                   // .clean — a checkpoint
        form.email = "oops"
        form.undo()                       // back to the clean checkpoint
        _ = report
    }

    @MainActor static func validatedInit() throws {
        let form = try FormSession(SignUp(), rules: SignUp.rules, scenario: .register, validatesOnChange: true)
        _ = form
    }

    @MainActor static func validatedEditing(form: FormSession<SignUp>) throws {
        form.email = "alice@example.com"
        form.update(\.email, to: "alice@example.com")
        try form.assign(.form([("username", "alice"), ("email", "alice@example.com")]))
    }

    @MainActor static func validatedElementEdit(form: FormSession<Order>) {
        form.update(\.addresses, at: 1) { $0.zip = "75011" }
    }

    @MainActor static func validatedValidate(form: FormSession<SignUp>) {
        let report = form.validate()
        _ = report
    }

    @MainActor static func validatedSubmit(form: FormSession<SignUp>) {
        let report = form.submit()
        if report.isValid { send(form.model) }
    }

    @MainActor static func validatedStages(form: FormSession<Payment>, submitButton: Button) {
        var focus = Focus.current
        if form.isComplete(\.number) { focus = .next }
        submitButton.isEnabled = form.isEligible
        _ = focus
    }

    @MainActor static func validatedScenario(form: FormSession<SignUp>) throws {
        try form.setScenario(.login)
        _ = form.errors(at: \.email).first?.message
    }

    @MainActor static func validatedHistory(form: FormSession<SignUp>, undoButton: Button, redoButton: Button) {
        undoButton.isEnabled = form.canUndo
        redoButton.isEnabled = form.canRedo
        form.email = "oops"
        form.undo()    // the email is back to its last clean value
        form.redo()
        form.undo(\.email)
        form.reset(to: SignUp())
    }

    @MainActor static func validatedObservers(form: FormSession<SignUp>, submitButton: Button) {
        form.onStateChange = { state in submitButton.isEnabled = state == .clean }
        form.onRefusal = { report in shake(); print(report.errors[0].message) }
    }

    @MainActor static func validatedStateChanges(form: FormSession<SignUp>) async {
        for await state in form.stateChanges() { print(state) }
    }

    // MARK: ValidationEvent.swift

    @MainActor static func validationEvent(report: ValidationReport) throws {
        let next = try ValidationState.empty.applying(.edited("username")) // .dirty(["username"])
        _ = next
        do { _ = try ValidationState.clean.applying(.validationFinished(report)) }
        catch { print(error) } // Cannot finish a validation in state clean: none is pending.
        _ = try ValidationState.dirty(["email"]).applying(.edited("username")) // .dirty(["email", "username"])
    }

    @MainActor static func transitionError(error: TransitionError) {
        print(error.description)
    }

    // MARK: ValidationState.swift

    @MainActor static func validationState() throws {
        let form = try FormSession(SignUp(), rules: SignUp.rules)
        _ = form.state                 // .empty
        form.username = "alice"
        _ = form.state                 // .dirty(["username"])
        form.validate()
        _ = form.state                 // .invalid(report) — the email is still missing
        print(form.state) // dirty(username)
    }

    @MainActor static func validationStateMembers(report: ValidationReport) {
        _ = ValidationState.clean.isDecided // true
    }
}

// MARK: ValidationEvent.swift (factories)

extension DocExamples {
    @MainActor static func validationEventFactories(report: ValidationReport) throws {
        do {
            let next = try ValidationState.empty.applying(.edited("username")) // .dirty(["username"])
            print(ValidationEvent.validated(report)) // validated(2 errors, 1 warning)
            _ = next
        }
        _ = try ValidationState.clean.applying(.edited("email")) // .dirty(["email"])
        _ = try ValidationState.dirty(["email"]).applying(.validated(report)) // .clean or .invalid(report)
        _ = try ValidationState.dirty(["username"]).applying(.validationStarted(["username"])) // .validating(["username"])
        _ = try ValidationState.validating(["username"]).applying(.validationFinished(report)) // .clean or .invalid(report)
        _ = try ValidationState.dirty(["email"]).applying(.restored(.clean)) // .clean
        _ = try ValidationState.invalid(report).applying(.reset) // .empty
        print(ValidationEvent.edited("email")) // edited(email)
    }
}
