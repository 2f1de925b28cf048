import Foundation
import FuzzKit

@testable import Verdict
@testable import VerdictRules

// Match's automaton against ICU. The input is a pattern (a chunk: a length byte, then the bytes),
// then a value (the rest, any UTF-8, up to 256 bytes). Wherever `PatternAutomaton` compiles a
// pattern, `NSRegularExpression` must compile it too; `Match` must answer as the automaton does,
// within the automaton's step bound (2 × program size × (scalars + 1)), whatever the value;
// outside the automaton, `Match` is a declaration diagnostic and, unless the backtracking check
// flags the pattern, `Match(backtracking:)` must answer as ICU.
//
// ICU is the oracle only where it is cheap and right. Its backtracking grows with the value's
// length to the power of the quantifiers nested or in a row, and it errs on repetitions of what
// can match the empty string (`^+?\d()` held it 29 s): such patterns are never given to it, nor
// patterns outside the automaton on long values. It is asked on values up to 12 bytes for
// patterns at most 3 groups deep with 6 quantifiers, and up to 64 bytes with 2 quantifiers that
// are not nested: ICU gives up on `^(.+)+SS` over 18 characters that do not end in `SS` (no match,
// after 0.8 s, where the automaton rightly finds one; a CI run found it on 25 characters).

enum PatternTarget {
    static func run(_ input: inout FuzzInput) {
        let pattern = input.text()
        let value = input.restText()
        guard value.utf8.count <= 256 else { return }
        let automaton = PatternAutomaton(pattern)
        guard let regex = try? NSRegularExpression(pattern: pattern) else {
            Fuzzer.check(automaton == nil, "PatternAutomaton read \(pattern.debugDescription), which ICU refuses")
            return
        }
        var node: PatternNode?
        if automaton != nil {
            var parser = PatternParser(pattern)
            node = parser.parse()
        }
        let icuIsOracle = isTractable(pattern, valueLength: value.utf8.count) && !(node.map(repeatsEmpty) ?? false)
        var answer: Bool?
        if let automaton {
            var steps = 0
            answer = automaton.matches(value, steps: &steps)
            Fuzzer.check(
                steps <= 2 * automaton.size * (value.unicodeScalars.count + 1),
                "pattern \(pattern.debugDescription) on \(value.debugDescription): \(steps) steps")
            Fuzzer.check(
                (Match(pattern).validate(value) == nil) == answer,
                "Match(\(pattern.debugDescription)) on \(value.debugDescription) does not answer as its automaton")
        }
        if automaton == nil {
            // Outside the automaton: a diagnostic that fails every value, whatever the value.
            Fuzzer.check(
                Match(pattern).declarationProblems.count == 1 && Match(pattern).validate(value) != nil,
                "Match(\(pattern.debugDescription)) outside the automaton is not a diagnostic")
        }
        guard icuIsOracle else { return }
        let found = regex.firstMatch(in: value, range: NSRange(location: 0, length: value.utf16.count)) != nil
        if let answer {
            Fuzzer.check(
                answer == found,
                "pattern \(pattern.debugDescription) on \(value.debugDescription): \(answer), ICU \(found)")
        } else if !BacktrackingCheck.isExponential(pattern) {
            Fuzzer.check(
                (Match(backtracking: regex).validate(value) == nil) == found,
                "Match(backtracking: \(pattern.debugDescription)) on \(value.debugDescription) does not answer as ICU")
        }
    }

    /// Whether `node` holds a repetition of what can match the empty string.
    static func repeatsEmpty(_ node: PatternNode) -> Bool {
        switch node {
        case .set, .assertion: false
        case .sequence(let items), .choice(let items): items.contains(where: repeatsEmpty)
        case .repetition(let inner, _, _): inner.isNullable || repeatsEmpty(inner)
        }
    }

    /// At most 3 groups deep and 6 quantifiers on values up to 12 bytes; up to 64, 2 quantifiers
    /// neither nested in the other (what `BacktrackingCheck` flags as exponential).
    static func isTractable(_ pattern: String, valueLength: Int) -> Bool {
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
        if valueLength <= 12 { return deepest <= 3 && quantifiers <= 6 }
        return valueLength <= 64 && quantifiers <= 2 && !BacktrackingCheck.isExponential(pattern)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    PatternTarget.run(&input)
    return 0
}

Fuzzer.run(testOneInput)
