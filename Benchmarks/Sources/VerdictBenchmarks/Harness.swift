/// Runs an operation `iterations` times and returns a checksum of what it computed, so that the
/// optimizer cannot drop the work.
typealias Timed = (_ iterations: Int) throws -> Int

/// One way of doing an operation; `id` names it for `--profile`.
struct Contender {
    var id: String
    var body: Timed
}

/// Contenders timed together: in every round each runs one batch, back to back with the others,
/// so that they all see the same machine state. `id` names the group for `--profile`.
struct BenchmarkGroup {
    var id: String
    var contenders: [Contender]
}

/// A row of a suite's table: how many times the time of contender `denominator` contender
/// `numerator` takes, both of group `group`.
struct Comparison {
    var name: String
    var group: Int
    var numerator: Int
    var denominator: Int
}

/// What the check after timing found: every problem (none when all is well), and the line to
/// print when all is well (`passed`) or above the problems (`failed`).
struct Verification {
    var problems: [String]
    var passed: String
    var failed: String
}

/// A named set of groups, the comparisons its table shows, and the correctness check that runs
/// after they are timed.
struct BenchmarkSuite {
    /// What `VerdictBenchmarks <name>` selects.
    var name: String
    /// The table's heading.
    var title: String
    /// Column titles: the numerator's and the denominator's ns/op.
    var numeratorTitle: String
    var denominatorTitle: String
    var groups: [BenchmarkGroup]
    var comparisons: [Comparison]
    var verify: () throws -> Verification
}

/// One operation measured two ways: written by hand (the baseline) and with Verdict.
struct BenchmarkCase {
    var name: String
    /// Names the case for `--profile`.
    var id: String
    var baseline: Timed
    var verdict: Timed
}

extension BenchmarkSuite {
    /// A suite of Verdict against hand-written cases: one group per case, hand-written first, and
    /// one row per case with the ratio Verdict / hand-written.
    init(name: String, title: String, cases: [BenchmarkCase], verify: @escaping () throws -> Verification) {
        self.init(
            name: name, title: title, numeratorTitle: "Verdict ns/op", denominatorTitle: "hand-written ns/op",
            groups: cases.map { benchmarkCase in
                BenchmarkGroup(
                    id: benchmarkCase.id,
                    contenders: [
                        Contender(id: "hand-written", body: benchmarkCase.baseline),
                        Contender(id: "verdict", body: benchmarkCase.verdict),
                    ])
            },
            comparisons: cases.indices.map { index in
                Comparison(name: cases[index].name, group: index, numerator: 1, denominator: 0)
            },
            verify: verify)
    }
}

/// How long to measure: `rounds` batches per contender, each about `batchNanoseconds` long.
struct HarnessOptions {
    var rounds: Int
    var batchNanoseconds: Double

    static let full = HarnessOptions(rounds: 30, batchNanoseconds: 20_000_000)
    static let quick = HarnessOptions(rounds: 5, batchNanoseconds: 5_000_000)
}

/// The per-round timings (ns/op) of each contender of a group.
struct GroupResult {
    var nanoseconds: [[Double]]
}

/// One comparison's timings.
struct ComparisonResult {
    var name: String
    var numeratorNanoseconds: [Double]
    var denominatorNanoseconds: [Double]

    var numeratorMedian: Double { median(numeratorNanoseconds) }
    var denominatorMedian: Double { median(denominatorNanoseconds) }

    /// The numerator's time over the denominator's, per round: the batches of a round run back to
    /// back, so each ratio compares them on the same machine state. Sorted.
    var roundRatios: [Double] {
        zip(numeratorNanoseconds, denominatorNanoseconds).map { $0 / $1 }.sorted()
    }

    /// The median of the round ratios.
    var ratio: Double { quantile(roundRatios, 0.5) }

    /// The quartiles of the round ratios: how much the ratio moved while the machine was busy.
    var ratioQuartiles: (lower: Double, upper: Double) {
        let ratios = roundRatios
        return (quantile(ratios, 0.25), quantile(ratios, 0.75))
    }
}

extension BenchmarkSuite {
    /// The suite's comparisons, from the timings of its groups.
    func comparisonResults(_ results: [GroupResult]) -> [ComparisonResult] {
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
struct Harness {
    let options: HarnessOptions
    /// Everything the timed operations computed, folded together; print it to keep the work.
    private(set) var checksum = 0

    init(options: HarnessOptions) {
        self.options = options
    }

    mutating func run(_ suite: BenchmarkSuite) throws -> [GroupResult] {
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
@inline(never)
func opaque<T>(_ value: T) -> T {
    value
}

func median(_ values: [Double]) -> Double {
    quantile(values.sorted(), 0.5)
}

/// The `q`-quantile of sorted `values`, interpolated between neighbours.
func quantile(_ sorted: [Double], _ q: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let position = q * Double(sorted.count - 1)
    let below = Int(position.rounded(.down))
    let above = min(below + 1, sorted.count - 1)
    return sorted[below] + (sorted[above] - sorted[below]) * (position - Double(below))
}
