import Foundation
import Testing

/// A nasty input with a short name, so that a parameterized test names the case, not 10 MB.
struct BadInput<Value: Sendable>: Sendable, CustomTestStringConvertible {
    let name: String
    let value: Value

    init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }

    var testDescription: String { name }
}

/// The inputs every entry point meets in the bad-input tests.
enum BadInputs {
    static let tenMegabytes = 10_000_000

    /// What JSON's lone surrogate `"\ud800"` becomes as a Swift string: a decoder either refuses it
    /// or repairs it; a `String` cannot hold a lone surrogate.
    static let decodedLoneSurrogate: String =
        (try? JSONDecoder().decode(String.self, from: Data(#""a\ud800b""#.utf8))) ?? "a\u{FFFD}b"

    static let strings: [BadInput<String>] = [
        BadInput("empty", ""),
        BadInput("NUL", "\u{0}"),
        BadInput("NULs around text", "\u{0}a\u{0}@\u{0}b.co\u{0}"),
        BadInput("lone surrogate from JSON", decodedLoneSurrogate),
        BadInput("U+FFFF and U+10FFFF", "\u{FFFF}\u{10FFFF}"),
        BadInput("bidi override", "\u{202E}moc.elpmaxe@ecila"),
        BadInput("zero-width joiners", String(repeating: "\u{200D}", count: 1_000)),
        BadInput("combining marks on one base", "e" + String(repeating: "\u{301}", count: 100_000)),
        BadInput("10 MB of ASCII", String(repeating: "a", count: tenMegabytes)),
        BadInput(
            "10 MB of spaces around x",
            String(repeating: " ", count: tenMegabytes / 2) + "x" + String(repeating: " ", count: tenMegabytes / 2)),
        BadInput("10 MB of flags after x", "x" + String(repeating: "🇫🇷", count: tenMegabytes / 8)),
        BadInput("10 MB of digits", String(repeating: "9", count: tenMegabytes)),
        BadInput("Int.min", String(Int.min)),
        BadInput("Int.max + 1", "9223372036854775808"),
        BadInput("NaN", "NaN"),
        BadInput("infinity", "inf"),
        BadInput("1e309", "1e309"),
    ]
}
