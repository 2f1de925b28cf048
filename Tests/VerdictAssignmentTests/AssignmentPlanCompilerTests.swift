import Foundation
import Testing
import VerdictAssignment
@testable import VerdictTestSupport

/// A leaf of the nesting: a code that only the model that holds it may mark.
private struct CustomerGeo: Equatable, Sendable, AssignableModel {
    var latitude = ""
    var areaCode = ""

    static let rules = RuleSet<CustomerGeo> {
        Attribute(\.latitude) { Length(max: 20) }
        Attribute(\.areaCode) { Length(max: 20) }
    }
}

private struct CustomerAddress: Equatable, Sendable, AssignableModel {
    var street = ""
    var zipCode = ""
    var geo = CustomerGeo()

    static let rules = RuleSet<CustomerAddress> {
        Attribute(\.street) { Length(max: 40) }
        Attribute(\.zipCode) { Length(max: 10) }
        Nested(\.geo, CustomerGeo.rules)
    }
}

/// The parent marks two attributes of its nested models unsafe, one and two levels down.
private struct Customer: Equatable, Sendable {
    var name = ""
    var address = CustomerAddress()

    /// `Nested` declared before the markers.
    static let nestedFirst = RuleSet<Customer> {
        Attribute(\.name) { Length(max: 20) }
        Nested(\.address, CustomerAddress.rules)
        Unsafe(\.address.zipCode, \.address.geo.areaCode)
    }

    /// The markers declared before `Nested`.
    static let markersFirst = RuleSet<Customer> {
        Unsafe(\.address.zipCode, \.address.geo.areaCode)
        Attribute(\.name) { Length(max: 20) }
        Nested(\.address, CustomerAddress.rules)
    }
}

@Suite("Massive assignment: Unsafe markers below a nested model")
struct AssignmentPlanCompilerTests {
    enum Source: String, CaseIterable, Sendable {
        case json, dictionary, snakeCaseJSON, form
    }

    private static func input(_ source: Source) -> (AssignmentInput, KeyStrategy) {
        switch source {
        case .json:
            let body =
                #"{"name":"Ann","address":{"street":"Main","zipCode":"666","geo":{"latitude":"1","areaCode":"X"}}}"#
            return (.json(Data(body.utf8)), .exact)
        case .dictionary:
            let address: [String: Any] = [
                "street": "Main", "zipCode": "666", "geo": ["latitude": "1", "areaCode": "X"] as [String: Any],
            ]
            return (.dictionary(["name": "Ann", "address": address]), .exact)
        case .snakeCaseJSON:
            let body =
                #"{"name":"Ann","address":{"street":"Main","zip_code":"666","geo":{"latitude":"1","area_code":"X"}}}"#
            return (.json(Data(body.utf8)), .snakeCase)
        case .form:
            return (
                .form([
                    ("name", "Ann"), ("address[street]", "Main"), ("address[zipCode]", "666"),
                    ("address[geo][latitude]", "1"), ("address[geo][areaCode]", "X"),
                ]), .exact
            )
        }
    }

    private static func refusedPaths(_ keys: KeyStrategy) -> [AttributePath] {
        keys == .snakeCase
            ? ["address.zip_code", "address.geo.area_code"] : ["address.zipCode", "address.geo.areaCode"]
    }

