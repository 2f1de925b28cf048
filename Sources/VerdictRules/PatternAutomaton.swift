import VerdictVocabulary

/// A regular expression of most of `NSRegularExpression`'s syntax, compiled to a Thompson
/// automaton over Unicode scalars: how ``Match`` answers, in time linear in the value's length
/// whatever the pattern, where ICU's backtracking can take time exponential in it (`^(a+)+$`
/// on 26 `a`s and U+0001: 2.7 s).
///
/// The subset: literals (any scalar, and escaped ASCII punctuation), `.`, `\w` `\d` `\s` and
/// their negations, `\p{…}` `\P{…}` of general categories (`L`, `Lu`, `Nd`…, `Letter`…) and
/// `Alphabetic`, `White_Space`, the escapes `\t` `\n` `\r` `\f` `\a` `\e` `\uhhhh` `\xhh`
/// `\x{h…}`, bracket classes of scalars, ranges and those escapes, groups `(…)` and `(?:…)`,
/// alternation, the quantifiers `*` `+` `?` `{n}` `{n,}` `{n,m}` (greedy or lazy: a match
/// exists either way) on anything, and the anchors `^` `$` `\A` `\z` `\Z`. Outside it: flags and
/// options, look-arounds, back-references, possessive and atomic groups, `\b`, scripts, class
/// operations, and programs past ``maximumInstructions`` (1,000).
///
/// The definitions are ICU's, without options: `.` is any scalar but a line terminator (U+000A
/// to U+000D, U+0085, U+2028, U+2029); `$` and `\Z` match at the end and before a final line
/// terminator (CR LF counts as one); `\w` is Alphabetic, marks, decimal digits, connector
/// punctuation, U+200C and U+200D; `\d` is Nd; `\s` is White_Space (see ``ScalarClass``).
/// Where ICU gives up or errs (`^(?:a?){26}a{26}$` on 26 `a`s: no match after 2 s; a repetition
/// of what matches the empty string, `\Z|((){1}|[-])+?\}` on `"]"`), the automaton's answer is
/// the right one, and ``Match``'s.
///
/// ```swift
/// let pattern = PatternAutomaton(#"^[a-z]\w*$"#)
/// pattern?.matches("bobby") // true
/// pattern?.matches("Bobby") // false
/// pattern?.matches("bøbby") // true: ø is alphabetic
/// ```
struct PatternAutomaton: Sendable {
    /// The automaton's steps; the first is where it starts.
    private let program: [PatternInstruction]

    /// The largest automaton kept. A value costs at most its length in scalars plus one, times
    /// twice the program's size, in steps: at most 2,000 steps a scalar (measured in release on
    /// a 1 MiB value, 991 instructions: see `Benchmarks/Sources/HostileBodies`); the working
    /// memory is four integers an instruction. A larger pattern is refused at declaration, its
    /// size named (``Match``'s diagnostic): issue 37's `(?:[a-z]{1,100}){1,40}z`, 8,001
    /// instructions, took 26.6 to 33.5 s of CPU on 1 MiB.
    static let maximumInstructions = 1_000

    /// The size of the program `pattern` compiles to (its instructions, the final match
    /// included), counted without compiling it; `nil` when the pattern is outside the subset.
    static func size(of pattern: String) -> Int? {
        var parser = PatternParser(pattern)
        return parser.parse().map { PatternCompiler.size(of: $0) + 1 }
    }

    /// The pattern compiled, or `nil` when it is outside the subset (or not well-formed), or its
    /// program would pass ``maximumInstructions``.
    init?(_ pattern: String) {
        var parser = PatternParser(pattern)
        guard let node = parser.parse(), PatternCompiler.size(of: node) < Self.maximumInstructions else { return nil }
        var compiler = PatternCompiler()
        compiler.emit(node)
        compiler.program.append(.match)
        guard !compiler.isOversized else { return nil }
        program = compiler.program
    }

    /// The number of instructions.
    var size: Int { program.count }

    /// Whether the pattern matches somewhere in `value`.
    func matches(_ value: String) -> Bool {
        var steps = 0
        return matches(value, steps: &steps)
    }

    /// Whether the pattern matches somewhere in `value`, adding to `steps` each state the
    /// simulation visits: at most `2 × size × (scalars + 1)`.
    func matches(_ value: String, steps: inout Int) -> Bool {
        // Unsafe: the bytes are read only during the call that lends them, below their count.
        unsafe value.withUTF8Bytes { unsafe matches($0, steps: &steps) }
    }

