import Testing
@_spi(VerdictTesting) import Verdict
@testable import VerdictTestSupport

/// Every (state, event) pair of the validation state machine, checked against the transition
/// table of `ValidationState.applying(_:)` written out here as data.
@Suite("Transition table")
struct TransitionTableTests {
    /// What applying an event gives: the next state, or a refusal with its message.
    enum Outcome: Hashable, Sendable {
        case next(ValidationState)
        case refused(String)
    }

    /// One pair of the table with its expected outcome.
    struct Case: Sendable, CustomTestStringConvertible {
        var stateName: String
        var state: ValidationState
        var eventName: String
        var event: ValidationEvent
        var expected: Outcome

        var testDescription: String { "\(stateName) + \(eventName)" }
    }

    // MARK: The reports events carry

    static let validReport = ValidationReport(errors: [], scenario: .default)
    static let warnedReport = ValidationReport(
        errors: [
            ValidationError(
                path: "nickname", keyPath: \SignUp.nickname,
                failure: RuleFailure(code: .stringTooLong, template: "{attribute} is long."), label: "Nickname",
                severity: .warning)
        ], scenario: .default)
    static let invalidReport = ValidationReport(
        errors: [
            ValidationError(
                path: "email", keyPath: \SignUp.email,
                failure: RuleFailure(code: .required, template: "{attribute} cannot be blank."), label: "Email")
        ], scenario: .default)
    static let olderInvalidReport = ValidationReport(
        errors: [
            ValidationError(
                path: "username", keyPath: \SignUp.username,
                failure: RuleFailure(code: .stringTooShort, template: "{attribute} is short."), label: "Username")
        ], scenario: .default)

    // MARK: The rows and columns

    static let dirty = ValidationState.dirty(["email", "username"])
    static let invalid = ValidationState.invalid(olderInvalidReport)

    /// The rows: one state of each kind.
    static let states: [(name: String, state: ValidationState)] = [
        ("empty", .empty),
        ("dirty(email, username)", dirty),
        ("validating(username)", .validating(["username"])),
        ("clean", .clean),
        ("invalid", invalid),
    ]

    /// The columns: every kind of event, with reports that are valid, valid with warnings only,
    /// and invalid, and a restore of each kind of state. Each is named by its description.
    static let events: [ValidationEvent] = [
        .edited("age"),
        .edited("email"),
        .edited("addresses[1].zip"),
        .validated(validReport),
        .validated(warnedReport),
        .validated(invalidReport),
        .validationStarted(["username"]),
        .validationFinished(validReport),
        .validationFinished(warnedReport),
        .validationFinished(invalidReport),
        .restored(.empty),
        .restored(dirty),
        .restored(.validating(["username"])),
        .restored(.clean),
        .restored(invalid),
        .reset,
    ]

    /// The expected outcomes: one row per state in `states`, one column per event in `events`.
    static let table: [[Outcome]] = {
        let age: Outcome = .next(.dirty(["age"]))
        let email: Outcome = .next(.dirty(["email"]))
        let zip: Outcome = .next(.dirty(["addresses[1].zip"]))
        let clean: Outcome = .next(.clean)
        let invalidNow: Outcome = .next(.invalid(invalidReport))
        let validating: Outcome = .next(.validating(["username"]))
        let restores: [Outcome] = [
            .next(.empty), .next(dirty), .next(.validating(["username"])), .next(.clean), .next(invalid),
        ]
        let empty: Outcome = .next(.empty)
        func refused(_ state: String) -> Outcome {
            .refused("Cannot finish a validation in state \(state): none is pending.")
        }
        func refusedThrice(_ state: String) -> [Outcome] { [refused(state), refused(state), refused(state)] }
        return [
            // empty
            [age, email, zip, clean, clean, invalidNow, validating] + refusedThrice("empty") + restores + [empty],
            // dirty(email, username): edits accumulate
            [
                .next(.dirty(["age", "email", "username"])), .next(dirty),
                .next(.dirty(["addresses[1].zip", "email", "username"])), clean, clean, invalidNow, validating,
            ] + refusedThrice("dirty(email, username)") + restores + [empty],
            // validating: an edit abandons it; only here does a validation finish
            [age, email, zip, clean, clean, invalidNow, validating, clean, clean, invalidNow] + restores + [empty],
            // clean
            [age, email, zip, clean, clean, invalidNow, validating] + refusedThrice("clean") + restores + [empty],
            // invalid(1 error): a new report replaces the old one
            [age, email, zip, clean, clean, invalidNow, validating] + refusedThrice("invalid(1 error)") + restores
                + [empty],
        ]
    }()

    static let cases: [Case] = zip(states, table).flatMap { row, outcomes in
        zip(events, outcomes).map { event, outcome in
            Case(
                stateName: row.name, state: row.state, eventName: event.description, event: event,
                expected: outcome)
        }
    }

    // MARK: Tests

    @Test func theTableCoversEveryPairOnce() {
        #expect(Self.table.count == Self.states.count)
        #expect(Self.table.map(\.count) == Array(repeating: Self.events.count, count: Self.states.count))
        #expect(Self.cases.count == 5 * 16)
        #expect(Set(Self.cases.map(\.testDescription)).count == Self.cases.count)
        // Every kind of state is a row, and a restore of each is a column.
        #expect(
            Self.states.map(\.state.description) == [
                "empty", "dirty(email, username)", "validating(username)", "clean", "invalid(1 error)",
            ])
        #expect(
            Self.events.map(\.description) == [
                "edited(age)", "edited(email)", "edited(addresses[1].zip)", "validated(no errors)",
                "validated(1 warning)", "validated(1 error)", "validationStarted(username)",
                "validationFinished(no errors)",
                "validationFinished(1 warning)", "validationFinished(1 error)", "restored(empty)",
                "restored(dirty(email, username))", "restored(validating(username))", "restored(clean)",
                "restored(invalid(1 error))", "reset",
            ])
        #expect(Self.cases.filter { if case .refused = $0.expected { true } else { false } }.count == 4 * 3)
    }

    @Test(arguments: cases)
    func transition(_ pair: Case) {
        do {
            let next = try pair.state.applying(pair.event)
            #expect(Outcome.next(next) == pair.expected)
        } catch {
            #expect(Outcome.refused(error.reason) == pair.expected)
            #expect(error.description == error.reason)
            #expect("\(error)" == error.reason)
            #expect(error.state == pair.state)
            #expect(error.event == pair.event)
        }
    }

    @Test func aRefusedTransitionNamesTheStateAndTheEvent() {
        let error = #expect(throws: TransitionError.self) {
            try ValidationState.clean.applying(.validationFinished(Self.invalidReport))
        }
        #expect(error?.state == .clean)
        #expect(error?.event == .validationFinished(Self.invalidReport))
        #expect(error?.description == "Cannot finish a validation in state clean: none is pending.")
    }

    @Test func applyingDoesNotChangeTheState() throws {
        let state = Self.dirty
        let next = try state.applying(.edited("age"))
        #expect(state == .dirty(["email", "username"]))
        #expect(next == .dirty(["age", "email", "username"]))
        #expect(!next.isDecided)
        #expect(try state.applying(.validated(Self.invalidReport)).isDecided)
    }
}
