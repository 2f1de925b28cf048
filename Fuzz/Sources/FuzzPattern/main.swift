import Foundation
import FuzzKit

@testable import Verdict

// Match's fast path against ICU. The input is a pattern (a chunk: a length byte, then the bytes),
// then a value (the rest). Wherever `ASCIIPattern` compiles a pattern, `NSRegularExpression` must
// compile it too, and on the value both must find a match or both not; `Match` must answer as ICU
// does for any value, printable ASCII or not.
//
// ICU backtracks, so its time grows with the value's length to the power of the quantifiers
// nested or in a row; patterns past 3 nested groups or 6 quantifiers and values past 12 bytes are
// skipped, so that ICU's time, not a bug, never stops the run.

enum PatternTarget {
    static func run(_ input: inout FuzzInput) {
        let pattern = input.text()
        let value = input.restText()
        guard value.utf8.count <= 12, isTractable(pattern) else { return }
        let fast = ASCIIPattern(pattern)
        guard let regex = try? NSRegularExpression(pattern: pattern) else {
            Fuzzer.check(fast == nil, "ASCIIPattern read \(pattern.debugDescription), which ICU refuses")
            return
        }
        let found = regex.firstMatch(in: value, range: NSRange(location: 0, length: value.utf16.count)) != nil
        let printable = value.utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E }
        if let fast {
            let answer = fast.matches(value)
            Fuzzer.check(
                answer == (printable ? found : nil),
                "pattern \(pattern.debugDescription) on \(value.debugDescription): \(String(describing: answer)), "
                    + "ICU \(found)")
        }
        Fuzzer.check(
            (Match(pattern).validate(value) == nil) == found,
            "Match(\(pattern.debugDescription)) on \(value.debugDescription) does not answer as ICU (\(found))")
    }

    /// At most 3 groups deep and 6 quantifiers.
    static func isTractable(_ pattern: String) -> Bool {
        var depth = 0
        var deepest = 0
        var quantifiers = 0
        var escaped = false
        for byte in pattern.utf8 {
            defer { escaped = !escaped && byte == UInt8(ascii: "\\") }
            guard !escaped else { continue }
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "{"): quantifiers += 1
            default: break
            }
        }
        return deepest <= 3 && quantifiers <= 6
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    PatternTarget.run(&input)
    return 0
}

Fuzzer.run(testOneInput)