    @Test(
        "an Unsafe marker on a nested attribute is never assigned, whatever the input, mode or declaration order",
        arguments: Source.allCases, [false, true])
    func unsafeBelowNested(source: Source, strict: Bool) throws {
        for rules in [Customer.nestedFirst, Customer.markersFirst] {
            let (input, keys) = Self.input(source)
            var customer = Customer()
            let result = try rules.assign(
                input, to: &customer, options: AssignmentOptions(keys: keys, isStrict: strict), validating: false)
            #expect(customer.address.zipCode == "")
            #expect(customer.address.geo.areaCode == "")
            if strict {
                #expect(!result.isAssigned)
                #expect(customer == Customer())
                #expect(result.report.errors.map(\.code) == [.inputNotAssignable, .inputNotAssignable])
                #expect(Set(result.report.errors.map(\.path)) == Set(Self.refusedPaths(keys)))
            } else {
                #expect(result.isAssigned)
                #expect(
                    customer
                        == Customer(
                            name: "Ann", address: CustomerAddress(street: "Main", geo: CustomerGeo(latitude: "1"))))
                #expect(
                    Set(result.ignoredKeys)
                        == Set(Self.refusedPaths(keys).map { IgnoredKey(path: $0, reason: .unsafe) }))
                #expect(result.report.isValid)
            }
        }
    }

    /// Random models of three levels (see `MarkerNesting`), each read back and assigned random
    /// inputs in both modes: 600 models × 10 inputs × 2 modes = 12,000 assignments.
    @Test("random nestings of Safe and Unsafe markers: nothing unsafe is written, read-back agrees")
    func randomMarkerNestings() throws {
        var random = SplitMix64(seed: 0x5EED_0A55)
        let full = Top(
            p: "p", q: "q", mid: Mid(x: "x", y: "y", leaf: Leaf(a: "a", b: "b")), leaf: Leaf(a: "a", b: "b"))
        for _ in 0..<600 {
            let nesting = MarkerNesting(&random)
            #expect(nesting.top.diagnostics().isEmpty)
            let values = try nesting.top.assignableValues(of: full)
            #expect(MarkerNesting.leafPaths(values) == nesting.writable)
            let safe = try nesting.top.safeAttributes()
            for keyPath in nesting.unsafeKeyPaths { #expect(!safe.contains(keyPath)) }
            #expect(safe.contains(\Top.p) == nesting.writable.contains("p"))
            #expect(safe.contains(\Top.q) == nesting.writable.contains("q"))
            for _ in 0..<10 {
                let input = MarkerNesting.input(&random)
                for strict in [false, true] {
                    var model = Top()
                    let result = try nesting.top.assign(
                        .value(input), to: &model, options: AssignmentOptions(isStrict: strict), validating: false)
                    let accepted =
                        !nesting.fails(input, at: "") && (!strict || nesting.strictlyAccepted(input, at: ""))
                    #expect(result.isAssigned == accepted, "\(input), strict: \(strict)")
                    #expect(model == (result.isAssigned ? nesting.expected(Top(), input) : Top()), "\(input)")
                }
            }
        }
    }

    /// `value` with the members of each object sorted by key.
    private static func sorted(_ value: InputValue) -> InputValue {
        guard let members = value.members else { return value }
        return .object(
            members.sorted { $0.key < $1.key }.map { InputMember(key: $0.key, value: sorted($0.value)) })
    }

    @Test("assignableValues leaves out the attributes marked unsafe below a nested model; no diagnostic")
    func readBackAgrees() throws {
        let customer = Customer(
            name: "Ann",
            address: CustomerAddress(street: "Main", zipCode: "666", geo: CustomerGeo(latitude: "1", areaCode: "X")))
        for rules in [Customer.nestedFirst, Customer.markersFirst] {
            let values = try rules.assignableValues(of: customer)
            // In declaration order: `address` first when a marker names it first.
            #expect(
                Self.sorted(values)
                    == .object([
                        InputMember(
                            key: "address",
                            value: .object([
                                InputMember(
                                    key: "geo", value: .object([InputMember(key: "latitude", value: .string("1"))])),
                                InputMember(key: "street", value: .string("Main")),
                            ])),
                        InputMember(key: "name", value: .string("Ann")),
                    ]))
            #expect(rules.diagnostics().isEmpty)
            let safe = try rules.safeAttributes()
            #expect(!safe.contains(\Customer.address.zipCode))
            #expect(!safe.contains(\Customer.address.geo.areaCode))
            // What it reads back assigns the same values, with nothing ignored.
            var copy = Customer()
            let result = try rules.assign(
                .value(values), to: &copy, options: AssignmentOptions(isStrict: true), validating: false)
            #expect(result.isAssigned)
            #expect(
                copy == Customer(name: "Ann", address: CustomerAddress(street: "Main", geo: CustomerGeo(latitude: "1")))
            )
        }
    }
}

