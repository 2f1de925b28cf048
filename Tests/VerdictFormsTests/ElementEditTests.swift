import Testing
import VerdictTesting

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

// Edits of one element of an `Each` array re-validate that element alone, where the rules allow
// it: random edits, compared after each validation with a full validation of the same model; and
// the number of steps an element edit runs, which must not depend on the array's length.

// MARK: A model with arrays of every kind

/// One line of a cart: a filter, a length, a number, and a check across its attributes.
private struct Line: Equatable {
    var name = "ab"
    var quantity = 1

    static let rules = RuleSet<Line> {
        Attribute(\.name) {
            Trim(); Required(); Length(max: 6)
        }
        Attribute(\.quantity) { Number(min: 1, max: 9) }
        Constraint(\.quantity, reads: [\.name, \.quantity], code: "line.bulk") { $0.quantity < 5 || $0.name.count > 2 }
    }
}

/// Not `Equatable`: setting the whole array cannot tell which element changed.
private struct Opaque {
    var name = "ab"
}

/// Arrays validated element by element (`lines`, `tags`, `notes`, `opaque`), one whose whole value
/// a filter rewrites (`sorted`: its elements always re-run together), rules that read a whole array
/// (a check on `lines` and `limit`, a rule on `tags` before its elements', a `Default` of `summary`
/// computed from `lines`, a check that reads everything), a `when` condition, warnings, and a second
/// `Each` of `lines` in a scenario.
private struct Cart: Equatable {
    var lines: [Line] = []
    var limit = 4
    var tags: [String] = []
    var notes: [String] = []
    var showsNotes = true
    var sorted: [String] = []
    var summary = ""
    var opaque: [Opaque] = []

    static func == (lhs: Cart, rhs: Cart) -> Bool {
        lhs.lines == rhs.lines && lhs.limit == rhs.limit && lhs.tags == rhs.tags && lhs.notes == rhs.notes
            && lhs.showsNotes == rhs.showsNotes && lhs.sorted == rhs.sorted && lhs.summary == rhs.summary
            && lhs.opaque.map(\.name) == rhs.opaque.map(\.name)
    }

    static let rules = RuleSet<Cart> {
        Each(\.lines, Line.rules)
        Constraint(\.lines, reads: [\.lines, \.limit], code: "lines.tooMany") { $0.lines.count <= $0.limit }
        // The array's own rule first: its elements' rules skip while it fails.
        Attribute(\.tags) { Custom<[String]> { $0.count <= 3 } }
        Each(\.tags) {
            Trim(); Required(); Length(max: 4)
        }
        Each(\.notes) {
            Length(max: 3).severity(.warning); Required()
        }.when(\.showsNotes)
        Attribute(\.sorted) { Filter { $0.sorted() } }
        Each(\.sorted) { Length(max: 3) }
        Attribute(\.summary) { Default(reads: [\.lines]) { cart, _ in cart.lines.first?.name ?? "" } }
        Constraint(\.summary, code: "summary.x") { !$0.summary.hasPrefix("x") || $0.limit > 2 }
        Each(\.opaque) { Custom<Opaque> { $0.name.count < 4 } }
        Scenario(.strict) {
            Each(\.lines) { Custom<Line> { $0.quantity != 7 } }
        }
    }

    /// A valid cart of `count` lines.
    init(lines count: Int) {
        lines = (0..<count).map { Line(name: "n\($0 % 10)", quantity: 1 + $0 % 4) }
        limit = count
    }

    init() {}
}

// MARK: Random edits

/// One edit, made the same way on the form and on the reference model.
private struct CartEdit {
    var label: String
    var applyToForm: @MainActor (FormSession<Cart>) -> Void
    var apply: (inout Cart) -> Void
}

