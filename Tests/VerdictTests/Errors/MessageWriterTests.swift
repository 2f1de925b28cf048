import Testing

@testable import Verdict

@Suite("Message writer")
struct MessageWriterTests {
    private static let capacity = MessageWriter.bufferCapacity
    private static let nearlyFull = String(repeating: "a", count: capacity - 5)

    private static func run(_ character: Character, _ count: Int) -> String {
        String(repeating: character, count: count)
    }

    /// Whole numbers read as `String(_:)` writes them, in the buffer and past its end.
    @Test(arguments: [0, 7, -7, 10, 1_000_000, Int.max, Int.min])
    func wholeNumbersAreWrittenInDecimal(value: Int) {
        let template = MessageTemplate("n={n}.")
        #expect(template.render(["n": .int(value)]) == "n=\(value).")
        let nearlyFull = MessageTemplate(Self.nearlyFull + "{n}")
        #expect(nearlyFull.render(["n": .int(value)]) == Self.nearlyFull + String(value))
    }

    /// Messages that fit in the buffer, that fill it exactly, and that go past it, at a literal,
    /// a parameter or a whole number, with multi-byte characters across the boundary.
    @Test(arguments: [
        ("{attribute} is {value}.", "Ünïcödé ✓", "Age is Ünïcödé ✓."),
        ("{value}{attribute}", run("b", capacity - 3), run("b", capacity - 3) + "Age"),
        ("{value}{attribute}", run("b", capacity - 2), run("b", capacity - 2) + "Age"),
        ("{value}{attribute}", run("é", capacity), run("é", capacity) + "Age"),
        ("{value} {attribute} " + nearlyFull, "x", "x Age " + nearlyFull),
        (nearlyFull + "{value}", "✓✓✓", nearlyFull + "✓✓✓"),
        ("{value}{value}{value}", run("c", 200), run("c", 600)),
        ("[{value}]", "", "[]"),
    ])
    func theMessageIsTheTemplateWithItsValues(template: String, value: String, expected: String) {
        let parameters: [String: MessageParameter] = ["value": .string(value)]
        #expect(MessageTemplate(template).render(parameters, attribute: "Age") == expected)
    }

    @Test func piecesAppendInOrderPastTheBuffer() {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { buffer in
            var writer = MessageWriter(buffer)
            writer.append("ab")
            writer.append(-12)
            writer.append("cd")
            writer.append(.list([1, 2]))
            #expect(writer.string == "ab-12cd1, 2")
        }
    }
}