// MARK: Random nestings of markers

private struct Leaf: Equatable, Sendable, AssignableModel {
    var a = ""
    var b = ""
}

private struct Mid: Equatable, Sendable, AssignableModel {
    var x = ""
    var y = ""
    var leaf = Leaf()
}

private struct Top: Equatable, Sendable {
    var p = ""
    var q = ""
    var mid = Mid()
    var leaf = Leaf()
}

/// A model of three levels, rule sets drawn at random: how each level declares its own fields
/// (not at all, validated, `Safe`, `Unsafe`), which attributes of its nested models it marks
/// `Unsafe` (at any depth), and in which order; then what assignment must write.
private struct MarkerNesting {
    enum Declaration: CaseIterable { case none, validated, safe, unsafe }

    var top: RuleSet<Top>
    /// The paths (`mid.leaf.a`) that assignment may write.
    var writable: Set<String> = []
    /// The nested attributes that are refused as a whole.
    var refusedLinks: Set<String> = []
    /// The key paths of `Top` marked unsafe by `Top`'s rules.
    var unsafeKeyPaths: [PartialKeyPath<Top>] = []

    init(_ random: inout SplitMix64) {
        var writable = Set<String>()
        var refusedLinks = Set<String>()
        var unsafeKeyPaths: [PartialKeyPath<Top>] = []

        /// One field's declaration at its own level; `true` when that level makes it safe.
        func declare<Model>(
            _ keyPath: WritableKeyPath<Model, String> & Sendable, _ random: inout SplitMix64,
            into parts: inout [RuleSet<Model>]
        ) -> Bool {
            switch random.pick(Declaration.allCases) {
            case .none: return false
            case .validated:
                parts.append(RuleSet<Model> { Attribute(keyPath) { Length(max: 50) } })
                return true
            case .safe:
                parts.append(RuleSet<Model> { Safe(keyPath) })
                return true
            case .unsafe:
                parts.append(RuleSet<Model> { Unsafe(keyPath) })
                return false
            }
        }
        func shuffled<Model>(_ parts: [RuleSet<Model>], _ random: inout SplitMix64) -> RuleSet<Model> {
            var parts = parts
            parts.shuffle(using: &random)
            return RuleSet<Model> { for part in parts { part } }
        }
        /// Leaf rules, and the leaf fields they make safe.
        func leaf(_ random: inout SplitMix64) -> (RuleSet<Leaf>, Set<String>) {
            var parts: [RuleSet<Leaf>] = []
            var safe = Set<String>()
            if declare(\Leaf.a, &random, into: &parts) { safe.insert("a") }
            if declare(\Leaf.b, &random, into: &parts) { safe.insert("b") }
            return (shuffled(parts, &random), safe)
        }
        func marks(_ random: inout SplitMix64) -> Bool { random.below(4) == 0 }

        // Mid: its fields, its nested leaf, and markers on the leaf's fields.
        var midParts: [RuleSet<Mid>] = []
        var midSafe = Set<String>()
        if declare(\Mid.x, &random, into: &midParts) { midSafe.insert("x") }
        if declare(\Mid.y, &random, into: &midParts) { midSafe.insert("y") }
        let (midLeafRules, midLeafSafe) = leaf(&random)
        midParts.append(RuleSet<Mid> { Nested(\.leaf, midLeafRules) })
        var midLeafRefused = Set<String>()
        if marks(&random) {
            midParts.append(RuleSet<Mid> { Unsafe(\.leaf) })
            midLeafRefused = ["a", "b"]
            refusedLinks.insert("mid.leaf")
        }
        let leafFields: [(String, PartialKeyPath<Mid> & Sendable)] = [("a", \Mid.leaf.a), ("b", \Mid.leaf.b)]
        for (name, keyPath) in leafFields where marks(&random) {
            midParts.append(RuleSet<Mid> { Unsafe(keyPath) })
            midLeafRefused.insert(name)
        }
        let midRules = shuffled(midParts, &random)

        // Top: its fields, both nested models, and markers down to the mid's leaf.
        var parts: [RuleSet<Top>] = []
        if declare(\Top.p, &random, into: &parts) { writable.insert("p") }
        if declare(\Top.q, &random, into: &parts) { writable.insert("q") }
        let (leafRules, leafSafe) = leaf(&random)
        parts.append(RuleSet<Top> { Nested(\.mid, midRules) })
        parts.append(RuleSet<Top> { Nested(\.leaf, leafRules) })
        let deep: [(String, PartialKeyPath<Top> & Sendable)] = [
            ("mid", \Top.mid), ("mid.x", \Top.mid.x), ("mid.y", \Top.mid.y), ("mid.leaf", \Top.mid.leaf),
            ("mid.leaf.a", \Top.mid.leaf.a), ("mid.leaf.b", \Top.mid.leaf.b), ("leaf", \Top.leaf),
            ("leaf.a", \Top.leaf.a), ("leaf.b", \Top.leaf.b),
        ]
        var topRefused = Set<String>()
        for (name, keyPath) in deep where random.below(name.contains(".") ? 4 : 8) == 0 {
            parts.append(RuleSet<Top> { Unsafe(keyPath) })
            topRefused.insert(name)
            unsafeKeyPaths.append(keyPath)
            if !name.contains(".") || name == "mid.leaf" { refusedLinks.insert(name) }
        }
        top = shuffled(parts, &random)

        /// Whether `path` or any path above it is refused by `Top`.
        func refusedByTop(_ path: String) -> Bool {
            let components = path.split(separator: ".")
            return (1...components.count).contains { topRefused.contains(components.prefix($0).joined(separator: ".")) }
        }
        for name in midSafe where !refusedByTop("mid.\(name)") { writable.insert("mid.\(name)") }
        for name in midLeafSafe where !midLeafRefused.contains(name) && !refusedByTop("mid.leaf.\(name)") {
            writable.insert("mid.leaf.\(name)")
        }
        for name in leafSafe where !refusedByTop("leaf.\(name)") { writable.insert("leaf.\(name)") }
        self.writable = writable
        self.refusedLinks = refusedLinks
        self.unsafeKeyPaths = unsafeKeyPaths
    }