/// A random edit of `cart` (the form's model as it is): most of them edit one element, through
/// ``FormSession/update(_:at:_:)`` or by setting the whole array with one element changed; the
/// others edit whole arrays (their length too) and the attributes that rules over arrays read.
@MainActor private func randomEdit(of cart: Cart, _ rng: inout SplitMix64) -> CartEdit {
    let names = ["", " ab ", "abc", "abcdefgh", "x", "xy", "  "]
    let quantities = [0, 1, 4, 5, 7, 12]
    let words = ["", " a ", "abcd", "abcdef", "b"]
    /// An element edit of `keyPath` at a random index, one way or the other.
    func element<Element>(
        _ keyPath: WritableKeyPath<Cart, [Element]>, _ name: String, count: Int,
        _ change: @escaping (inout Element) -> Void, _ what: String
    ) -> CartEdit? {
        guard count > 0 else { return nil }
        let index = rng.below(count)
        if rng.below(2) == 0 {
            return CartEdit(
                label: "update(\(name), at: \(index)) { \(what) }",
                applyToForm: { $0.update(keyPath, at: index, change) },
                apply: { change(&$0[keyPath: keyPath][index]) })
        }
        return CartEdit(
            label: "\(name)[\(index)] \(what) (the whole array set)",
            applyToForm: { form in
                var array = form.model[keyPath: keyPath]
                change(&array[index])
                form.update(keyPath, to: array)
            },
            apply: { change(&$0[keyPath: keyPath][index]) })
    }
    func whole<Value>(_ keyPath: WritableKeyPath<Cart, Value>, _ name: String, _ value: Value) -> CartEdit {
        CartEdit(
            label: "\(name) = \(value)", applyToForm: { $0.update(keyPath, to: value) },
            apply: { $0[keyPath: keyPath] = value })
    }
    while true {
        let edit: CartEdit?
        switch rng.below(20) {
        case 0..<4:
            let name = rng.pick(names)
            edit = element(\.lines, "lines", count: cart.lines.count, { $0.name = name }, "name = \"\(name)\"")
        case 4..<7:
            let quantity = rng.pick(quantities)
            edit = element(
                \.lines, "lines", count: cart.lines.count, { $0.quantity = quantity }, "quantity = \(quantity)")
        case 7..<9:
            let word = rng.pick(words)
            edit = element(\.tags, "tags", count: cart.tags.count, { $0 = word }, "= \"\(word)\"")
        case 9:
            let word = rng.pick(words)
            edit = element(\.notes, "notes", count: cart.notes.count, { $0 = word }, "= \"\(word)\"")
        case 10:
            let word = rng.pick(words)
            edit = element(\.sorted, "sorted", count: cart.sorted.count, { $0 = word }, "= \"\(word)\"")
        case 11:
            let name = rng.pick(names)
            edit = element(\.opaque, "opaque", count: cart.opaque.count, { $0.name = name }, "name = \"\(name)\"")
        case 12:
            let line = Line(name: rng.pick(names), quantity: rng.pick(quantities))
            edit = whole(\.lines, "lines", rng.below(3) == 0 ? Array(cart.lines.dropLast()) : cart.lines + [line])
        case 13:
            let count = rng.below(5)
            edit = whole(\.tags, "tags", (0..<count).map { _ in rng.pick(words) })
        case 14:
            edit = whole(\.notes, "notes", rng.below(3) == 0 ? [] : cart.notes + [rng.pick(words)])
        case 15:
            edit = whole(\.sorted, "sorted", cart.sorted + [rng.pick(words)])
        case 16:
            edit = whole(\.opaque, "opaque", cart.opaque + [Opaque(name: rng.pick(names))])
        case 17:
            edit = whole(\.limit, "limit", rng.below(6))
        case 18:
            edit = whole(\.showsNotes, "showsNotes", rng.below(2) == 0)
        default:
            edit = whole(\.summary, "summary", rng.pick(["", "xy", "ab"]))
        }
        if let edit { return edit }
    }
}

/// A cart to start from: empty, or with a few of everything.
private func randomStart(_ rng: inout SplitMix64) -> Cart {
    guard rng.below(4) > 0 else { return Cart() }
    var cart = Cart(lines: 1 + rng.below(5))
    cart.tags = (0..<rng.below(4)).map { ["a", "bb", " c "][$0 % 3] }
    cart.notes = (0..<rng.below(3)).map { _ in "n" }
    cart.sorted = ["b", "a"]
    cart.opaque = (0..<rng.below(3)).map { _ in Opaque() }
    return cart
}

