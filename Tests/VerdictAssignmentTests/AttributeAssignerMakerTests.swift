import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Assignment plans from accessors alone")
struct AttributeAssignerMakerTests {
    private struct Street: Equatable, Sendable, AssignableModel {
        var name = ""
        var number = 0
    }

    private struct Address: Equatable, Sendable, AssignableModel {
        var street = Street()
        var zip = ""
        var city: String { "Berlin" }
    }

    private struct Customer: Equatable, Sendable {
        var name = ""
        var address = Address()
    }

    /// Gives the evaluator of the nested attribute's child: the only way to its graph, once the
    /// rule sets that declared it are gone.
    private struct ChildEvaluator: AttributeVisitor {
        typealias Model = Customer

        func visit<Value>(_: AttributeAccessor<Customer, Value>) -> Evaluator<Address>? { nil }

        func visit<Child>(nested: NestedAttribute<Customer, Child>) -> Evaluator<Address>? {
            nested.evaluator() as? Evaluator<Address>
        }
    }

    /// An evaluator of `Customer` whose rule sets (the parent's and both nested ones) were made
    /// here and are not kept anywhere but in what the graph compiler made of them.
    private static func evaluator() throws -> Evaluator<Customer> {
        let street = RuleSet<Street> {
            Attribute(\.name) { Trim() }
            Attribute(\.number) { Number(min: 1, max: 999) }
        }
        let address = RuleSet<Address> {
            Nested(\.street, street)
            Attribute(\.zip) { Length(max: 5) }
            Safe(\.city)
        }
        let customer = RuleSet<Customer> {
            Attribute(\.name) { Length(max: 20) }
            Nested(\.address, address)
        }
        return try Evaluator(rules: customer, scenario: .default)
    }

    @Test func theChildsPlanCompilesFromItsGraphAndAssigns() throws {
        let parent = try Self.evaluator()
        let position = try #require(parent.position(of: \Customer.address))
        var visitor = ChildEvaluator()
        let child = try #require(parent.open(attribute: position, &visitor))
        var compiler = AssignmentPlanCompiler(evaluator: child, keys: .exact)
        let plan = compiler.compile()
        // `city` is marked safe but read-only: the one problem, found from its accessor.
        #expect(plan.diagnostics.map(\.kind) == [.notAssignable])
        #expect(plan.diagnostics.first?.message.contains("read-only") == true)

        var address = Address()
        var run = AssignmentRun(options: AssignmentOptions(), writes: true, scenario: .default)
        let input = InputValue.object([
            InputMember(
                key: "street",
                value: .object([
                    InputMember(key: "name", value: .string(" Main ")), InputMember(key: "number", value: .number("7")),
                ])),
            InputMember(key: "zip", value: .string("10115")),
        ])
        ModelPointer.with(&address) { plan.root.assign(input, to: $0, &run, label: "Address") }
        #expect(run.errors.isEmpty)
        #expect(address == Address(street: Street(name: " Main ", number: 7), zip: "10115"))
        // What it reads back is what it would assign, in declaration order.
        let read = ModelPointer.with(&address) { plan.root.read($0) }
        #expect(read == input)
    }

    @Test func theParentsPlanAssignsThroughTheNestedAccessorAndRecordsTheEdit() throws {
        let parent = try Self.evaluator()
        let plan = AssignmentPlan.plan(for: parent, keys: .exact)
        var customer = Customer()
        var run = AssignmentRun(options: AssignmentOptions(), writes: true, scenario: .default)
        run.recordsEdits = true
        let input = InputValue.object([
            InputMember(key: "name", value: .string("Ann")),
            InputMember(
                key: "address",
                value: .object([
                    InputMember(
                        key: "street",
                        value: .object([
                            InputMember(key: "number", value: .number("12"))
                        ]))
                ])),
        ])
        ModelPointer.with(&customer) { plan.root.assign(input, to: $0, &run, label: "") }
        #expect(run.errors.isEmpty)
        #expect(customer == Customer(name: "Ann", address: Address(street: Street(number: 12))))
        // Each edit's capture comes from the attribute's accessor: it restores the value it read.
        #expect(
            run.edited.map(\.position) == [parent.position(of: \Customer.name), parent.position(of: \Customer.address)])
        let captured = ModelPointer.with(&customer) { pointer in run.edited.map { $0.capture(pointer) } }
        customer = Customer()
        ModelPointer.with(&customer) { pointer in captured.forEach { $0.restore(into: pointer) } }
        #expect(customer == Customer(name: "Ann", address: Address(street: Street(number: 12))))
    }
}
