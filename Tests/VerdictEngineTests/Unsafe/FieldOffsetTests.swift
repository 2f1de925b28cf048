import Testing

@testable import VerdictEngine
@testable import VerdictTestSupport

@Suite("Field offset")
struct FieldOffsetTests {
    /// Fields of mixed sizes, so that the layout has padding between them.
    private struct Padded: Equatable {
        var flag = false
        var wide: Int64 = 1
        var byte: UInt8 = 2
        var middle: Int32 = 3
        var short: Int16 = 4
        var last = true
    }

    private enum Kind: Equatable {
        case none
        case named(String)
        case counted(Int, [Int])
    }

    private final class Box: Equatable {
        var value: Int
        init(_ value: Int) { self.value = value }
        static func == (left: Box, right: Box) -> Bool { left === right }
    }

    /// Fields with references: a class, an enum with payloads, optionals, a string, an array and a
    /// nested struct.
    private struct Rich: Equatable {
        var box = Box(0)
        var kind = Kind.none
        var maybe: Int? = nil
        var maybeBox: Box? = nil
        var text = "text"
        var list = [1, 2]
        var padded = Padded()
        var computed: Int { list.count }
    }

    /// Loads the field at `keyPath`'s offset, stores `value` there and checks that the model now
    /// holds `value` there and nothing else changed.
    private func roundTrip<Model: Equatable, Value: Equatable>(
        _ model: Model, _ keyPath: WritableKeyPath<Model, Value>, _ value: Value
    ) {
        var model = model
        let original = model[keyPath: keyPath]
        var expected = model
        expected[keyPath: keyPath] = value
        guard let offset = FieldOffset(keyPath) else {
            Issue.record("no offset for \(keyPath)")
            return
        }
        let loaded = ModelPointer.with(&model) { pointer in
            let loaded = pointer.load(at: offset)
            pointer.store(value, at: offset)
            return loaded
        }
        #expect(loaded == original)
        #expect(model == expected)
    }

    @Test func everyFieldOfAPaddedStructRoundTrips() {
        let model = Padded()
        roundTrip(model, \.flag, true)
        roundTrip(model, \.wide, -7)
        roundTrip(model, \.byte, 255)
        roundTrip(model, \.middle, .min)
        roundTrip(model, \.short, 9)
        roundTrip(model, \.last, false)
        var loaded: [Int64] = []
        var copy = model
        if let offset = FieldOffset(\Padded.wide) {
            ModelPointer.with(&copy) { loaded.append($0.load(at: offset)) }
        }
        #expect(loaded == [1])
    }

    @Test func fieldsHoldingReferencesEnumsAndOptionalsRoundTrip() {
        let model = Rich()
        let box = Box(5)
        roundTrip(model, \.box, box)
        roundTrip(model, \.kind, .named("ann"))
        roundTrip(model, \.kind, .counted(3, [1, 2, 3]))
        roundTrip(model, \.maybe, 42)
        roundTrip(model, \.maybeBox, box)
        roundTrip(model, \.text, String(repeating: "long text ", count: 10))
        roundTrip(model, \.list, [])
        roundTrip(model, \.padded, Padded(flag: true, wide: 0, byte: 0, middle: 0, short: 0, last: false))
        roundTrip(model, \.padded.middle, 77)
    }

    @Test func storingReleasesTheValueItReplaces() {
        weak var released: Box?
        var model = Rich()
        do {
            let old = Box(1)
            released = old
            model.box = old
        }
        #expect(released != nil)
        guard let offset = FieldOffset(\Rich.box) else {
            Issue.record("no offset for \\Rich.box")
            return
        }
        ModelPointer.with(&model) { $0.store(Box(2), at: offset) }
        #expect(released == nil)
        #expect(model.box.value == 2)
    }

    @Test func aNestedPointerReachesTheNestedStructInPlace() {
        var model = Rich()
        guard let padded = FieldOffset(\Rich.padded), let middle = FieldOffset(\Padded.middle) else {
            Issue.record("no offset for the nested struct")
            return
        }
        ModelPointer.with(&model) { pointer in
            pointer.nested(at: padded).store(11, at: middle)
            pointer.nested(at: padded).access(as: Padded.self) { $0.short = 12 }
        }
        #expect(model.padded.middle == 11)
        #expect(model.padded.short == 12)
    }

    @Test func noOffsetForWhatIsNotStoredInline() {
        #expect(FieldOffset(\Rich.computed) == nil)
        #expect(FieldOffset(\Box.value) == nil)
        #expect(FieldOffset(\Rich.maybeBox?.value) == nil)
        #expect(FieldOffset(\Rich.list[0]) == nil)
    }
}
