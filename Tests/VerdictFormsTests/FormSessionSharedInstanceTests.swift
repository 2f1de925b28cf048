import Foundation
import Testing
import VerdictForms

/// A form's model that holds a class instance and would assign inside it.
private final class Household: @unchecked Sendable {
    var city = "Bologna"
}

private struct Tenant: AssignableModel {
    var household = Household()
    var age = 30

    static let rules = RuleSet<Tenant> {
        Attribute(\.household.city) { Required() }
        Attribute(\.age) { Number(min: 18) }
    }
}

@MainActor
@Suite("FormSession: a model that holds a class instance")
struct FormSessionSharedInstanceTests {
    @Test("assigning inside the instance is refused before anything is written, so there is nothing to undo")
    func assignIsRefused() throws {
        let tenant = Tenant()
        let form = try FormSession(tenant, rules: Tenant.rules)
        let error = #expect(throws: RuleSetError.self) {
            try form.assign(.json(Data(#"{"household": {"city": "Rome"}, "age": 40}"#.utf8)))
        }
        #expect(error?.diagnostics.map(\.kind) == [.notAssignable])
        #expect(tenant.household.city == "Bologna")
        #expect(form.age == 30)
        #expect(!form.undo())
        #expect(tenant.household.city == "Bologna")
    }
}
