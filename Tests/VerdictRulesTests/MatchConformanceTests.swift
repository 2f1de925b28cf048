import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// `Match` against the public regular-expression pairs of `Tests/ConformanceData/regex` (RE2's
/// `simple_tests` and Go's `basic.dat`, copied unchanged). The ground truth is not the suites'
/// expected spans but `NSRegularExpression(pattern:).firstMatch(in:range:) != nil`, which `Match`
/// promises: every pair is run in each variant RE2's tester uses (the pattern as written and
/// anchored; the text whole and with one end shortened), and `Match` must answer as ICU does;
/// a pattern outside the automaton must be `Match(_:)`'s diagnostic, and is run through
/// `Match(backtracking:)` unless its backtracking check flags it (counted, and left out).
/// Patterns ICU refuses are counted, checked to be reported as a declaration problem, and skipped.
///
/// Every pattern and text is short: no pair needs to be excluded for ICU's backtracking (the
/// whole suite takes well under a second).
@Suite("Match conformance: RE2 and Go pairs against NSRegularExpression")
struct MatchConformanceTests {
    /// The folder of the data, found from this file's path so that it runs from any clone.
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ConformanceData/regex")

    struct Pair {
        let pattern: String
        let text: String
    }

    /// RE2's `simple_tests`, in the file's order (duplicates kept, as RE2 runs them).
    static func re2Pairs() throws -> [Pair] {
        let body = try Data(contentsOf: data.appendingPathComponent("re2-search_test.json"))
        let object = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        let pairs = try #require(object?["pairs"] as? [[String]])
        return try pairs.map { pair in
            try #require(pair.count == 2)
            return Pair(pattern: pair[0], text: pair[1])
        }
    }

    /// What reading `go-basic.dat` as Go's `testFowler` does gives.
    struct GoRows {
        /// The ERE (and literal) pairs to run.
        var pairs: [Pair] = []
        /// Lines that are test specifications (not comments, blank lines, notes or controls).
        var specifications = 0
        /// Specifications for BRE only (flag `B` without `E`): ICU reads patterns as EREs, in
        /// which `\(`, `\{` and a bare `(` mean something else, so Go skips them and so do we.
        var breOnly = 0
        /// Specifications whose text, once its C escapes are expanded (flag `$`), is not UTF-8.
        var notUTF8 = 0
    }

