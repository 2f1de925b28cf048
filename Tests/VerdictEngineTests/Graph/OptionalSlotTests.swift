import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// An optional attribute's value seen through ``OptionalSlot``: the wrapped value edited in place
/// or on a copy, through the optional's own type, whatever the wrapped type's layout.
@Suite("Optional slot")
struct OptionalSlotTests {
    private final class Account: Equatable {
        var name: String
        init(_ name: String) { self.name = name }
        static func == (lhs: Account, rhs: Account) -> Bool { lhs.name == rhs.name }
    }

    /// Padding between its properties.
    private struct Padded: Equatable {
        var flag: Bool
        var value: Int
    }

    private enum Choice: Equatable {
        case none
        case small(UInt8)
        case large(String)
    }

    private static let failure = RuleFailure(code: "slot.seen", template: "{attribute} was seen.")

    /// Runs `edit` on the wrapped `value` of an optional, in place and on a copy, and checks what
    /// each leaves in the optional and returns.
    private func editsInPlaceOnlyWhenItWrites<Wrapped: Equatable>(
        _ value: Wrapped, _ edit: @escaping (inout Wrapped) -> Void, edited: Wrapped
    ) {
        var optional: Wrapped? = value
        #expect(!optional.isNone)
        let copied = optional.withWrapped(writes: false) { wrapped in
            edit(&wrapped)
            return wrapped == edited ? Self.failure : nil
        }
        #expect(copied == Self.failure)
        #expect(optional == value)
        let inPlace = optional.withWrapped(writes: true) { wrapped in
            edit(&wrapped)
            return nil
        }
        #expect(inPlace == nil)
        #expect(optional == edited)
    }

    @Test func theWrappedValueIsEditedInPlaceOnlyWhenTheRuleWrites() {
        editsInPlaceOnlyWhenItWrites(41, { $0 += 1 }, edited: 42)
        let long = String(repeating: "stored in the heap ", count: 3)
        editsInPlaceOnlyWhenItWrites(long, { $0 = String($0.prefix(6)) }, edited: "stored")
        editsInPlaceOnlyWhenItWrites(
            Padded(flag: true, value: 1), { $0.flag = false }, edited: Padded(flag: false, value: 1))
        editsInPlaceOnlyWhenItWrites(Choice.small(1), { $0 = .large("x") }, edited: .large("x"))
        editsInPlaceOnlyWhenItWrites(Choice.large("x"), { $0 = .none }, edited: .none)
        // An optional inside the optional: its own `nil` is a value, not the outer `nil`.
        editsInPlaceOnlyWhenItWrites(Int?.none, { $0 = 7 }, edited: 7)
        editsInPlaceOnlyWhenItWrites(Int?.some(7), { $0 = nil }, edited: nil)
        let account = Account("ann")
        editsInPlaceOnlyWhenItWrites(account, { $0 = Account("bob") }, edited: Account("bob"))
    }

    @Test func nilIsNoneAndGoesToTheOptionalItself() {
        var optional: String? = nil
        #expect(optional.isNone)
        let innerNil: Int?? = .some(nil)
        let outerNil: Int?? = .none
        let (inner, outer) = (innerNil.isNone, outerNil.isNone)
        #expect(!inner)
        #expect(outer)
        let filled = optional.withOptional { slot in
            slot = "filled"
            return nil
        }
        #expect(filled == nil)
        #expect(optional == "filled")
    }
}
