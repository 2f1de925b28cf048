// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Observation
import Verdict
@testable import VerdictTestSupport

// The examples of the README and of the Verdict DocC articles, verbatim (DocExampleSyncTests
// checks it). Compiled, never run. The README's testing examples are in the VerdictTestingTests
// target, which imports VerdictTesting.

extension DocExamples {
    // MARK: README.md, "Declaring rules"

    /// Stands for `Order`, which declares the README's rules: `Order` and `Item` here are the
    /// fixtures (in an extension of `DocExamples.Order` they would be the test target's).
    enum ReadmeOrder {
        static let rules = RuleSet<Order> {
            Attribute(\.email, label: "E-mail address") { Required(); Email(allowName: true) }
            Attribute(\.vatNumber) { Required() }.when(\.isCompany)          // a condition over the model
            Attribute(\.country) { Default("US") }
            Attribute(\.coupon) { Length(6).message("Coupons have {length} characters.").code("coupon.length") }
            Constraint(\.endDate, reads: [\.startDate, \.endDate], code: "order.dates",
                  message: "{attribute} must be after the start.") { $0.endDate > $0.startDate }
            Nested(\.shipping, Address.rules)          // errors at shipping.zip
            Each(\.items, Item.rules)                  // errors at items[2].quantity
            Each(\.tags) { Trim(); Length(1...20) }    // errors at tags[0]
            Order.auditRules                           // include a reusable rule set
            Safe(\.notes)                              // assignable, not validated
        }
    }
}

extension DocExamples {
    // MARK: README.md, "Declaring rules": read-only attributes, reuse

    protocol Contactable {
        var email: String { get set }
    }

    struct Invoice: Equatable, Sendable {
        var coupon = ""
        var lines: [Int] = []
        var shipping = Address()
        var total: Int { lines.reduce(0, +) }
    }

    enum ReadmeReuse {
        typealias Order = Invoice

        static func declarations() {
            let couponLength = Length(6).message("Coupons have {length} characters.")   // a ConfiguredRule<Length>

            func contactRules<M: Contactable>() -> RuleSet<M> {          // Contactable: var email: String { get set }
                RuleSet<M> { Attribute(\.email, name: "email") { Trim(); Email() } }
            }

            let orderRules = RuleSet<Order> {
                Attribute(readOnly: \.total, name: "total") { Number(min: 1) }   // computed: no filters here
                Attribute(\.coupon) { couponLength }
                Nested(\.shipping, Address.rules, name: "")                      // errors at zip, not shipping.zip
            }
            _ = orderRules
            _ = contactRules as () -> RuleSet<SignUpContact>
        }
    }

    struct SignUpContact: Contactable {
        var email = ""
    }
}

extension DocExamples {
    // MARK: README.md, "Declaring rules": large models

    struct Application: Equatable, Sendable {
        var firstName = ""
        var email = ""

        static let identity = RuleSet<Application> { Attribute(\.firstName) { Trim(); Required() } /* … */ }
        static let contact = RuleSet<Application> { Attribute(\.email) { Trim(); Email() } /* … */ }
        static let rules = RuleSet<Application> { identity; contact }
    }
}

extension DocExamples {
    // MARK: StateMachine.md (once the README's "Editing with undo")

    @MainActor static func readmeValidated() throws {
        let form = try FormSession(SignUp(), rules: SignUp.rules, scenario: .register, validatesOnChange: true)
        form.onStateChange = { print($0) }
        form.username = "alice"            // dirty(username), then invalid(3 errors)
        form.email = "alice@example.com"   // only the rules that read `email` re-run
        form.undo()                        // back to the last clean or empty checkpoint
        form.redo()
        form.undo(\.email)                 // one attribute back to its last clean value
        let report = form.submit()         // validation rules, then submission rules
        _ = report
    }

    // MARK: Verdict.docc/StateMachine.md

    @MainActor static func stateMachineElementEdits(form: FormSession<Order>) {
        form.update(\.addresses, at: 1) { $0.zip = "75011" }   // dirty(addresses[1]); re-runs addresses[1]'s rules
        form.addresses[1].zip = "75011"                        // compares the elements first, then the same
    }
}

// README.md, "Isolation": the Observation pattern as a user writes it under Swift 6.

@MainActor func observe(_ form: FormSession<SignUp>) {
    withObservationTracking { _ = form.state } onChange: {
        Task { @MainActor in print(form.state); observe(form) }
    }
}
