/// Runs an operation `iterations` times and returns a checksum of what it computed, so that the
/// optimizer cannot drop the work.
public typealias Timed = (_ iterations: Int) throws -> Int

/// One way of doing an operation; `id` names it for `--profile`.
public struct Contender {
    /// What `--profile` calls it.
    public var id: String
    /// The timed operation.
    public var body: Timed

    /// A contender named `id` that runs `body`.
    public init(id: String, body: @escaping Timed) {
        self.id = id
        self.body = body
    }
}

/// Contenders timed together: in every round each runs one batch, back to back with the others,
/// so that they all see the same machine state. `id` names the group for `--profile`.
public struct BenchmarkGroup {
    /// What `--profile` calls it.
    public var id: String
    /// Its contenders, timed back to back in every round.
    public var contenders: [Contender]

    /// A group named `id` of `contenders`.
    public init(id: String, contenders: [Contender]) {
        self.id = id
        self.contenders = contenders
    }
}

/// A row of a suite's table: how many times the time of contender `denominator` contender
/// `numerator` takes, both of group `group`.
public struct Comparison {
    /// The row's name.
    public var name: String
    /// The index of the group in the suite.
    public var group: Int
    /// The index, in the group, of the contender whose time is divided.
    public var numerator: Int
    /// The index, in the group, of the contender it is divided by.
    public var denominator: Int

    /// A row named `name`: contender `numerator` of group `group` over contender `denominator`.
    public init(name: String, group: Int, numerator: Int, denominator: Int) {
        self.name = name
        self.group = group
        self.numerator = numerator
        self.denominator = denominator
    }
}

/// What the check after timing found: every problem (none when all is well), and the line to
/// print when all is well (`passed`) or above the problems (`failed`).
public struct Verification {
    /// Every disagreement found, one line each.
    public var problems: [String]
    /// The line printed when there is none.
    public var passed: String
    /// The line printed above the problems.
    public var failed: String

    /// What a check found: `problems`, and the line printed when there are none or above them.
    public init(problems: [String], passed: String, failed: String) {
        self.problems = problems
        self.passed = passed
        self.failed = failed
    }
}

/// A named set of groups, the comparisons its table shows, and the correctness check that runs
/// after they are timed.
public struct BenchmarkSuite {
    /// What `VerdictBenchmarks <name>` selects.
    public var name: String
    /// The table's heading.
    public var title: String
    /// Column title: the numerator's ns/op.
    public var numeratorTitle: String
    /// Column title: the denominator's ns/op.
    public var denominatorTitle: String
    /// What is timed.
    public var groups: [BenchmarkGroup]
    /// The table's rows.
    public var comparisons: [Comparison]
    /// The check that runs after timing.
    public var verify: () throws -> Verification

    /// A suite of `groups`, shown as the rows `comparisons`, checked by `verify` after timing.
    public init(
        name: String, title: String, numeratorTitle: String, denominatorTitle: String, groups: [BenchmarkGroup],
        comparisons: [Comparison], verify: @escaping () throws -> Verification
    ) {
        self.name = name
        self.title = title
        self.numeratorTitle = numeratorTitle
        self.denominatorTitle = denominatorTitle
        self.groups = groups
        self.comparisons = comparisons
        self.verify = verify
    }
}

/// One operation measured two ways: without Verdict (the baseline: by hand, or with another
/// library) and with Verdict.
public struct BenchmarkCase {
    /// The row's name.
    public var name: String
    /// Names the case for `--profile`.
    public var id: String
    /// The operation without Verdict.
    public var baseline: Timed
    /// The operation with Verdict.
    public var verdict: Timed

    /// The case `name` (`id` for `--profile`): `baseline` against `verdict`.
    public init(name: String, id: String, baseline: @escaping Timed, verdict: @escaping Timed) {
        self.name = name
        self.id = id
        self.baseline = baseline
        self.verdict = verdict
    }
}

extension BenchmarkSuite {
    /// A suite of Verdict against cases written another way: one group per case, the baseline
    /// first (its contender id is `baseline` in lower case), and one row per case with the ratio
    /// Verdict / baseline or, when `baselineOverVerdict`, baseline / Verdict (how many times
    /// faster Verdict is).
    public init(
        name: String, title: String, cases: [BenchmarkCase], baseline: String = "hand-written",
        baselineOverVerdict: Bool = false, verify: @escaping () throws -> Verification
    ) {
        let baselineTitle = "\(baseline) ns/op"
        self.init(
            name: name, title: title, numeratorTitle: baselineOverVerdict ? baselineTitle : "Verdict ns/op",
            denominatorTitle: baselineOverVerdict ? "Verdict ns/op" : baselineTitle,
            groups: cases.map { benchmarkCase in
                BenchmarkGroup(
                    id: benchmarkCase.id,
                    contenders: [
                        Contender(id: baseline.lowercased(), body: benchmarkCase.baseline),
                        Contender(id: "verdict", body: benchmarkCase.verdict),
                    ])
            },
            comparisons: cases.indices.map { index in
                Comparison(
                    name: cases[index].name, group: index, numerator: baselineOverVerdict ? 0 : 1,
                    denominator: baselineOverVerdict ? 1 : 0)
            },
            verify: verify)
    }
}

/// A timed operation that runs `body` once per iteration and adds up what it returns.
@inlinable
public func eachIteration(_ body: @escaping () throws -> Int) -> Timed {
    { iterations in
        var checksum = 0
        for _ in 0..<iterations { checksum &+= try body() }
        return checksum
    }
}

