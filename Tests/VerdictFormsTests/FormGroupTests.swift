import Testing
import VerdictForms
@testable import VerdictTestSupport

private struct Account: Equatable {
    var username = ""
    var password = ""
    var passwordRepeat = ""

    static let rules = RuleSet<Account> {
        Attribute(\.username) {
            Required(); Length(min: 3).stage(.eligibility)
        }
        Attribute(\.password) {
            Required(); Length(min: 8)
        }
    }
}

private struct Terms: Equatable {
    var accepted = false
    static let rules = RuleSet<Terms> { Safe(\.accepted) }
}

/// Seed 004's FormValidator: field members, a passwords-match rule and a terms rule on submit.
@Suite("Form groups")
@MainActor
struct FormGroupTests {
    private func makeForm() throws -> (FormGroup, FormSession<Account>, FormSession<Terms>) {
        let account = try FormSession(Account(), rules: Account.rules, validatesOnChange: true)
        let terms = try FormSession(Terms(), rules: Terms.rules)
        let form = FormGroup()
        form.add(account, as: "account")
        form.add(terms, as: "terms")
        form.addConstraint(
            attachedTo: account, at: \.passwordRepeat, code: "password.mismatch", message: "Passwords do not match."
        ) { account.password == account.passwordRepeat }
        form.addConstraint(
            attachedTo: terms, at: \.accepted, code: "terms.required",
            message: "Please accept terms and conditions.", stage: .submission
        ) { terms.accepted }
        return (form, account, terms)
    }

    @Test func aggregateStateFollowsTheMembers() throws {
        let (form, account, _) = try makeForm()
        #expect(form.state == .empty)
        account.username = "al"
        #expect(form.state == .invalid(form.report), "account validates on change")
        #expect(form.report.pairs == ["account.password required"])
        account.password = "correct horse"
        #expect(form.report.pairs == ["account.passwordRepeat password.mismatch"])
        account.passwordRepeat = "correct horse"
        #expect(form.state == .clean)
        #expect(!form.isReadyToSubmit, "username is not eligible under 3 characters")
        account.username = "alice"
        #expect(form.isReadyToSubmit)
    }

    @Test func submissionRulesRunOnSubmitOnly() throws {
        let (form, account, terms) = try makeForm()
        account.username = "alice"
        account.password = "correct horse"
        account.passwordRepeat = "correct horse"
        #expect(form.validate().isValid)
        let report = form.submit()
        #expect(report.errors.map(\.message) == ["Please accept terms and conditions."])
        #expect(report.errors.first?.path.description == "terms.accepted")
        #expect(form.state == .invalid(report))
        terms.accepted = true
        #expect(form.state == .dirty(["terms.accepted"]))
        #expect(form.submit().isValid)
        #expect(form.state == .clean)
    }

    @Test func groupObserversHearAggregateChanges() throws {
        let (form, account, _) = try makeForm()
        var seen: [String] = []
        form.onStateChange = { seen.append($0.description) }
        account.username = "alice"
        account.password = "correct horse"
        account.passwordRepeat = "correct horse"
        #expect(
            seen == [
                "dirty(account.username)", "invalid(1 error)", "dirty(account.password)", "invalid(1 error)",
                "dirty(account.passwordRepeat)", "clean",
            ])
    }
}

/// What the group's report and its rules' errors are named after: nothing the group invents.
@Suite("Form group names")
@MainActor
struct FormGroupNameTests {
    private struct Login: Equatable {
        var email = ""
        var emailRepeat = ""

        static let rules = RuleSet<Login> {
            Attribute(\.email) { Required() }
            Attribute(\.emailRepeat, name: "email_repeat", label: "Email (again)") { Length(max: 100) }
            Scenario(.strict) {
                Attribute(\.email) { Email() }
            }
        }
    }

    @Test func theReportIsInTheScenarioTheMembersShare() throws {
        let form = FormGroup()
        #expect(form.report.scenario == .default, "no member yet")
        let first = try FormSession(Login(), rules: Login.rules, scenario: .strict)
        let second = try FormSession(Login(), rules: Login.rules, scenario: .strict)
        form.add(first, as: "first")
        form.add(second, as: "second")
        form.validate()
        #expect(form.report.scenario == .strict)
        try second.setScenario(.default)
        form.validate()
        #expect(form.report.scenario == .default, "no scenario in common")
    }