    /// The scalar starting at `offset` of valid UTF-8, and its length in bytes.
    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt32, Int) {
        // Unsafe: `bytes` is valid UTF-8 and `offset` a scalar's start, so its continuation bytes are in bounds.
        let lead = unsafe UInt32(bytes[offset])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return unsafe ((lead & 0x1F) << 6 | UInt32(bytes[offset + 1]) & 0x3F, 2) }
        if lead < 0xF0 {
            return unsafe (
                (lead & 0x0F) << 12 | (UInt32(bytes[offset + 1]) & 0x3F) << 6 | UInt32(bytes[offset + 2]) & 0x3F, 3
            )
        }
        let high = unsafe (lead & 0x07) << 18 | (UInt32(bytes[offset + 1]) & 0x3F) << 12
        return unsafe (high | (UInt32(bytes[offset + 2]) & 0x3F) << 6 | UInt32(bytes[offset + 3]) & 0x3F, 4)
    }

    /// Whether `assertion` holds at byte `offset` of `bytes`.
    private static func holds(_ assertion: PatternAssertion, in bytes: UnsafeBufferPointer<UInt8>, at offset: Int)
        -> Bool
    {
        // Unsafe: reads at `offset` and its neighbours only after checking them against `bytes.count`.
        switch assertion {
        case .start:
            return offset == 0
        case .absoluteEnd:
            return offset == bytes.count
        case .end:
            if offset == bytes.count { return true }
            let (scalar, length) = unsafe decode(bytes, at: offset)
            if offset + length == bytes.count {
                // Before the final line terminator, but not between the CR and LF of a final CR LF.
                return unsafe ScalarClass.isLineTerminator(scalar)
                    && !(scalar == 0x0A && offset > 0 && bytes[offset - 1] == 0x0D)
            }
            return unsafe scalar == 0x0D && offset + 2 == bytes.count && bytes[offset + 1] == 0x0A
        }
    }

    /// Runs the automaton over the scalars of `bytes` (Pike's simulation without captures):
    /// every state is visited at most once per position, so the work is at most the value's
    /// length times the program's size, whatever the pattern.
    private func matches(_ bytes: UnsafeBufferPointer<UInt8>, steps: inout Int) -> Bool {
        let size = program.count
        // Unsafe: the lists, the marks and the stack each hold `size` states, and a state is in each at
        // most once per position (`marks`), so no index reaches `size`; nothing outlives the call.
        return unsafe program.withUnsafeBufferPointer { program in
            unsafe withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * size) { storage in
                // Two lists of states waiting for a scalar, the position each state was last
                // added at (so it is added once), and the stack of states to follow.
                var current = storage.baseAddress!
                var next = unsafe current + size
                let marks = unsafe next + size
                let stack = unsafe marks + size
                unsafe marks.initialize(repeating: -1, count: size)
                var currentCount = 0
                var nextCount = 0

                /// Adds `start` and every state reachable from it without reading a scalar to
                /// `list`; `true` when the match state is among them.
                func add(_ start: Int, at position: Int, to list: UnsafeMutablePointer<Int>, _ count: inout Int) -> Bool
                {
                    guard unsafe marks[start] != position else { return false }
                    unsafe marks[start] = position
                    unsafe stack[0] = start
                    var depth = 1
                    while depth > 0 {
                        depth -= 1
                        steps += 1
                        let state = unsafe stack[depth]
                        var follow = -1
                        var alternative = -1
                        switch unsafe program[state] {
                        case .scalar:
                            unsafe list[count] = state
                            count += 1
                        case .split(let first, let second):
                            follow = first
                            alternative = second
                        case .jump(let target):
                            follow = target
                        case .assert(let assertion):
                            if unsafe Self.holds(assertion, in: bytes, at: position) { follow = state + 1 }
                        case .match:
                            return true
                        }
                        if unsafe follow >= 0 && marks[follow] != position {
                            unsafe marks[follow] = position
                            unsafe stack[depth] = follow
                            depth += 1
                        }
                        if unsafe alternative >= 0 && marks[alternative] != position {
                            unsafe marks[alternative] = position
                            unsafe stack[depth] = alternative
                            depth += 1
                        }
                    }
                    return false
                }

                if unsafe add(0, at: 0, to: current, &currentCount) { return true }
                var position = 0
                while position < bytes.count {
                    let (scalar, length) = unsafe Self.decode(bytes, at: position)
                    let after = position + length
                    nextCount = 0
                    for index in 0..<currentCount {
                        steps += 1
                        let state = unsafe current[index]
                        if case .scalar(let set) = unsafe program[state], set.contains(scalar),
                            unsafe add(state + 1, at: after, to: next, &nextCount)
                        {
                            return true
                        }
                    }
                    // The search may start at any position.
                    if unsafe add(0, at: after, to: next, &nextCount) { return true }
                    unsafe swap(&current, &next)
                    currentCount = nextCount
                    position = after
                }
                return false
            }
        }
    }
}

/// One step of a ``PatternAutomaton``'s automaton.
enum PatternInstruction: Sendable {
    /// Reads one scalar of the set, then goes on to the next instruction.
    case scalar(ScalarSet)
    /// Goes on to both instructions.
    case split(Int, Int)
    /// Goes on to the instruction.
    case jump(Int)
    /// Goes on when the assertion holds at the position.
    case assert(PatternAssertion)
    /// The pattern matched.
    case match
}
