import BenchmarkHarness
import Foundation
import Verdict

/// One line of ``ElementOrder``: three attributes, five rules (a filter among them).
struct LineItem: Equatable {
    var name = "Widget 1"
    var quantity = 1
    var note = ""

    static let rules = RuleSet<LineItem> {
        Attribute(\.name) {
            Trim(); Required(); Length(1...40)
        }
        Attribute(\.quantity) { Number(min: 1, max: 99) }
        Attribute(\.note) { Length(max: 200) }
    }

    /// The same checks as ``rules``, written by hand: the baseline of one element's work.
    static func handWritten(_ item: inout LineItem) -> Int {
        var errors = 0
        let trimmed = item.name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed != item.name { item.name = trimmed }
        if item.name.isEmpty {
            errors += 1
        } else if item.name.count > 40 {
            errors += 1
        }
        if item.quantity < 1 || item.quantity > 99 { errors += 1 }
        if item.note.count > 200 { errors += 1 }
        return errors
    }
}

/// A model with one long array: an edit of one line should cost the line's rules, whatever the
/// number of lines.
struct ElementOrder: Equatable {
    var customer = "Ann"
    var items: [LineItem] = []

    static let rules = RuleSet<ElementOrder> {
        Attribute(\.customer) { Required() }
        Each(\.items, LineItem.rules)
    }

    init(lines: Int) {
        items = (0..<lines).map { LineItem(name: "Widget \($0)", quantity: 1 + $0 % 99) }
    }
}

/// Editing one element of an `Each` array under `validatesOnChange`, on an array of 100,000 lines
/// and one of 100, against the same checks written by hand for the one edited line.
@MainActor
final class ElementEditBench {
    static let largeCount = 100_000
    static let smallCount = 100
    /// The two names the edited line alternates between; both pass its rules.
    static let names = ["Widget 42", "Widget 43"]

    /// The contenders of both groups.
    enum Kind: Int, CaseIterable {
        case handWritten, atIndex100, atIndex100k, member100, member100k

        var id: String {
            switch self {
            case .handWritten: "hand-written"
            case .atIndex100: "at-index-100"
            case .atIndex100k: "at-index-100000"
            case .member100: "member-100"
            case .member100k: "member-100000"
            }
        }
    }

    private let large: FormSession<ElementOrder>
    private let small: FormSession<ElementOrder>
    private var plain = ElementOrder(lines: 100)
    /// Each contender's turn: it alternates the name of its own line.
    private var turns = Array(repeating: 0, count: Kind.allCases.count)

    /// Two `FormSession` that validated once (every rule ran; the report is clean).
    init() throws {
        large = try FormSession(
            ElementOrder(lines: Self.largeCount), rules: ElementOrder.rules, validatesOnChange: true)
        large.validate()
        small = try FormSession(
            ElementOrder(lines: Self.smallCount), rules: ElementOrder.rules, validatesOnChange: true)
        small.validate()
    }

    /// Two groups, each with the hand-written baseline: edits with `update(_:at:_:)` (group
    /// `each-at-index`) and through the wrapper (`each-member`), which copies and compares the
    /// whole array. Apart, so that the whole-array edits do not disturb the others' caches.
    func groups() -> [BenchmarkGroup] {
        let handWritten = Contender(id: Kind.handWritten.id) { iterations in
            MainActor.assumeIsolated { self.handWritten(iterations) }
        }
        func contender(_ kind: Kind, _ body: @escaping @MainActor (Int) -> Int) -> Contender {
            Contender(id: kind.id) { iterations in MainActor.assumeIsolated { body(iterations) } }
        }
        return [
            BenchmarkGroup(
                id: "each-at-index",
                contenders: [
                    handWritten,
                    contender(.atIndex100) { self.atIndex(self.small, .atIndex100, $0) },
                    contender(.atIndex100k) { self.atIndex(self.large, .atIndex100k, $0) },
                ]),
            BenchmarkGroup(
                id: "each-member",
                contenders: [
                    handWritten,
                    contender(.member100) { self.member(self.small, .member100, $0) },
                    contender(.member100k) { self.member(self.large, .member100k, $0) },
                ]),
        ]
    }

