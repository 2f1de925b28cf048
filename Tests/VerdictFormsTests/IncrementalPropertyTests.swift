import Observation
import Testing
import VerdictTesting

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

// Random edit sequences on a `FormSession`: after every edit (with `validatesOnChange`) or every
// `validate()` (without), the incrementally updated report and model must be those of a full
// validation. In re-entrant runs, some edits are made from inside a callback while the form is
// busy with another edit or a validation — an Observation `onChange` of the model, or the
// state-change handler — and must be validated like the others.

// MARK: A model with every kind of dependency

/// Filters (`Trim`, `Default`, a `Default` computed from another attribute), a cross-field
/// `Compare`, a chain of filters, `Constraint`s with and without `reads`, `when(\.flag)` and `when(reads:)` conditions,
/// optional fields, nested and repeated children, and a scenario.
private struct Booking: Equatable {
    var name = ""
    var email = ""
    var wantsNews = false
    var country: String?
    var zip = ""
    var start = 0
    var end = 0
    var nights: Int?
    var isCompany = false
    var vat = ""
    var alias = ""
    var handle = ""
    var tags: [String] = []
    var address = Address()
    var billing: Address?
    var stops: [Address] = []

    static let rules = RuleSet<Booking> {
        Attribute(\.name) {
            Trim(); Required(); Length(2...8); Length(max: 6).severity(.warning)
        }
        Attribute(\.email) {
            Trim(); Required().when(reads: [\.wantsNews]) { $0.wantsNews }; Email()
        }
        Attribute(\.country) { Default("US") }
        Attribute(\.zip) {
            Trim(); Required().when(reads: [\.country]) { $0.country == "US" }; Match(#"^\d{5}$"#)
        }
        Attribute(\.end) { Compare(.greaterOrEqual, to: \.start) }
        Attribute(\.nights) { Number(min: 1, max: 14) }
        Constraint(\.nights, reads: [\.start, \.end, \.nights], code: "booking.nights") { booking in
            booking.nights.map { $0 == booking.end - booking.start } ?? true
        }
        Attribute(\.vat) {
            Trim(); Required()
        }.when(\.isCompany)
        Attribute(\.alias) {
            Trim()
            Default(reads: [\.name]) { booking, _ in booking.name.lowercased() }
            Match(#"^[a-z]*$"#)
        }
        // A chain of filters: name → alias → handle.
        Attribute(\.handle) {
            Trim(); Default(reads: [\.alias]) { booking, _ in booking.alias }
        }
        Constraint(\.handle, reads: [\.handle, \.alias], code: "handle.alias") {
            $0.handle.isEmpty || $0.handle.hasPrefix($0.alias)
        }
        Each(\.tags) {
            Trim(); Required(); Length(max: 5)
        }
        Constraint(\.tags, code: "tags.tooMany", message: "Too many tags.") { $0.tags.count <= 2 || $0.isCompany }
        Nested(\.address, Address.rules)
        Nested(\.billing, Address.rules)
        Each(\.stops, Address.rules)
        Scenario(.strict) {
            Attribute(\.nights) { Required() }
            Attribute(\.email) { Required().when(\.isCompany) }
            Constraint(\.alias, reads: [\.alias, \.name], code: "alias.sameAsName") { $0.alias != $0.name }
        }
    }

    static let filled = Booking(
        name: "Ann", email: "ann@example.com", country: "US", zip: "12345", start: 1, end: 3, nights: 2,
        address: Address(street: "Main", zip: "12345"))
}

/// ``Booking`` as a class, with the same rules: a class model's edits, filters and undo go to
/// the instance itself (with the default `snapshot`).
private final class BookingObject: Equatable, CustomStringConvertible {
    var name: String
    var email: String
    var wantsNews: Bool
    var country: String?
    var zip: String
    var start: Int
    var end: Int
    var nights: Int?
    var isCompany: Bool
    var vat: String
    var alias: String
    var handle: String
    var tags: [String]
    var address: Address
    var billing: Address?
    var stops: [Address]

    init(_ booking: Booking) {
        (name, email, wantsNews, country, zip) =
            (booking.name, booking.email, booking.wantsNews, booking.country, booking.zip)
        (start, end, nights, isCompany, vat) = (
            booking.start, booking.end, booking.nights, booking.isCompany, booking.vat
        )
        (alias, handle, tags, address, billing, stops) =
            (booking.alias, booking.handle, booking.tags, booking.address, booking.billing, booking.stops)
    }

    var booking: Booking {
        Booking(
            name: name, email: email, wantsNews: wantsNews, country: country, zip: zip, start: start, end: end,
            nights: nights, isCompany: isCompany, vat: vat, alias: alias, handle: handle, tags: tags,
            address: address, billing: billing, stops: stops)
    }

    var description: String { "BookingObject(\(booking))" }

    static func == (lhs: BookingObject, rhs: BookingObject) -> Bool { lhs.booking == rhs.booking }

    static func copy(_ object: BookingObject) -> BookingObject { BookingObject(object.booking) }

    static let rules = RuleSet<BookingObject> {
        Attribute(\.name) {
            Trim(); Required(); Length(2...8); Length(max: 6).severity(.warning)
        }
        Attribute(\.email) {
            Trim(); Required().when(reads: [\.wantsNews]) { $0.wantsNews }; Email()
        }
        Attribute(\.country) { Default("US") }
        Attribute(\.zip) {
            Trim(); Required().when(reads: [\.country]) { $0.country == "US" }; Match(#"^\d{5}$"#)
        }
        Attribute(\.end) { Compare(.greaterOrEqual, to: \.start) }
        Attribute(\.nights) { Number(min: 1, max: 14) }
        Constraint(\.nights, reads: [\.start, \.end, \.nights], code: "booking.nights") { booking in
            booking.nights.map { $0 == booking.end - booking.start } ?? true
        }
        Attribute(\.vat) {
            Trim(); Required()
        }.when(\.isCompany)
        Attribute(\.alias) {
            Trim()
            Default(reads: [\.name]) { booking, _ in booking.name.lowercased() }
            Match(#"^[a-z]*$"#)
        }
        Attribute(\.handle) {
            Trim(); Default(reads: [\.alias]) { booking, _ in booking.alias }
        }
        Constraint(\.handle, reads: [\.handle, \.alias], code: "handle.alias") {
            $0.handle.isEmpty || $0.handle.hasPrefix($0.alias)
        }
        Each(\.tags) {
            Trim(); Required(); Length(max: 5)
        }
        Constraint(\.tags, code: "tags.tooMany", message: "Too many tags.") { $0.tags.count <= 2 || $0.isCompany }
        Nested(\.address, Address.rules)
        Nested(\.billing, Address.rules)
        Each(\.stops, Address.rules)
        Scenario(.strict) {
            Attribute(\.nights) { Required() }
            Attribute(\.email) { Required().when(\.isCompany) }
            Constraint(\.alias, reads: [\.alias, \.name], code: "alias.sameAsName") { $0.alias != $0.name }
        }
    }
}

// MARK: Random edits

/// One edit, applied the same way to the `FormSession` and to the reference model.
private struct Edit<Model> {
    var label: String
    /// The path the state lists as dirty.
    var path: AttributePath
    var apply: (inout Model) -> Void
    var applyToForm: @MainActor (FormSession<Model>) -> Void
}

/// The attributes a run edits, each with the values it picks from.
private struct Editor<Model> {
    private var makers: [(inout SplitMix64) -> Edit<Model>] = []

    @MainActor mutating func add<Value>(
        _ keyPath: WritableKeyPath<Model, Value>, _ path: AttributePath, _ values: [Value]
    ) {
        makers.append { rng in
            let value = rng.pick(values)
            return Edit(
                label: "\(path) = \(value)", path: path, apply: { $0[keyPath: keyPath] = value },
                applyToForm: { $0.update(keyPath, to: value) })
        }
    }

    func random(_ rng: inout SplitMix64) -> Edit<Model> {
        let make = rng.pick(makers)
        return make(&rng)
    }
}

/// A model type with its rules, the scenarios to run in, models to start from, and edits.
private struct Setup<Model: Equatable> {
    var rules: RuleSet<Model>
    var scenarios: [ScenarioName]
    var starts: [Model]
    var editor: Editor<Model>
    /// A copy of a model that the form and the reference do not share: itself for a value type, a
    /// new instance for a class.
    var copy: (Model) -> Model = { $0 }
}

private let addresses = [
    Address(), Address(street: " Main ", zip: "12345"), Address(street: "x", zip: "1"),
    Address(street: "Elm", zip: "54321"),
]

@MainActor
private func bookingSetup() -> Setup<Booking> {
    var editor = Editor<Booking>()
    editor.add(\.name, "name", ["", "  ", "Al", " bob ", "Charlotte", "dave", "o'neil", "Annabel", "x"])
    editor.add(\.email, "email", ["", " a@b.co ", "bad", "z@example.com"])
    editor.add(\.wantsNews, "wantsNews", [true, false])
    editor.add(\.country, "country", [nil, "", "US", "FR"])
    editor.add(\.zip, "zip", ["", " 12345 ", "1234", "99999"])
    editor.add(\.start, "start", [0, 1, 3, 5])
    editor.add(\.end, "end", [0, 2, 3, 6])
    editor.add(\.nights, "nights", [nil, 0, 1, 2, 3, 20])
    editor.add(\.isCompany, "isCompany", [true, false])
    editor.add(\.vat, "vat", ["", " ", "DE123"])
    editor.add(\.alias, "alias", ["", " ", "Zed", "zed", " x ", "dave"])
    editor.add(\.handle, "handle", ["", " ", "dave", "x"])
    editor.add(\.tags, "tags", [[], [" a "], ["", "b"], ["toolong", "ok"], ["a", "b", "c"]])
    editor.add(\.address, "address", addresses)
    editor.add(\.address.zip, "address.zip", ["", "12345", "abc"])
    editor.add(\.address.street, "address.street", ["  ", " Elm ", "Oak"])
    editor.add(\.billing, "billing", [nil] + addresses)
    editor.add(\.stops, "stops", [[], [addresses[3]], [addresses[0], addresses[1]], [addresses[2]]])
    return Setup(
        rules: Booking.rules, scenarios: [.default, .strict], starts: [Booking(), Booking.filled], editor: editor)
}

/// The edits of ``bookingSetup()``, on the class.
@MainActor
private func bookingObjectSetup() -> Setup<BookingObject> {
    var editor = Editor<BookingObject>()
    editor.add(\.name, "name", ["", "  ", "Al", " bob ", "Charlotte", "dave", "o'neil", "Annabel", "x"])
    editor.add(\.email, "email", ["", " a@b.co ", "bad", "z@example.com"])
    editor.add(\.wantsNews, "wantsNews", [true, false])
    editor.add(\.country, "country", [nil, "", "US", "FR"])
    editor.add(\.zip, "zip", ["", " 12345 ", "1234", "99999"])
    editor.add(\.start, "start", [0, 1, 3, 5])
    editor.add(\.end, "end", [0, 2, 3, 6])
    editor.add(\.nights, "nights", [nil, 0, 1, 2, 3, 20])
    editor.add(\.isCompany, "isCompany", [true, false])
    editor.add(\.vat, "vat", ["", " ", "DE123"])
    editor.add(\.alias, "alias", ["", " ", "Zed", "zed", " x ", "dave"])
    editor.add(\.handle, "handle", ["", " ", "dave", "x"])
    editor.add(\.tags, "tags", [[], [" a "], ["", "b"], ["toolong", "ok"], ["a", "b", "c"]])
    editor.add(\.address, "address", addresses)
    editor.add(\.address.zip, "address.zip", ["", "12345", "abc"])
    editor.add(\.address.street, "address.street", ["  ", " Elm ", "Oak"])
    editor.add(\.billing, "billing", [nil] + addresses)
    editor.add(\.stops, "stops", [[], [addresses[3]], [addresses[0], addresses[1]], [addresses[2]]])
    return Setup(
        rules: BookingObject.rules, scenarios: [.default, .strict],
        starts: [BookingObject(Booking()), BookingObject(Booking.filled)], editor: editor, copy: BookingObject.copy)
}

@MainActor
private func signUpSetup() -> Setup<SignUp> {
    var editor = Editor<SignUp>()
    editor.add(\.username, "username", ["", "  al ", "alice", " Bob ", "bob_1", "x y"])
    editor.add(\.email, "email", ["", "a@b.co", " al@example.com ", "nope"])
    editor.add(\.password, "password", ["", "short", "correct horse", "12345678"])
    editor.add(\.passwordRepeat, "passwordRepeat", ["", "short", "correct horse", "12345678"])
    editor.add(\.age, "age", [nil, 12, 18, 30, 121])
    editor.add(\.nickname, "nickname", [nil, "", "nick", "averyveryverylongnickname"])
    editor.add(\.country, "country", [nil, "", "FR", "USA"])
    editor.add(\.isCompany, "isCompany", [true, false])
    editor.add(\.vatNumber, "vatNumber", ["", " ", "DE1"])
    editor.add(\.tags, "tags", [[], ["a"], [" b ", ""], ["toolongtagvalue"]])
    return Setup(
        rules: SignUp.rules, scenarios: [.register, .default, .login], starts: [SignUp(), SignUp.valid],
        editor: editor)
}

@MainActor
private func orderSetup() -> Setup<Order> {
    var editor = Editor<Order>()
    editor.add(\.address, "address", addresses)
    editor.add(\.address.zip, "address.zip", ["", "12345", "abc"])
    editor.add(\.address.street, "address.street", ["  ", " Elm "])
    editor.add(\.billing, "billing", [nil] + addresses)
    editor.add(
        \.addresses, "addresses", [[], [addresses[3]], [addresses[0], addresses[1]], [addresses[1], addresses[2]]])
    return Setup(
        rules: Order.rules, scenarios: [.default],
        starts: [Order(), Order(address: addresses[1], addresses: [addresses[3]])], editor: editor)
}

// MARK: Re-entrant edits

/// A nested edit armed for one step of a run, made by a callback while the form is busy with the
/// step: an Observation `onChange` of the model (which Observation calls as the model is about to
/// change: from the edit's notification, or from a validation about to run its filters), or the
/// state-change handler, at a dirty state or at a validated one.
///
/// The edit is made once: an edit made from `onChange` notifies that `onChange` again while it
/// runs, and one made from the handler changes the state again.
@MainActor
private final class Reentry<Model> {
    enum Hook: String, CaseIterable {
        case observation, dirtyState, validatedState
    }

    /// A nested edit that was made, and whether the form had validated the step's edit before.
    struct Made {
        var edit: Edit<Model>
        var hook: Hook
        var afterValidation: Bool
    }

    private var armed: (edit: Edit<Model>, generation: Int)?
    private var made: Made?
    /// Tells the callbacks of earlier steps, still registered with Observation, from this one's.
    private var generation = 0
    /// How many nested edits were made, by hook.
    private(set) var counts: [Hook: Int] = [:]

    /// Arms a random nested edit on a random hook of `form`.
    func arm(_ form: FormSession<Model>, _ editor: Editor<Model>, _ rng: inout SplitMix64) {
        generation += 1
        let generation = generation
        armed = (editor.random(&rng), generation)
        made = nil
        let hook = rng.pick(Hook.allCases)
        switch hook {
        case .observation:
            withObservationTracking {
                _ = form.model
            } onChange: { [weak self, weak form] in
                MainActor.assumeIsolated {
                    guard let self, let form else { return }
                    self.fire(form, hook, generation: generation, afterValidation: false)
                }
            }
        case .dirtyState, .validatedState:
            let validated = hook == .validatedState
            form.onStateChange = { [weak self, weak form] state in
                guard let self, let form, state.isDecided == validated else { return }
                self.fire(form, hook, generation: generation, afterValidation: validated)
            }
        }
    }

    private func fire(_ form: FormSession<Model>, _ hook: Hook, generation: Int, afterValidation: Bool) {
        guard let armed, armed.generation == generation else { return }
        self.armed = nil
        made = Made(edit: armed.edit, hook: hook, afterValidation: afterValidation)
        counts[hook, default: 0] += 1
        armed.edit.applyToForm(form)
    }

    /// Disarms the callbacks; returns the nested edit, if one was made.
    func disarm(_ form: FormSession<Model>) -> Made? {
        armed = nil
        form.onStateChange = nil
        defer { made = nil }
        return made
    }
}

// MARK: Runner

private struct Totals {
    var steps = 0
    var edits = 0
    var checks = 0
    var valid = 0
    var invalid = 0
    var failures = 0
    /// Nested edits made from callbacks, by hook.
    var reentrant: [String: Int] = [:]
    /// The most edits made since the form was last clean.
    var longestRunOfEdits = 0
}

/// Runs `sequences` random sequences of `steps` operations (mostly edits; with
/// `validatesOnChange: false` also `validate()` calls, several edits apart; now and then undo,
/// redo, a scenario switch or a reset). Each time the form has validated, its report and model
/// must be those of a full validation of the same edits in the same scenario.
///
/// `reentrant`: half the edits and validations arm a nested edit (see ``Reentry``); the reference
/// makes it where the form did — before the step's validation, or after it.
@MainActor
private func run<Model: Equatable>(
    _ setup: Setup<Model>, validatesOnChange: Bool, reentrant: Bool = false, seed: UInt64, sequences: Int,
    steps: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> Totals {
    var totals = Totals()
    var rng = SplitMix64(seed: seed)
    let reentry = Reentry<Model>()
    for sequence in 0..<sequences {
        var scenario = rng.pick(setup.scenarios)
        let start = rng.pick(setup.starts)
        let form = try FormSession(
            setup.copy(start), rules: setup.rules, scenario: scenario, validatesOnChange: validatesOnChange)
        // The model as the same edits and full validations leave it.
        var reference = setup.copy(start)
        // Edits since the form was last clean: its undo history keeps them all.
        var editsSinceClean = 0
        var log = ["scenario \(scenario), start \(start)"]

        func disagree(_ what: String, _ actual: Any, _ expected: Any) {
            Issue.record(
                """
                seed \(seed), sequence \(sequence), after \(log.count - 1) operations: \(what) is \(actual), \
                expected \(expected)
                \(log.joined(separator: "\n"))
                """, sourceLocation: sourceLocation)
            totals.failures += 1
        }

        /// Compares the form with a full validation of `reference` (filters write into it).
        func checkValidated() throws -> Bool {
            totals.checks += 1
            let expected = try setup.rules.validate(&reference, scenario: scenario)
            if form.report != expected {
                disagree("the report", form.report, expected)
                return false
            }
            let ofModel = try setup.rules.testValidate(setup.copy(form.model), scenario: scenario).report
            if form.report != ofModel {
                disagree("the report (against a full validation of form.model)", form.report, ofModel)
                return false
            }
            if form.model != reference {
                disagree("the model", form.model, reference)
                return false
            }
            var again = setup.copy(form.model)
            _ = try setup.rules.validate(&again, scenario: scenario)
            if again != form.model {
                disagree("the model (filters left work for a full validation)", form.model, again)
                return false
            }
            if form.state != ValidationState(report: expected) {
                disagree("the state", form.state, ValidationState(report: expected))
                return false
            }
            if expected.isValid { totals.valid += 1 } else { totals.invalid += 1 }
            return true
        }

        steps: for _ in 0..<steps {
            totals.steps += 1
            defer {
                editsSinceClean = form.state == .clean ? 0 : editsSinceClean
                totals.longestRunOfEdits = max(totals.longestRunOfEdits, editsSinceClean)
            }
            let roll = rng.below(100)
            switch roll {
            case 0..<(validatesOnChange ? 90 : 65):
                let edit = setup.editor.random(&rng)
                log.append(edit.label)
                totals.edits += 1
                editsSinceClean += 1
                let before = form.state
                let report = form.report
                if reentrant && rng.below(2) == 0 { reentry.arm(form, setup.editor, &rng) }
                edit.applyToForm(form)
                let nested = reentry.disarm(form)
                edit.apply(&reference)
                if let nested {
                    log.append("  from \(nested.hook): \(nested.edit.label)")
                    if nested.afterValidation { _ = try setup.rules.validate(&reference, scenario: scenario) }
                    nested.edit.apply(&reference)
                }
                if validatesOnChange {
                    guard try checkValidated() else { break steps }
                } else {
                    var dirty: Set<AttributePath> = [edit.path]
                    if let nested { dirty.insert(nested.edit.path) }
                    if case .dirty(let paths) = before { dirty.formUnion(paths) }
                    if form.state != .dirty(dirty) {
                        disagree("the state", form.state, ValidationState.dirty(dirty))
                        break steps
                    }
                    if form.model != reference {
                        disagree("the edited model", form.model, reference)
                        break steps
                    }
                    if form.report != report {
                        disagree("the report (an edit without validation)", form.report, report)
                        break steps
                    }
                }
            case 65..<90:
                log.append("validate")
                if reentrant && rng.below(2) == 0 { reentry.arm(form, setup.editor, &rng) }
                let returned = form.validate()
                if let nested = reentry.disarm(form) {
                    log.append("  from \(nested.hook): \(nested.edit.label)")
                    if nested.afterValidation {
                        // Made once the validation was over: the report is that of the model
                        // before the nested edit, which leaves the form dirty.
                        let expected = try setup.rules.validate(&reference, scenario: scenario)
                        nested.edit.apply(&reference)
                        if form.report != expected {
                            disagree("the report (an edit after the validation)", form.report, expected)
                            break steps
                        }
                        if form.model != reference {
                            disagree("the model (an edit after the validation)", form.model, reference)
                            break steps
                        }
                        if form.state != .dirty([nested.edit.path]) {
                            disagree("the state", form.state, ValidationState.dirty([nested.edit.path]))
                            break steps
                        }
                        if returned != expected {
                            disagree("the returned report", returned, expected)
                            break steps
                        }
                        continue steps
                    }
                    nested.edit.apply(&reference)
                }
                guard try checkValidated() else { break steps }
                if returned != form.report {
                    disagree("the returned report", returned, form.report)
                    break steps
                }
            case 90..<94:
                log.append("undo")
                form.undo()
                reference = setup.copy(form.model)
                if form.state.isDecided { guard try checkValidated() else { break steps } }
            case 94..<97:
                log.append("redo")
                form.redo()
                reference = setup.copy(form.model)
                if form.state.isDecided { guard try checkValidated() else { break steps } }
            case 97..<99:
                scenario = rng.pick(setup.scenarios)
                log.append("setScenario(\(scenario))")
                try form.setScenario(scenario)
                if form.state == .empty {
                    if form.model != reference {
                        disagree("the model (no validation in an empty state)", form.model, reference)
                        break steps
                    }
                } else {
                    guard try checkValidated() else { break steps }
                }
            default:
                let model = rng.pick(setup.starts)
                log.append("reset(to: \(model))")
                form.reset(to: setup.copy(model))
                reference = setup.copy(model)
                if form.state != .empty || !form.report.errors.isEmpty {
                    disagree("the state after reset", form.state, ValidationState.empty)
                    break steps
                }
            }
        }
    }
    for (hook, count) in reentry.counts { totals.reentrant[hook.rawValue] = count }
    return totals
}

// MARK: Tests

@Suite("Incremental re-validation, against full validation")
@MainActor
struct IncrementalPropertyTests {
    /// The model types, as test arguments.
    enum Model: String, Sendable, CaseIterable {
        case booking, signUp, order, bookingObject
    }

    @Test(arguments: Model.allCases, [true, false])
    func randomEditsMatchAFullValidation(_ model: Model, validatesOnChange: Bool) throws {
        let sequences = 250
        let steps = 24
        let seed: UInt64 = 0xC0FFEE + UInt64(Model.allCases.firstIndex(of: model)!) * 2 + (validatesOnChange ? 1 : 0)
        let totals: Totals
        switch model {
        case .booking:
            totals = try run(
                bookingSetup(), validatesOnChange: validatesOnChange, seed: seed, sequences: sequences, steps: steps)
        case .signUp:
            totals = try run(
                signUpSetup(), validatesOnChange: validatesOnChange, seed: seed, sequences: sequences, steps: steps)
        case .order:
            totals = try run(
                orderSetup(), validatesOnChange: validatesOnChange, seed: seed, sequences: sequences, steps: steps)
        case .bookingObject:
            totals = try run(
                bookingObjectSetup(), validatesOnChange: validatesOnChange, seed: seed, sequences: sequences,
                steps: steps)
        }
        #expect(totals.failures == 0)
        #expect(totals.steps == sequences * steps)
        // Many comparisons, with both outcomes.
        #expect(totals.checks > sequences * steps / 4)
        #expect(totals.valid > 20)
        #expect(totals.invalid > 200)
    }

    /// Some edits are made from callbacks while the form is busy: an Observation `onChange` of the
    /// model, or the state-change handler at a dirty or a validated state. Each is validated with
    /// the others: the report always equals a full validation.
    @Test(arguments: Model.allCases, [true, false])
    func reentrantEditsMatchAFullValidation(_ model: Model, validatesOnChange: Bool) throws {
        let sequences = 150
        let steps = 24
        let seed: UInt64 = 0xBADD_CAFE + UInt64(Model.allCases.firstIndex(of: model)!) * 2 + (validatesOnChange ? 1 : 0)
        let totals: Totals
        switch model {
        case .booking:
            totals = try run(
                bookingSetup(), validatesOnChange: validatesOnChange, reentrant: true, seed: seed,
                sequences: sequences, steps: steps)
        case .signUp:
            totals = try run(
                signUpSetup(), validatesOnChange: validatesOnChange, reentrant: true, seed: seed,
                sequences: sequences, steps: steps)
        case .order:
            totals = try run(
                orderSetup(), validatesOnChange: validatesOnChange, reentrant: true, seed: seed,
                sequences: sequences, steps: steps)
        case .bookingObject:
            totals = try run(
                bookingObjectSetup(), validatesOnChange: validatesOnChange, reentrant: true, seed: seed,
                sequences: sequences, steps: steps)
        }
        #expect(totals.failures == 0)
        #expect(totals.steps == sequences * steps)
        // Every hook made nested edits, many times.
        for hook in Reentry<Booking>.Hook.allCases {
            #expect(totals.reentrant[hook.rawValue, default: 0] > 100, "nested edits from \(hook): \(totals.reentrant)")
        }
        #expect(totals.valid > 10)
        #expect(totals.invalid > 100)
    }

    /// Long sequences on a class model with the default `snapshot`, past the 64 changes between
    /// two clean states beyond which the undo history of a value-type model is compacted: undo
    /// and redo bring back the values of their checkpoint, in the same instance (issue 25).
    @Test(arguments: [true, false])
    func longSequencesOnAClassModel(validatesOnChange: Bool) throws {
        let sequences = 40
        let steps = 400
        let totals = try run(
            bookingObjectSetup(), validatesOnChange: validatesOnChange, seed: 0x0B1E_C7 + (validatesOnChange ? 1 : 0),
            sequences: sequences, steps: steps)
        #expect(totals.failures == 0)
        #expect(totals.steps == sequences * steps)
        #expect(totals.longestRunOfEdits > 2 * ValidationHistory.compactionThreshold)
        #expect(totals.valid > 20)
    }

    // MARK: What re-runs

    /// The attributes whose rules re-run after `changed` edits, by name.
    private func affected(by changed: [PartialKeyPath<Booking>], in scenario: ScenarioName) throws -> [String]? {
        let evaluator = try Evaluator(rules: Booking.rules, scenario: scenario)
        var edited: [Int] = []
        for keyPath in changed {
            // A key path that is not an attribute makes every rule re-run.
            guard let attribute = evaluator.position(of: keyPath) else { return nil }
            edited.append(attribute)
        }
        let affected = evaluator.affected(byAttributes: edited).attributes
        return evaluator.attributes.indices.filter(affected.contains).map { evaluator.path(at: $0).description }
    }

    @Test func anEditReRunsOnlyTheRulesThatDependOnIt() throws {
        // Every edit re-runs the check without `reads` (on tags).
        #expect(try affected(by: [\.wantsNews], in: .default) == ["email", "tags"])
        #expect(try affected(by: [\.country], in: .default) == ["country", "zip", "tags"])
        #expect(try affected(by: [\.start], in: .default) == ["end", "nights", "tags"])
        #expect(try affected(by: [\.isCompany], in: .default) == ["vat", "tags"])
        // A filtered attribute passes the change on: name → alias (its default reads name) →
        // handle (its default and check read alias).
        #expect(try affected(by: [\.name], in: .default) == ["name", "alias", "handle", "tags"])
        #expect(try affected(by: [\.name], in: .strict) == ["name", "alias", "handle", "tags"])
        #expect(try affected(by: [\.handle], in: .default) == ["handle", "tags"])
        #expect(try affected(by: [\.isCompany], in: .strict) == ["email", "vat", "tags"])
        #expect(try affected(by: [\.billing, \.end], in: .default) == ["end", "nights", "tags", "billing"])
        // A key path that is not an attribute: everything re-runs.
        #expect(try affected(by: [\.address.zip], in: .default) == nil)
    }
}
