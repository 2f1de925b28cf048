import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Attribute accessor")
struct AttributeAccessorTests {
    private struct Address: Equatable, Sendable {
        var street = ""
    }

    private struct Form: Equatable, Sendable {
        var name = ""
        var nickname: String?
        var tags: [String] = []
        var address = Address()
        let id = "fixed"
        /// A computed property with a setter.
        var shout: String {
            get { name.uppercased() }
            set { name = newValue.lowercased() }
        }
        var length: Int { name.count }
        var sortedTags: [String] { tags.sorted() }
    }

    private final class Account: Sendable {
        nonisolated(unsafe) var email = ""
    }

    /// Reads the value of `accessor`'s attribute through its capture, then restores it after
    /// `edit`: the journal's round trip.
    private static func roundTrip<Model, Value: Equatable>(
        _ accessor: AttributeAccessor<Model, Value>, in model: inout Model, edit: (inout Model) -> Void
    ) throws -> (captured: Value?, restored: Value) {
        let capture = try #require(accessor.capture)
        let saved = ModelPointer.with(&model) { capture($0) }
        edit(&model)
        ModelPointer.with(&model) { saved.restore(into: $0) }
        return (saved.value as? Value, accessor.read(model))
    }

    @Test func aStoredPropertyOfAStructIsReadWrittenAndCapturedAtItsOffset() throws {
        let accessor = AttributeAccessor(\Form.name)
        #expect(accessor.isWritable)
        #expect(accessor.offset != nil)
        var form = Form(name: "ann")
        #expect(accessor.read(form) == "ann")
        accessor.write("bob", to: &form)
        #expect(form.name == "bob")
        // The offset reaches the same storage as the key path.
        let offset = try #require(accessor.offset)
        #expect(ModelPointer.with(&form) { $0.load(at: offset) } == "bob")
        let trip = try Self.roundTrip(accessor, in: &form) { $0.name = "carl" }
        #expect(trip.captured == "bob")
        #expect(trip.restored == "bob")
    }

    @Test func aComputedWritablePropertyGoesThroughItsKeyPath() throws {
        let accessor = AttributeAccessor(\Form.shout)
        #expect(accessor.isWritable)
        #expect(accessor.offset == nil)
        var form = Form(name: "ann")
        #expect(accessor.read(form) == "ANN")
        accessor.write("BOB", to: &form)
        #expect(form.name == "bob")
        let trip = try Self.roundTrip(accessor, in: &form) { $0.name = "carl" }
        #expect(trip.captured == "BOB")
        #expect(form.name == "bob")
    }

    @Test func aReadOnlyKeyPathIsReadButNeverWrittenNorCaptured() {
        for accessor in [AttributeAccessor(\Form.id), AttributeAccessor(\Form.length.description)] {
            #expect(!accessor.isWritable)
            #expect(accessor.capture == nil)
            var form = Form(name: "ann")
            let before = accessor.read(form)
            accessor.write("changed", to: &form)
            #expect(accessor.read(form) == before)
            #expect(form == Form(name: "ann"))
        }
    }

    @Test func anOptionalIsCapturedAndRestoredIncludingNil() throws {
        let accessor = AttributeAccessor(\Form.nickname)
        #expect(accessor.isWritable)
        var form = Form()
        #expect(accessor.read(form) == nil)
        let trip = try Self.roundTrip(accessor, in: &form) { $0.nickname = "annie" }
        #expect(trip.restored == nil)
        accessor.write("annie", to: &form)
        let again = try Self.roundTrip(accessor, in: &form) { $0.nickname = nil }
        #expect(again.restored == "annie")
        #expect(accessor.emptiness?(nil) == true)
        #expect(accessor.emptiness?("") == true)
        #expect(accessor.emptiness?("a") == false)
    }

    @Test func aClassModelIsWrittenInPlaceWithNoOffset() throws {
        let accessor = AttributeAccessor(\Account.email)
        #expect(accessor.isWritable)
        #expect(accessor.offset == nil, "a class's property does not live in the reference")
        var account = Account()
        let same = account
        accessor.write("a@example.com", to: &account)
        #expect(same.email == "a@example.com")
        let trip = try Self.roundTrip(accessor, in: &account) { $0.email = "b@example.com" }
        #expect(trip.restored == "a@example.com")
        #expect(same.email == "a@example.com")
    }