    private static let links: Set<String> = ["mid", "leaf", "mid.leaf"]

    /// Whether the nested model at `path` is refused, as a whole or by a model above it.
    func isRefused(link path: String) -> Bool {
        refusedLinks.contains(path) || (path.hasPrefix("mid.") && refusedLinks.contains("mid"))
    }

    /// Whether strict mode takes the keys of `input` at `path`: every key names a field that is
    /// written, or a nested model that is not refused; nothing unknown.
    func strictlyAccepted(_ input: InputValue, at path: String) -> Bool {
        guard let members = input.members else { return false }
        return members.allSatisfy { member in
            let child = path.isEmpty ? member.key : "\(path).\(member.key)"
            if Self.links.contains(child) {
                return !isRefused(link: child) && strictlyAccepted(member.value, at: child)
            }
            return writable.contains(child)
        }
    }

    /// Whether a value of `input` at `path` that is assigned does not convert: one of the wrong
    /// type at a field that is written, or something else than an object for a nested model
    /// that is not refused.
    func fails(_ input: InputValue, at path: String) -> Bool {
        guard let members = input.members else { return true }
        return members.contains { member in
            let child = path.isEmpty ? member.key : "\(path).\(member.key)"
            if Self.links.contains(child) { return !isRefused(link: child) && fails(member.value, at: child) }
            if case .string = member.value.representation { return false }
            return writable.contains(child)
        }
    }

