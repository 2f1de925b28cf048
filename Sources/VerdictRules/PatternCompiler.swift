import VerdictVocabulary

/// Turns a ``PatternNode`` into the instructions of ``PatternAutomaton``'s automaton
/// (Thompson's construction). Counted repetitions are written out, so their size is bounded:
/// a pattern whose program would pass ``PatternAutomaton/maximumInstructions`` (its
/// ``size(of:)``) is refused before anything is emitted, and the compiler also stops adding once
/// the program passes it.
///
/// ```swift
/// var compiler = PatternCompiler()
/// compiler.emit(.repetition(.set(ScalarSet(single: 0x61)), minimum: 0, maximum: nil))
/// compiler.program // [.split(1, 3), .scalar(…), .jump(0)]
/// ```
struct PatternCompiler {
    /// The instructions so far.
    var program: [PatternInstruction] = []

    /// Whether the program has grown past the limit (it is then thrown away).
    var isOversized: Bool { program.count > PatternAutomaton.maximumInstructions }

    /// How many instructions ``emit(_:)`` appends for `node`, counted without emitting them,
    /// saturated at ``sizeCeiling``: what ``Match``'s diagnostic names for a pattern past
    /// ``PatternAutomaton/maximumInstructions``. Recurses only as deep as the groups nest, which
    /// the parser bounds (``PatternParser/maximumDepth``).
    static func size(of node: PatternNode) -> Int {
        func add(_ a: Int, _ b: Int) -> Int { min(a + b, sizeCeiling) }
        func times(_ count: Int, _ size: Int) -> Int {
            count == 0 || size == 0 ? 0 : (size > sizeCeiling / count ? sizeCeiling : count * size)
        }
        switch node {
        case .set, .assertion:
            return 1
        case .sequence(let items):
            return items.reduce(0) { add($0, size(of: $1)) }
        case .choice(let alternatives):
            let bodies = alternatives.reduce(0) { add($0, size(of: $1)) }
            return add(bodies, times(2, max(0, alternatives.count - 1)))
        case .repetition(let inner, let minimum, let maximum):
            let body = size(of: inner)
            let required = times(minimum, body)
            guard let maximum else { return add(required, add(body, 2)) }
            return add(required, times(maximum - minimum, add(body, 1)))
        }
    }

    /// Where ``size(of:)`` saturates: far above any limit, far below overflow.
    static let sizeCeiling = 1 << 40

    /// Appends the instructions of `node`.
    mutating func emit(_ node: PatternNode) {
        guard !isOversized else { return }
        switch node {
        case .set(let set):
            program.append(.scalar(set))
        case .assertion(let assertion):
            program.append(.assert(assertion))
        case .sequence(let items):
            for item in items { emit(item) }
        case .choice(let alternatives):
            emitChoice(alternatives)
        case .repetition(let inner, let minimum, let maximum):
            emitRepetition(inner, minimum: minimum, maximum: maximum)
        }
    }

    /// `split next, rest; next: first; jump end; rest: …`, the last alternative without a split.
    private mutating func emitChoice(_ alternatives: [PatternNode]) {
        var jumps: [Int] = []
        for alternative in alternatives.dropLast() {
            let split = program.count
            program.append(.split(0, 0))
            emit(alternative)
            jumps.append(program.count)
            program.append(.jump(0))
            program[split] = .split(split + 1, program.count)
        }
        if let last = alternatives.last { emit(last) }
        for jump in jumps { program[jump] = .jump(program.count) }
    }

    /// `minimum` copies, then either a loop (`split body, end; body; jump split`) or
    /// `maximum - minimum` optional copies that all skip to the end. A body that matches the
    /// empty string is safe: the simulation adds a state once a position, so an empty turn of
    /// the loop ends there.
    private mutating func emitRepetition(_ inner: PatternNode, minimum: Int, maximum: Int?) {
        for _ in 0..<minimum where !isOversized { emit(inner) }
        guard let maximum else {
            let loop = program.count
            program.append(.split(0, 0))
            emit(inner)
            program.append(.jump(loop))
            program[loop] = .split(loop + 1, program.count)
            return
        }
        var splits: [Int] = []
        for _ in minimum..<maximum where !isOversized {
            splits.append(program.count)
            program.append(.split(0, 0))
            emit(inner)
        }
        for split in splits { program[split] = .split(split + 1, program.count) }
    }
}