@Suite("Element edits of arrays, against full validation")
@MainActor
struct ElementEditTests {
    // MARK: Against full validation

    @Test(arguments: [true, false])
    func randomElementEditsMatchAFullValidation(validatesOnChange: Bool) throws {
        var rng = SplitMix64(seed: validatesOnChange ? 0xE1E_0001 : 0xE1E_0002)
        var checks = 0
        var invalid = 0
        var failures = 0
        for sequence in 0..<200 {
            var scenario: ScenarioName = rng.below(3) == 0 ? .strict : .default
            let start = randomStart(&rng)
            let form = try FormSession(
                start, rules: Cart.rules, scenario: scenario, validatesOnChange: validatesOnChange)
            var reference = start
            var log = ["scenario \(scenario)"]

            /// Compares the form with a full validation of the reference; `false` stops the sequence.
            func check() throws -> Bool {
                checks += 1
                let expected = try Cart.rules.validate(&reference, scenario: scenario)
                if !expected.isValid { invalid += 1 }
                guard form.report == expected, form.model == reference else {
                    failures += 1
                    Issue.record(
                        """
                        sequence \(sequence): after \(log.count - 1) operations, the report is \
                        \(form.report.pairs), expected \(expected.pairs); models equal: \(form.model == reference)
                        \(log.joined(separator: "\n"))
                        """)
                    return false
                }
                return true
            }

            steps: for _ in 0..<30 {
                switch rng.below(100) {
                case 0..<75:
                    let edit = randomEdit(of: form.model, &rng)
                    log.append(edit.label)
                    edit.applyToForm(form)
                    edit.apply(&reference)
                    if validatesOnChange { guard try check() else { break steps } }
                case 75..<88:
                    log.append("validate")
                    form.validate()
                    guard try check() else { break steps }
                case 88..<93:
                    log.append("undo")
                    form.undo()
                    reference = form.model
                    if form.state.isDecided { guard try check() else { break steps } }
                case 93..<97:
                    log.append("redo")
                    form.redo()
                    reference = form.model
                    if form.state.isDecided { guard try check() else { break steps } }
                default:
                    scenario = scenario == .strict ? .default : .strict
                    log.append("setScenario(\(scenario))")
                    try form.setScenario(scenario)
                    if form.state != .empty { guard try check() else { break steps } }
                }
            }
        }
        #expect(failures == 0)
        #expect(checks > (validatesOnChange ? 4_000 : 1_000))
        #expect(invalid > checks / 4)
    }

