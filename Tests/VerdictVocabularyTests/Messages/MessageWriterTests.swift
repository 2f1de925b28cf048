import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

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

    /// The string is made from the buffer without checking its UTF-8 again: pieces in every
    /// script, joined in a seeded random order across the buffer's end, must give exactly the
    /// string Swift makes by joining them, scalar for scalar and byte for byte.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func stringsInAnyScriptComeOutAsJoined(seed: UInt64) {
        let pieces = [
            "Поле", "«", "»", "كلمة المرور", "\u{200E}-", "パスワード", "비밀번호", "密碼", "पासवर्ड", "שדה",
            "e\u{301}", "👩‍👩‍👧", "🇩🇪", "\u{A0}", "\u{202F}", "ASCII ", "", String(repeating: "ü", count: 40),
        ]
        var generator = SplitMix64(seed: seed)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.capacity) { buffer in
            var writer = MessageWriter(buffer)
            var expected = ""
            for _ in 0..<Int.random(in: 1...60, using: &generator) {
                if Bool.random(using: &generator) {
                    let number = Int.random(in: -5000...5000, using: &generator)
                    writer.append(number)
                    expected += String(number)
                } else {
                    let piece = pieces.randomElement(using: &generator)!
                    writer.append(piece)
                    expected += piece
                }
            }
            let string = writer.string
            #expect(string == expected)
            #expect(Array(string.utf8) == Array(expected.utf8))
            #expect(Array(string.unicodeScalars) == Array(expected.unicodeScalars))
            #expect(string.count == expected.count)
        }
    }

    /// A byte that is not ASCII cannot make the buffer invalid UTF-8: it is written as U+FFFD.
    @Test func aByteThatIsNotASCIIIsReplaced() {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { buffer in
            var writer = MessageWriter(buffer)
            writer.append(byte: UInt8(ascii: "a"))
            writer.append(byte: 0xC3)
            writer.append(byte: UInt8(ascii: "b"))
            #expect(writer.string == "a\u{FFFD}b")
            #expect(Array(writer.string.utf8) == [0x61, 0xEF, 0xBF, 0xBD, 0x62])
        }
    }
}