    @Test func anEachElementHandleCapturesAndRestoresOneElement() throws {
        let accessor = AttributeAccessor(\Form.tags)
        let handle = try #require(accessor.elementHandle())
        var form = Form(tags: ["a", "b", "c"])
        let element = handle(1)
        #expect(element.element == 1)
        #expect(element.keyPath == KeyPathBox(\Form.tags))
        let saved = ModelPointer.with(&form) { element.capture($0) }
        #expect(saved.value as? String == "b")
        form.tags[1] = "x"
        form.tags[2] = "y"
        ModelPointer.with(&form) { saved.restore(into: $0) }
        #expect(form.tags == ["a", "b", "y"])

        let changes = try #require(accessor.elementChanges())
        let made = changes(["a", "b", "c"], ["a", "x", "c"], [1], KeyPathBox(\Form.tags))
        #expect(made.map(\.element) == [1])
        #expect(made.first?.old.value as? String == "b")
        #expect(made.first?.new.value as? String == "x")
        ModelPointer.with(&form) { made[0].old.restore(into: $0) }
        #expect(form.tags == ["a", "b", "y"])
    }

    @Test func aReadOnlyArrayHasNoElementHandle() {
        #expect(AttributeAccessor(\Form.sortedTags).elementHandle() == nil)
    }

    /// Opens each attribute of a graph and says what it found.
    private struct Describer: AttributeVisitor {
        typealias Model = Form

        func visit<Value>(_ accessor: AttributeAccessor<Form, Value>) -> String {
            "\(Value.self)\(accessor.isWritable ? "" : " (read-only)")"
        }

        func visit<Child>(nested: NestedAttribute<Form, Child>) -> String {
            let kind =
                switch nested.kind {
                case .single: "single"
                case .optional: "optional"
                case .each: "each"
                }
            return "\(kind) \(Child.self)\(nested.isEachOfValues ? " values" : "")"
        }
    }

    @Test func theGraphCompilerBuildsOneAccessorPerAttributeAndTheEvaluatorOpensIt() throws {
        let rules = RuleSet<Form> {
            Attribute(\.name) { Trim() }
            Attribute(\.nickname) { Length(max: 10) }
            Each(\.tags) { Trim() }
            Nested(\.address, RuleSet<Address> { Attribute(\.street) { Length(max: 40) } })
            Constraint(\.id, name: "id") { _ in nil }
        }
        let evaluator = try Evaluator(rules: rules, scenario: .default)
        var found: [String] = []
        for position in evaluator.attributes.indices {
            var describer = Describer()
            found.append(evaluator.open(attribute: position, &describer))
        }
        #expect(found == ["String", "Optional<String>", "each String values", "single Address", "String (read-only)"])
        // The steps read and write through those accessors: the filters wrote back.
        var form = Form(name: " ann ", tags: [" a "])
        #expect(evaluator.validate(&form).isEmpty)
        #expect(form.name == "ann")
        #expect(form.tags == ["a"])
    }

    /// Gives the evaluator of a nested attribute's child.
    private struct ChildEvaluator: AttributeVisitor {
        typealias Model = Form

        func visit<Value>(_: AttributeAccessor<Form, Value>) -> Evaluator<Address>? { nil }

        func visit<Child>(nested: NestedAttribute<Form, Child>) -> Evaluator<Address>? {
            nested.evaluator() as? Evaluator<Address>
        }
    }

    @Test func aNestedAttributeGivesItsChildsEvaluator() throws {
        let rules = RuleSet<Form> {
            Nested(\.address, RuleSet<Address> { Attribute(\.street) { Length(max: 3) } })
        }
        let evaluator = try Evaluator(rules: rules, scenario: .default)
        let position = try #require(evaluator.position(of: \Form.address))
        var visitor = ChildEvaluator()
        let child = try #require(evaluator.open(attribute: position, &visitor))
        var address = Address(street: "Main Street")
        #expect(child.validate(&address).map(\.path.description) == ["street"])
    }
}