    /// The comparisons of the two groups, the first at `group` in the suite.
    static func comparisons(group: Int) -> [Comparison] {
        [
            Comparison(
                name: "100,000 lines: update(at:) / one line by hand", group: group, numerator: 2, denominator: 0),
            Comparison(name: "update(at:): 100,000 lines / 100 lines", group: group, numerator: 2, denominator: 1),
            Comparison(
                name: "100,000 lines: member edit / one line by hand", group: group + 1, numerator: 2,
                denominator: 0),
            Comparison(name: "member edit: 100,000 lines / 100 lines", group: group + 1, numerator: 2, denominator: 1),
        ]
    }

    /// Sets the middle line's name, then checks that line by hand.
    private func handWritten(_ iterations: Int) -> Int {
        let names = opaque(Self.names)
        let index = opaque(plain.items.count / 2)
        var next = turns[Kind.handWritten.rawValue]
        var checksum = 0
        for _ in 0..<iterations {
            next &+= 1
            plain.items[index].name = names[next & 1]
            checksum &+= LineItem.handWritten(&plain.items[index])
        }
        turns[Kind.handWritten.rawValue] = next
        return checksum
    }

    /// Sets the middle line's name through dynamic member lookup (`form.items[k].name = …`, which
    /// sets the whole array), then reads the report.
    private func member(_ form: FormSession<ElementOrder>, _ kind: Kind, _ iterations: Int) -> Int {
        let names = opaque(Self.names)
        let index = opaque(form.items.count / 2)
        var next = turns[kind.rawValue]
        var checksum = 0
        for _ in 0..<iterations {
            next &+= 1
            form.items[index].name = names[next & 1]
            let report = form.report
            checksum &+= report.errors.count &+ (report.isValid ? 1 : 0)
        }
        turns[kind.rawValue] = next
        return checksum
    }

    /// Sets the middle line's name with `form.update(\.items, at: k) { … }`, then reads the report.
    private func atIndex(_ form: FormSession<ElementOrder>, _ kind: Kind, _ iterations: Int) -> Int {
        let names = opaque(Self.names)
        let index = opaque(form.items.count / 2 + 1)
        var next = turns[kind.rawValue]
        var checksum = 0
        for _ in 0..<iterations {
            next &+= 1
            let name = names[next & 1]
            form.update(\.items, at: index) { $0.name = name }
            let report = form.report
            checksum &+= report.errors.count &+ (report.isValid ? 1 : 0)
        }
        turns[kind.rawValue] = next
        return checksum
    }

    /// After timing, each form's report must equal a full validation of its model; then edits
    /// that make lines invalid and valid again, and one that changes the length, are compared
    /// the same way after each edit.
    func verify() throws -> [String] {
        var problems: [String] = []
        for form in [small, large] {
            let size = "\(form.items.count) lines"
            func compare(_ step: String) throws {
                var model = form.model
                let full = try ElementOrder.rules.validate(&model)
                if form.report != full {
                    problems.append("\(size), \(step): the report differs from a full validation")
                }
            }
            try compare("after timing")
            let middle = form.items.count / 2
            form.items[middle].name = "   "
            try compare("a line made invalid")
            form.update(\.items, at: middle + 1) { $0.quantity = 0 }
            try compare("another line made invalid")
            form.items[middle].name = " Widget "
            try compare("the first line made valid again")
            form.items.append(LineItem(name: "", quantity: 0))
            try compare("a line appended")
            form.items.removeLast()
            form.items[middle + 1].quantity = 2
            try compare("back to valid")
            if !form.report.isValid { problems.append("\(size): should be valid at the end") }
        }
        return problems
    }
}