    @Test func aRuleMayComeBeforeItsMemberAndIsNamedAsTheMembersRulesNameIt() throws {
        let login = try FormSession(Login(email: "a@b.co"), rules: Login.rules)
        let form = FormGroup()
        form.addConstraint(
            attachedTo: login, at: \.emailRepeat, code: "email.mismatch", message: "{attribute} differs."
        ) {
            login.email == login.emailRepeat
        }
        #expect(form.validate().errors.isEmpty, "not a member yet: the rule does not run")
        form.add(login, as: "login")
        let errors = form.validate().errors
        #expect(errors.map(\.path.description) == ["login.email_repeat"])
        #expect(errors.map(\.message) == ["Email (again) differs."])
    }

    @Test func aRuleOfAModelThatIsNoMemberDoesNotRun() throws {
        let login = try FormSession(Login(), rules: Login.rules)
        let outsider = try FormSession(Login(), rules: Login.rules)
        let form = FormGroup()
        form.add(login, as: "login")
        form.addConstraint(attachedTo: outsider, at: \.email, code: "never", message: "Never.") { false }
        #expect(form.submit().errors.map(\.code) == ["required"])
    }
}

/// A server's problem details on a group: the pointer's first component names the member.
@Suite("The server's problem details on a FormGroup")
@MainActor
struct FormGroupProblemTests {
    private func makeForm() throws -> (FormGroup, FormSession<Account>, FormSession<Terms>) {
        let account = try FormSession(Account(username: "alice", password: "correct horse"), rules: Account.rules)
        let terms = try FormSession(Terms(accepted: true), rules: Terms.rules)
        let form = FormGroup()
        form.add(account, as: "account")
        form.add(terms, as: "terms")
        return (form, account, terms)
    }

    nonisolated static let pointers: [(pointer: String, groupPath: String, member: String?)] = [
        ("/account/username", "account.username", "account"),
        ("/terms/accepted", "terms.accepted", "terms"),
        ("/account", "account", "account"),
        ("/account/unknown", "account", "account"),
        ("/unknown/username", "", nil),
        ("", "", nil),
        ("account/username", "", nil),
    ]

    @Test(arguments: pointers)
    func aPointerLandsOnItsMember(pointer: String, groupPath: String, member: String?) throws {
        let (form, account, terms) = try makeForm()
        form.apply(try decodedProblem([(pointer, "server.says", "Nein.")]))
        #expect(form.report.errors.map(\.path.description) == [groupPath])
        let allFromServer = form.report.errors.allSatisfy(\.isFromServer)
        #expect(allFromServer)
        #expect(account.report.errors.count == (member == "account" ? 1 : 0))
        #expect(terms.report.errors.count == (member == "terms" ? 1 : 0))
        #expect(form.state == .invalid(form.report))
        #expect(!form.isReadyToSubmit)
    }

    @Test func editsClearTheirErrorsAndAnyEditTheGroupsOwn() throws {
        let (form, account, terms) = try makeForm()
        form.validate()
        form.apply(
            try decodedProblem([
                ("/account/username", "username.taken", "Vergeben."), ("/terms/accepted", "terms.old", "Alt."),
                ("/captcha", "captcha.wrong", "Falsch."),
            ]))
        #expect(form.report.pairs == ["account.username username.taken", "terms.accepted terms.old", " captcha.wrong"])
        terms.accepted = false
        #expect(form.report.pairs == ["account.username username.taken"])
        account.username = "alicia"
        form.validate()
        #expect(form.report.isValid)
        terms.accepted = true
        form.validate()
        #expect(form.state == .clean)
        #expect(form.isReadyToSubmit)
    }

    @Test func applyingAgainReplacesEveryMembersErrors() throws {
        let (form, account, _) = try makeForm()
        form.apply(try decodedProblem([("/account/username", "username.taken", "Vergeben.")]))
        form.apply(try decodedProblem([("/terms/accepted", "terms.old", "Alt.")]))
        #expect(account.report.errors.isEmpty)
        #expect(form.report.pairs == ["terms.accepted terms.old"])
        form.apply(try decodedProblem([], status: 500))
        #expect(form.report.pairs == [" problem.rejected"])
    }

    @Test func snakeCaseKeysNameTheMembersToo() throws {
        let account = try FormSession(Account(), rules: Account.rules)
        let form = FormGroup()
        form.add(account, as: "mainAccount")
        form.apply(try decodedProblem([("/main_account/username", "username.taken", "Vergeben.")]), keys: .snakeCase)
        #expect(form.report.pairs == ["mainAccount.username username.taken"])
        #expect(account.errors(at: \.username).first?.isFromServer == true)
    }
}
