/// A regular expression of a small subset of `NSRegularExpression`'s syntax, compiled to a
/// Thompson automaton over bytes: ``Match``'s fast path for values made of printable ASCII
/// (U+0020 to U+007E), which is most of what forms send. `NSRegularExpression` converts each
/// value to UTF-16 and runs ICU, about 2.8 µs a call for `^[a-z]\w*$` on a server route
/// under load (a third of the sign-up's validation). The automaton answers the same in about
/// 1,150 instructions a value, against 6,100 for ICU (callgrind, usernames of 3 to 21
/// characters, the benchmarks' `patterns` suite), its working memory on the stack for a small
/// pattern.
///
/// The subset: literals and escaped punctuation, `.`, `\w` `\d` `\s` and their negations,
/// bracket classes of characters, ranges and those escapes, groups `(…)` and `(?:…)`,
/// alternation, the quantifiers `*` `+` `?` `{n}` `{n,}` `{n,m}` (greedy or lazy: a match
/// exists either way), and the anchors `^` `$` `\A` `\z` `\Z`. Anything else (flags, look-
/// arounds, back-references, possessive quantifiers, Unicode properties, class operations, a
/// non-ASCII pattern) leaves the pattern to `NSRegularExpression` alone, and so does a
/// quantifier on what can match the empty string (`(a*)*`, `(^)+`, `(){2}`): ICU answers some
/// of those wrongly (`\Z|(()|-)+?x` finds no match in `"]"`), and Match must keep ICU's answers.
///
/// Why the answers are the same as ICU's on printable ASCII: such a value holds no line
/// terminator, so `.` matches any of its characters and `$` matches at its end only, as `\z`
/// does; ICU's `\w` (alphabetic, marks, decimal digits, connector punctuation) is
/// `[A-Za-z0-9_]` there, `\d` is `[0-9]` and `\s` is the space alone. A seeded property test
/// compares the two on random patterns and values of the subset.
///
/// ```swift
/// let pattern = ASCIIPattern(#"^[a-z]\w*$"#)
/// pattern?.matches("bobby") // true
/// pattern?.matches("Bobby") // false
/// pattern?.matches("bøbby") // nil: not printable ASCII, ask NSRegularExpression
/// ```
struct ASCIIPattern: Sendable {
    /// The automaton's steps; the first is where it starts.
    private let program: [PatternInstruction]

    /// The largest automaton kept: past it (long counted repetitions), ICU is left the pattern.
    static let maximumInstructions = 512

    /// The pattern compiled, or `nil` when it is outside the subset (or not well-formed).
    init?(_ pattern: String) {
        var parser = PatternParser(bytes: Array(pattern.utf8))
        guard let node = parser.parse() else { return nil }
        var compiler = PatternCompiler()
        compiler.emit(node)
        compiler.program.append(.match)
        guard !compiler.isOversized else { return nil }
        program = compiler.program
    }

    /// Whether the pattern matches somewhere in `value`, or `nil` when `value` holds anything
    /// but printable ASCII.
    func matches(_ value: String) -> Bool? {
        value.withUTF8Bytes { bytes in
            for byte in bytes where !PatternParser.isPrintable(byte) { return nil }
            return matches(bytes)
        }
    }

    /// Runs the automaton over `bytes` (Pike's simulation without captures): every state is
    /// visited at most once per position, so the work is at most the value's length times the
    /// program's size, whatever the pattern.
    private func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let size = program.count
        return program.withUnsafeBufferPointer { program in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * size) { storage in
                // Two lists of states waiting for a byte, the position each state was last
                // added at (so it is added once), and the stack of states to follow.
                var current = storage.baseAddress!
                var next = current + size
                let marks = next + size
                let stack = marks + size
                marks.initialize(repeating: -1, count: size)
                var currentCount = 0
                var nextCount = 0

                /// Adds `start` and every state reachable from it without reading a byte to
                /// `list`; `true` when the match state is among them.
                func add(_ start: Int, at position: Int, to list: UnsafeMutablePointer<Int>, _ count: inout Int) -> Bool
                {
                    guard marks[start] != position else { return false }
                    marks[start] = position
                    stack[0] = start
                    var depth = 1
                    while depth > 0 {
                        depth -= 1
                        let state = stack[depth]
                        var follow = -1
                        var alternative = -1
                        switch program[state] {
                        case .byte:
                            list[count] = state
                            count += 1
                        case .split(let first, let second):
                            follow = first
                            alternative = second
                        case .jump(let target):
                            follow = target
                        case .atStart:
                            if position == 0 { follow = state + 1 }
                        case .atEnd:
                            if position == bytes.count { follow = state + 1 }
                        case .match:
                            return true
                        }
                        if follow >= 0 && marks[follow] != position {
                            marks[follow] = position
                            stack[depth] = follow
                            depth += 1
                        }
                        if alternative >= 0 && marks[alternative] != position {
                            marks[alternative] = position
                            stack[depth] = alternative
                            depth += 1
                        }
                    }
                    return false
                }

                if add(0, at: 0, to: current, &currentCount) { return true }
                for position in 0..<bytes.count {
                    let byte = bytes[position]
                    nextCount = 0
                    for index in 0..<currentCount {
                        let state = current[index]
                        if case .byte(let set) = program[state], set.contains(byte),
                            add(state + 1, at: position + 1, to: next, &nextCount)
                        {
                            return true
                        }
                    }
                    // The search may start at any position.
                    if add(0, at: position + 1, to: next, &nextCount) { return true }
                    swap(&current, &next)
                    currentCount = nextCount
                }
                return false
            }
        }
    }
}

/// One step of an ``ASCIIPattern``'s automaton.
enum PatternInstruction: Sendable {
    /// Reads one byte of the set, then goes on to the next instruction.
    case byte(ASCIISet)
    /// Goes on to both instructions.
    case split(Int, Int)
    /// Goes on to the instruction.
    case jump(Int)
    /// Goes on when at the value's start.
    case atStart
    /// Goes on when at the value's end.
    case atEnd
    /// The pattern matched.
    case match
}