/// How long to measure: `rounds` batches per contender, each about `batchNanoseconds` long.
public struct HarnessOptions: Sendable {
    /// How many recorded rounds.
    public var rounds: Int
    /// How long a batch should take.
    public var batchNanoseconds: Double

    /// 30 rounds of ~20 ms batches: the figures to record.
    public static let full = HarnessOptions(rounds: 30, batchNanoseconds: 20_000_000)
    /// 5 rounds of ~5 ms batches: a smoke run.
    public static let quick = HarnessOptions(rounds: 5, batchNanoseconds: 5_000_000)
}

/// The per-round timings (ns/op) of each contender of a group.
public struct GroupResult {
    /// For each contender, its ns/op in each round.
    public var nanoseconds: [[Double]]
}

/// One comparison's timings.
public struct ComparisonResult {
    /// The row's name.
    public var name: String
    /// The ns/op of the numerator, round by round.
    public var numeratorNanoseconds: [Double]
    /// The ns/op of the denominator, round by round.
    public var denominatorNanoseconds: [Double]

    /// The median ns/op of the numerator.
    public var numeratorMedian: Double { median(numeratorNanoseconds) }
    /// The median ns/op of the denominator.
    public var denominatorMedian: Double { median(denominatorNanoseconds) }

    /// The numerator's time over the denominator's, per round: the batches of a round run back to
    /// back, so each ratio compares them on the same machine state. Sorted.
    public var roundRatios: [Double] {
        zip(numeratorNanoseconds, denominatorNanoseconds).map { $0 / $1 }.sorted()
    }

    /// The median of the round ratios.
    public var ratio: Double { quantile(roundRatios, 0.5) }

    /// The quartiles of the round ratios: how much the ratio moved while the machine was busy.
    public var ratioQuartiles: (lower: Double, upper: Double) {
        let ratios = roundRatios
        return (quantile(ratios, 0.25), quantile(ratios, 0.75))
    }
}

extension BenchmarkSuite {
    /// The suite's comparisons, from the timings of its groups.
    public func comparisonResults(_ results: [GroupResult]) -> [ComparisonResult] {
        comparisons.map { comparison in
            let timings = results[comparison.group].nanoseconds
            return ComparisonResult(
                name: comparison.name, numeratorNanoseconds: timings[comparison.numerator],
                denominatorNanoseconds: timings[comparison.denominator])
        }
    }
}

/// Times the groups of a suite, interleaved: in every round each group runs one batch of each of
/// its contenders, back to back, starting with a different contender from round to round (with
/// two contenders, they alternate), so that all of them see the same machine.
public struct Harness {
    /// How long to measure.
    public let options: HarnessOptions
    /// Everything the timed operations computed, folded together; print it to keep the work.
    public private(set) var checksum = 0

    /// A harness that measures as `options` say.
    public init(options: HarnessOptions) {
        self.options = options
    }

    /// Times every contender of every group of `suite`, `options.rounds` times each.
    public mutating func run(_ suite: BenchmarkSuite) throws -> [GroupResult] {
        var batches: [[Int]] = []
        for group in suite.groups {
            var sizes: [Int] = []
            for contender in group.contenders { sizes.append(try batchSize(contender.body)) }
            batches.append(sizes)
        }
        var results = suite.groups.map {
            GroupResult(nanoseconds: Array(repeating: [], count: $0.contenders.count))
        }
        // Round -1 is not recorded: it lets the machine settle (caches, clock speed) first.
        for round in -1..<options.rounds {
            for (index, group) in suite.groups.enumerated() {
                let count = group.contenders.count
                let first = ((round % count) + count) % count
                var times = Array(repeating: 0.0, count: count)
                for offset in 0..<count {
                    let contender = (first + offset) % count
                    times[contender] = try time(group.contenders[contender].body, batches[index][contender])
                }
                if round >= 0 {
                    for contender in 0..<count { results[index].nanoseconds[contender].append(times[contender]) }
                }
            }
        }
        return results
    }

    /// The number of iterations that takes about one batch. A first, untimed run does the
    /// one-time work (Verdict compiles a scenario's rules on first use); the doubling warms up.
    private mutating func batchSize(_ body: Timed) throws -> Int {
        checksum &+= try body(1)
        var iterations = 1
        while true {
            let perIteration = try time(body, iterations)
            if perIteration * Double(iterations) >= options.batchNanoseconds / 8 || iterations >= 1 << 30 {
                return max(1, Int(options.batchNanoseconds / perIteration))
            }
            iterations *= 2
        }
    }

    /// Runs one batch; returns its nanoseconds per iteration.
    private mutating func time(_ body: Timed, _ iterations: Int) throws -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body(iterations)
        let elapsed = start.duration(to: clock.now)
        checksum &+= result
        let (seconds, attoseconds) = elapsed.components
        return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(iterations)
    }
}

/// Returns `value` through a call the optimizer does not see into, so a benchmark input is
/// never a constant that it could fold, or hoist out of a timing loop.
@inlinable @inline(never)
public func opaque<T>(_ value: T) -> T {
    value
}

/// The median of `values`.
public func median(_ values: [Double]) -> Double {
    quantile(values.sorted(), 0.5)
}

/// The `q`-quantile of sorted `values`, interpolated between neighbours.
public func quantile(_ sorted: [Double], _ q: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let position = q * Double(sorted.count - 1)
    let below = Int(position.rounded(.down))
    let above = min(below + 1, sorted.count - 1)
    return sorted[below] + (sorted[above] - sorted[below]) * (position - Double(below))
}
