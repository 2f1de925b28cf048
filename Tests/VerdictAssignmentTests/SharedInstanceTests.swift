import Foundation
import Testing
import VerdictAssignment

/// A home that models share by reference.
final class SharedHome: @unchecked Sendable {
    var city = "Bologna"
}

/// A struct model that holds a class instance, and assigns inside it through a dotted key path.
struct Resident: AssignableModel {
    var home = SharedHome()
    var age = 30

    static let rules = RuleSet<Resident> {
        Attribute(\.home.city) { Required() }
        Attribute(\.age) { Number(min: 18) }
    }
}

/// The same model, with the attribute inside the class instance marked unsafe.
struct GuardedResident: AssignableModel {
    var home = SharedHome()
    var age = 30

    static let rules = RuleSet<GuardedResident> {
        Attribute(\.home.city) { Required() }
        Attribute(\.age) { Number(min: 18) }
        Unsafe(\.home.city)
    }
}

/// A nested model, an optional one and the elements of an array that are classes.
final class SharedAddress: AssignableModel, @unchecked Sendable {
    var street = ""
    init() {}
    static let rules = RuleSet<SharedAddress> { Attribute(\.street) { Required() } }
}

struct Parcel: AssignableModel {
    var label = ""
    var to = SharedAddress()
    var from: SharedAddress?
    var stops: [SharedAddress] = []

    static let rules = RuleSet<Parcel> {
        Attribute(\.label) { Required() }
        Nested(\.to, SharedAddress.rules)
        Nested(\.from, SharedAddress.rules)
        Each(\.stops, SharedAddress.rules)
    }
}

@Suite("Massive assignment: class instances a model holds")
struct SharedInstanceTests {
    private func json(_ text: String) -> AssignmentInput { .json(Data(text.utf8)) }

    @Test("a dotted key path through a class instance is refused when the rules are compiled, and nothing is written")
    func dottedKeyPathThroughAClass() throws {
        var resident = Resident()
        let home = resident.home
        let error = #expect(throws: RuleSetError.self) {
            try Resident.rules.assign(json(#"{"home": {"city": "Rome"}, "age": "old"}"#), to: &resident)
        }
        #expect(home.city == "Bologna")
        #expect(resident.age == 30)
        let diagnostics = try #require(error).diagnostics
        #expect(diagnostics.map(\.kind) == [.notAssignable])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message.contains(#"Attribute(\Resident.home.city)"#), "\(diagnostic.message)")
        #expect(diagnostic.message.contains("class instance"), "\(diagnostic.message)")
        #expect(diagnostic.location?.hasPrefix("VerdictAssignmentTests/SharedInstanceTests.swift:") == true)
    }

    @Test("the rule set's diagnostics list it once, with the declaration's file and line")
    func listedOnce() {
        let diagnostics = Resident.rules.diagnostics()
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.kind == .notAssignable)
        #expect(diagnostics.first?.location == "VerdictAssignmentTests/SharedInstanceTests.swift:16")
    }

    @Test("marked unsafe, the attribute is not written, and the rest is assigned")
    func markedUnsafe() throws {
        #expect(GuardedResident.rules.diagnostics().isEmpty)
        var resident = GuardedResident()
        let result = try GuardedResident.rules.assign(json(#"{"home": {"city": "Rome"}, "age": 40}"#), to: &resident)
        #expect(result.isAssigned)
        #expect(resident.home.city == "Bologna")
        #expect(resident.age == 40)
        #expect(result.ignoredKeys.map(\.path.description) == ["home.city"])
    }

    @Test("a nested model, an optional one and array elements of class type are each refused")
    func nestedClasses() {
        let diagnostics = Parcel.rules.diagnostics()
        #expect(diagnostics.map(\.kind) == [.notAssignable, .notAssignable, .notAssignable])
        let messages = diagnostics.map(\.message)
        for name in [#"\Parcel.to"#, #"\Parcel.from"#, #"\Parcel.stops"#] {
            #expect(messages.contains { $0.contains(name) && $0.contains("SharedAddress") }, "\(messages)")
        }
        var parcel = Parcel()
        let address = parcel.to
        #expect(throws: RuleSetError.self) {
            try Parcel.rules.assign(json(#"{"label": "", "to": {"street": "Via Roma"}}"#), to: &parcel)
        }
        #expect(address.street == "")
    }

    @Test("a class model itself is still assigned: checked first, then written")
    func classRootStillAssigned() throws {
        #expect(ClassAccount.rules.diagnostics().isEmpty)
        var account = ClassAccount()
        let result = try ClassAccount.rules.assign(json(#"{"name": "Ann", "age": 30}"#), to: &account)
        #expect(result.isAssigned)
        #expect(account.name == "Ann")
    }
}