    /// What assignment must make of `model` with `input` (no failure in it).
    func expected(_ model: Top, _ input: InputValue) -> Top {
        var model = model
        func write(_ input: InputValue, at path: String, _ body: (String, String) -> Void) {
            guard let members = input.members else { return }
            for member in members {
                let child = path.isEmpty ? member.key : "\(path).\(member.key)"
                switch member.value.representation {
                case .string(let text) where writable.contains(child): body(child, text)
                case .object: write(member.value, at: child, body)
                default: break
                }
            }
        }
        write(input, at: "") { path, text in
            switch path {
            case "p": model.p = text
            case "q": model.q = text
            case "mid.x": model.mid.x = text
            case "mid.y": model.mid.y = text
            case "mid.leaf.a": model.mid.leaf.a = text
            case "mid.leaf.b": model.mid.leaf.b = text
            case "leaf.a": model.leaf.a = text
            case "leaf.b": model.leaf.b = text
            default: Issue.record("unexpected path \(path)")
            }
        }
        return model
    }

    /// A random object of the model's keys (and unknown ones), some values of the wrong type.
    static func input(_ random: inout SplitMix64, level: String = "") -> InputValue {
        let keys: [String] =
            switch level {
            case "": ["p", "q", "mid", "leaf", "zz"]
            case "mid": ["x", "y", "leaf", "zz"]
            default: ["a", "b", "zz"]
            }
        var members: [InputMember] = []
        for key in keys where random.below(3) != 0 {
            let value: InputValue
            switch key {
            case "mid", "leaf": value = random.below(12) == 0 ? .string("flat") : input(&random, level: key)
            default: value = random.below(16) == 0 ? .number("7") : .string(random.pick(["v", "w", "", "é"]))
            }
            members.append(InputMember(key: key, value: value))
        }
        return .object(members)
    }

    /// The paths of the strings that `value` holds.
    static func leafPaths(_ value: InputValue, at path: String = "") -> Set<String> {
        guard let members = value.members else { return [] }
        var paths = Set<String>()
        for member in members {
            let child = path.isEmpty ? member.key : "\(path).\(member.key)"
            if case .string = member.value.representation {
                paths.insert(child)
            } else {
                paths.formUnion(leafPaths(member.value, at: child))
            }
        }
        return paths
    }
}

// MARK: A nested model without a prefix

private struct Contact: Equatable, Sendable {
    var email = ""
    var isVerified = false

    static let rules = RuleSet<Contact> {
        Attribute(\.email) { Length(max: 40) }
        Safe(\.isVerified)
    }
}

private struct Signup: Equatable, Sendable {
    var contact = Contact()
    var username = ""

    static let rules = RuleSet<Signup> {
        Nested(\.contact, Contact.rules, name: "")
        Attribute(\.username) { Length(max: 20) }
        Unsafe(\.contact.isVerified)
    }
}

@Suite("Massive assignment: Unsafe markers below a nested model without a prefix")
struct AssignmentPlanCompilerInlineTests {
    @Test("the marker holds for the keys a nested model without a prefix takes", arguments: [false, true])
    func unsafeBelowInline(strict: Bool) throws {
        var signup = Signup()
        let result = try Signup.rules.assign(
            .json(Data(#"{"username":"ann","email":"a@b.co","isVerified":true}"#.utf8)), to: &signup,
            options: AssignmentOptions(isStrict: strict), validating: false)
        #expect(signup.contact.isVerified == false)
        if strict {
            #expect(!result.isAssigned)
            #expect(result.report.errors.map(\.path) == ["isVerified"])
        } else {
            #expect(signup == Signup(contact: Contact(email: "a@b.co"), username: "ann"))
            #expect(result.ignoredKeys == [IgnoredKey(path: "isVerified", reason: .unsafe)])
        }
        let values = try Signup.rules.assignableValues(of: Signup(contact: Contact(email: "e", isVerified: true)))
        guard let members = values.members else { return }
        #expect(!members.contains { $0.key == "isVerified" })
    }
}