    @Test func theOtherElementsKeepTheirErrorsInOrder() throws {
        var cart = Cart(lines: 5)
        cart.lines[1].name = ""
        cart.lines[3].quantity = 0
        let form = try FormSession(cart, rules: Cart.rules, validatesOnChange: true)
        form.validate()
        #expect(form.report.pairs == ["lines[1].name required", "lines[3].quantity number.tooSmall"])
        form.update(\.lines, at: 3) { $0.name = "" }
        #expect(
            form.report.pairs == [
                "lines[1].name required", "lines[3].name required", "lines[3].quantity number.tooSmall",
            ])
        form.update(\.lines, at: 1) { $0.name = " abc " }
        #expect(form.report.pairs == ["lines[3].name required", "lines[3].quantity number.tooSmall"])
        #expect(form.lines[1].name == "abc", "the element's filter wrote it")
        form.lines[3] = Line(name: "ok", quantity: 2)
        #expect(form.report.isValid)
        #expect(form.report == (try Cart.rules.testValidate(form.model).report))
    }

    @Test func anElementEditIsUndoneAndRedone() throws {
        let form = try FormSession(Cart(lines: 3), rules: Cart.rules, validatesOnChange: true)
        form.validate()
        let clean = form.model
        form.update(\.lines, at: 2) { $0.name = "  " }
        #expect(form.state == .invalid(form.report))
        #expect(form.lines[2].name == "", "trimmed")
        #expect(form.undo())
        #expect(form.model == clean)
        #expect(form.state == .clean)
        #expect(form.redo())
        #expect(form.lines[2].name == "")
        #expect(form.report.pairs == ["lines[2].name required"])
    }

    @Test func theEditMayReadTheForm() throws {
        let form = try FormSession(Cart(lines: 3), rules: Cart.rules, validatesOnChange: true)
        form.update(\.lines, at: 2) { $0.name = form.lines[0].name + "x" }
        #expect(form.lines[2].name == "n0x")
        #expect(form.report == (try Cart.rules.testValidate(form.model).report))
    }

    @Test func anElementEditMakesTheElementDirty() throws {
        let form = try FormSession(Cart(lines: 3), rules: Cart.rules)
        form.update(\.lines, at: 1) { $0.quantity = 2 }
        #expect(form.state == .dirty(["lines[1]"]))
        form.lines[0].quantity = 3
        #expect(form.state == .dirty(["lines[1]", "lines"]))
    }

    // MARK: Work

    /// An edit made on a cart of `lines` lines that validated clean; returns the steps the
    /// validation after the first validation ran, and those the edit's validation ran.
    private func steps(lines: Int, _ edit: (FormSession<Cart>) -> Void) throws -> (full: Int, edit: Int) {
        let form = try FormSession(Cart(lines: lines), rules: Cart.rules, validatesOnChange: true)
        form.validate()
        let full = form.stepsOfLastValidation
        edit(form)
        #expect(form.report == (try Cart.rules.testValidate(form.model).report))
        return (full, form.stepsOfLastValidation)
    }

    enum ElementEdit: String, CaseIterable {
        /// `form.update(\.lines, at: k) { … }`
        case atIndex
        /// `form.lines[k].name = …`, which sets the whole array.
        case wholeArray
    }

    @Test(arguments: ElementEdit.allCases)
    func anElementEditRunsTheSameStepsWhateverTheArraysLength(_ kind: ElementEdit) throws {
        var counts: [Int] = []
        for lines in [10, 100, 1_000] {
            let middle = lines / 2
            let (full, edit) = try steps(lines: lines) { form in
                switch kind {
                case .atIndex: form.update(\.lines, at: middle) { $0.name = "" }
                case .wholeArray: form.lines[middle].name = ""
                }
            }
            #expect(full > lines * 3, "a full validation runs every line's rules")
            counts.append(edit)
        }
        #expect(counts[0] == counts[1] && counts[1] == counts[2], "steps by length 10, 100, 1,000: \(counts)")
        // The `Each` node and its line's four nodes, the checks that read `lines` (the count and
        // the one that reads everything), and `summary`'s filter, which reads `lines`.
        #expect(counts[0] <= 10)
    }

    @Test func editsThatChangeTheLengthOrElementsAFilterRewritesReRunEveryElement() throws {
        let appended = try steps(lines: 100) { $0.lines.append(Line()) }
        #expect(appended.edit > 300)
        // `sorted` has a filter that rewrites the whole array: its elements re-run whole.
        let sorted = try steps(lines: 10) { form in
            form.sorted = (0..<200).map { "s\($0 % 10)" }
            form.update(\.sorted, at: 5) { $0 = "t" }
        }
        #expect(sorted.edit >= 200)
    }

    @Test func elementsThatAreNotEquatableAreSeenAsChangedOnlyThroughAnEditAtAnIndex() throws {
        var cart = Cart()
        cart.opaque = Array(repeating: Opaque(), count: 300)
        let form = try FormSession(cart, rules: Cart.rules, validatesOnChange: true)
        form.validate()
        form.opaque[7].name = "abcd"
        #expect(form.stepsOfLastValidation >= 300, "not Equatable: every element re-runs")
        #expect(form.report.pairs == ["opaque[7] custom.failed"])
        form.update(\.opaque, at: 8) { $0.name = "abcd" }
        #expect(form.stepsOfLastValidation < 20, "the element alone")
        #expect(form.report.pairs == ["opaque[7] custom.failed", "opaque[8] custom.failed"])
    }
}