    /// The pairs of `go-basic.dat`, read as Go's `regexp/exec_test.go` reads them: fields
    /// separated by one or more tabs, the flags first; `#` lines and blank lines skipped; `NULL`
    /// is the empty string and a row with `NIL` is skipped; a flag column starting with one of
    /// `?&|;{}` is a control whose remaining letters still apply, and one starting with `C`, `N`,
    /// `T` or `R` (such as `NOTE`) is not a test; `$` expands C escapes in the pattern and text;
    /// `SAME` repeats the previous pattern. A row runs once for each `E` (the pattern as an ERE)
    /// and each `L` (the pattern quoted) in its flags, case-insensitively with `i` (`(?i)` here);
    /// other letters (`B`, digits, `n`…) are ignored, as in Go.
    static func goRows() throws -> GoRows {
        let body = try String(contentsOf: data.appendingPathComponent("go-basic.dat"), encoding: .utf8)
        var rows = GoRows()
        var lastPattern = ""
        lines: for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty || line.hasPrefix("#") { continue }
            var fields = line.split(separator: "\t").map(String.init)
            if fields.isEmpty { continue }
            for (index, field) in fields.enumerated() {
                if field == "NULL" { fields[index] = "" }
                if field == "NIL" { continue lines }
            }
            var flags = Substring(fields[0])
            switch flags.first ?? " " {
            case "?", "&", "|", ";", "{", "}":
                flags = flags.dropFirst()
                if flags.isEmpty { continue lines }
            case ":":
                guard let end = flags.dropFirst().firstIndex(of: ":") else { continue lines }
                flags = flags[flags.index(after: end)...]
            case "C", "N", "T", "R":
                continue lines
            default:
                break
            }
            guard fields.count >= 4 else {
                Issue.record("go-basic.dat: too few fields: \(line)")
                continue
            }
            rows.specifications += 1
            var pattern = fields[1]
            var text = fields[2]
            if flags.contains("$") {
                guard let expandedPattern = try expandEscapes(pattern), let expandedText = try expandEscapes(text)
                else {
                    rows.notUTF8 += 1
                    continue
                }
                (pattern, text) = (expandedPattern, expandedText)
            }
            if pattern == "SAME" { pattern = lastPattern }
            lastPattern = pattern
            let prefix = flags.contains("i") ? "(?i)" : ""
            var runs = 0
            for flag in flags {
                switch flag {
                case "E": rows.pairs.append(Pair(pattern: prefix + pattern, text: text))
                case "L":
                    rows.pairs.append(
                        Pair(pattern: prefix + NSRegularExpression.escapedPattern(for: pattern), text: text))
                default: continue
                }
                runs += 1
            }
            if runs == 0 { rows.breOnly += 1 }
        }
        return rows
    }

    /// A field with its C escapes (`\n`, `\t`, `\r`, `\\`, `\"`, `\xHH`) expanded as Go's
    /// `strconv.Unquote` does, or `nil` when the bytes are not UTF-8.
    static func expandEscapes(_ field: String) throws -> String? {
        var bytes: [UInt8] = []
        var input = Array(field.utf8)[...]
        while let byte = input.popFirst() {
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                continue
            }
            let next = input.popFirst()
            let escape = try #require(next)
            switch escape {
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""): bytes.append(escape)
            case UInt8(ascii: "x"):
                let digits = try #require(String(bytes: input.prefix(2), encoding: .ascii))
                bytes.append(try #require(UInt8(digits, radix: 16)))
                input = input.dropFirst(2)
            default:
                Issue.record("go-basic.dat: unexpected escape \\\(Character(UnicodeScalar(escape))) in \(field)")
                return nil
            }
        }
        return String(bytes: bytes, encoding: .utf8)
    }

    /// The patterns RE2's tester derives from one: as written (unanchored search), anchored at
    /// the start (RE2's `kAnchored`) and at both ends (`kFullMatch`), the latter both as RE2
    /// means it (`\A…\z`) and in the `^…$` form validation patterns are written in (where `$`
    /// also matches before a final line break).
    static func patterns(_ pattern: String) -> [String] {
        [pattern, "^(?:\(pattern))", "^(?:\(pattern))$", #"\A(?:"# + pattern + #")\z"#]
    }

    /// The texts RE2's tester runs: the text, then, unless it is empty, the text without its
    /// first and without its last byte. A Swift string stays valid UTF-8, so one Unicode scalar
    /// is removed instead of one byte.
    static func texts(_ text: String) -> [String] {
        guard !text.isEmpty else { return [text] }
        var withoutFirst = text.unicodeScalars
        withoutFirst.removeFirst()
        var withoutLast = text.unicodeScalars
        withoutLast.removeLast()
        return [text, String(withoutFirst), String(withoutLast)]
    }

    /// What running a set of pairs gives.
    struct Tally {
        /// (pattern, text) variants on which `Match` and `NSRegularExpression` were compared.
        var variants = 0
        /// Pairs skipped because ICU refuses their pattern as written.
        var refusedPairs = 0
        /// The distinct patterns, as written, ICU refuses.
        var refusedPatterns: Set<String> = []
        /// Anchored variants ICU refuses although it compiles the pattern as written.
        var refusedVariants = 0
        /// Distinct patterns (variants included) outside the automaton, each a diagnostic of
        /// `Match(_:)`, run through `Match(backtracking:)`.
        var optedIn: Set<String> = []
        /// Of those, the patterns the backtracking check flags: diagnostics of the opt-in too.
        var flagged: Set<String> = []
        /// Variants skipped because the opt-in flags them.
        var flaggedVariants = 0
        /// How `Match` and ICU differ, one line each: pattern, text, both answers.
        var disagreements: [String] = []
    }

    /// Runs every pair in every variant: `Match(pattern)` compiled once per pattern, ICU's answer
    /// on the whole text as the ground truth.
    static func run(_ pairs: [Pair]) -> Tally {
        var tally = Tally()
        var compiled: [String: (rule: Match, regex: NSRegularExpression)?] = [:]
        func compile(_ pattern: String) -> (rule: Match, regex: NSRegularExpression)? {
            if let known = compiled[pattern] { return known }
            var rule = Match(pattern)
            let regex = try? NSRegularExpression(pattern: pattern)
            if regex == nil {
                // A pattern ICU refuses is a declaration problem of the rule, never a crash, and
                // fails every value.
                if rule.declarationProblems.count != 1 || rule.validate("")?.code != .matchNoMatch {
                    tally.disagreements.append("refused pattern \(String(reflecting: pattern)) not reported")
                }
            } else if let regex, PatternAutomaton(pattern) == nil {
                // Outside the automaton: a diagnostic naming the opt-in, which then runs ICU.
                if rule.patternError?.contains("Match(backtracking:)") != true
                    || rule.validate("")?.code != .matchNoMatch
                {
                    tally.disagreements.append("pattern \(String(reflecting: pattern)) outside not reported")
                }
                tally.optedIn.insert(pattern)
                rule = Match(backtracking: regex)
                if rule.patternError != nil {
                    tally.flagged.insert(pattern)
                    compiled[pattern] = .some(nil)
                    return nil
                }
            } else if rule.patternError != nil {
                tally.disagreements.append("pattern \(String(reflecting: pattern)) refused by Match only")
            }
            let entry = regex.map { (rule, $0) }
            compiled[pattern] = entry
            return entry
        }
        for pair in pairs {
            guard compile(pair.pattern) != nil || tally.flagged.contains(pair.pattern) else {
                tally.refusedPairs += 1
                tally.refusedPatterns.insert(pair.pattern)
                continue
            }
            for pattern in patterns(pair.pattern) {
                guard let (rule, regex) = compile(pattern) else {
                    if tally.flagged.contains(pattern) {
                        tally.flaggedVariants += 1
                    } else {
                        tally.refusedVariants += 1
                    }
                    continue
                }
                for text in texts(pair.text) {
                    let expected =
                        regex.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil
                    let answer = rule.validate(text) == nil
                    tally.variants += 1
                    if answer != expected {
                        tally.disagreements.append(
                            "pattern \(String(reflecting: pattern)) text \(String(reflecting: text)): "
                                + "Match \(answer), NSRegularExpression \(expected)")
                    }
                }
            }
        }
        return tally
    }

    @Test("RE2's simple_tests: Match answers every variant as NSRegularExpression does")
    func re2() throws {
        let pairs = try Self.re2Pairs()
        #expect(pairs.count == 236)
        let tally = Self.run(pairs)
        // 227 pairs × 4 patterns × 3 texts (1 when the text is empty).
        #expect(tally.variants == 2540)
        // RE2 syntax ICU does not read: octal escapes (ICU reads `\1`… as a back-reference to a
        // group that is not there), `\pN` without braces, `\p{^…}` negation, `\x{…}` with 8 digits.
        #expect(tally.refusedPairs == 9)
        #expect(
            tally.refusedPatterns.sorted() == [
                #"\141"#, #"\608"#, #"\P{^Greek}+"#, #"\P{^Nd}+"#, #"\pN+"#, #"\p{^Greek}+"#, #"\p{^Nd}+"#,
                #"\p{^N}+"#, #"\x{00000061}"#,
            ])
        #expect(tally.refusedVariants == 0)
        // Outside the automaton (`\b`, `(?i)`, `(?s)`, scripts…): a diagnostic of `Match(_:)`,
        // answered through `Match(backtracking:)`, which flags none of them.
        #expect(tally.optedIn.count == 272)
        #expect(tally.flagged.isEmpty)
        #expect(tally.flaggedVariants == 0)
        for disagreement in tally.disagreements { Issue.record("RE2: \(disagreement)") }
    }

    @Test("Go's basic.dat: Match answers every variant as NSRegularExpression does")
    func goBasic() throws {
        let rows = try Self.goRows()
        #expect(rows.specifications == 210)
        #expect(rows.breOnly == 4)
        // `.*` on `\x01\xff`: the byte 0xFF alone is not UTF-8.
        #expect(rows.notUTF8 == 1)
        #expect(rows.pairs.count == 205)
        let tally = Self.run(rows.pairs)
        // 204 pairs × 4 patterns × 3 texts (1 when the text is empty), less the 12 of the
        // flagged pair.
        #expect(tally.variants == 2388)
        // A repetition count past ICU's limit (Go expects BADBR too).
        #expect(tally.refusedPairs == 1)
        #expect(tally.refusedPatterns.sorted() == ["a{9876543210}"])
        #expect(tally.refusedVariants == 0)
        // Outside the automaton (`(?i)` rows): through `Match(backtracking:)`, whose conservative
        // check flags one pair's 4 patterns (a repeated group holding an alternation), left out.
        #expect(tally.optedIn.count == 32)
        #expect(
            tally.flagged.sorted() == [
                "(?i)(Ab|cD)*", #"\A(?:(?i)(Ab|cD)*)\z"#, "^(?:(?i)(Ab|cD)*)", "^(?:(?i)(Ab|cD)*)$",
            ])
        #expect(tally.flaggedVariants == 4)
        for disagreement in tally.disagreements { Issue.record("Go: \(disagreement)") }
    }
}
