/// One operation measured two ways: written by hand (the baseline) and with Verdict.
///
/// Each side runs the operation `iterations` times and returns a checksum of what it computed,
/// so the optimizer cannot drop the work.
struct BenchmarkCase {
    var name: String
    var baseline: (_ iterations: Int) throws -> Int
    var verdict: (_ iterations: Int) throws -> Int
}

/// A named group of cases, and the correctness check that runs after they are timed.
struct BenchmarkSuite {
    var name: String
    var cases: [BenchmarkCase]
    /// Describes every disagreement between Verdict and the baseline; empty when they agree.
    var disagreements: () throws -> [String]
}

/// How long to measure: `rounds` batches per side and case, each about `batchNanoseconds` long.
struct HarnessOptions {
    var rounds: Int
    var batchNanoseconds: Double

    static let full = HarnessOptions(rounds: 30, batchNanoseconds: 20_000_000)
    static let quick = HarnessOptions(rounds: 5, batchNanoseconds: 5_000_000)
}

/// The per-round timings of one case.
struct CaseResult {
    var name: String
    var baselineNanoseconds: [Double] = []
    var verdictNanoseconds: [Double] = []

    var baselineMedian: Double { median(baselineNanoseconds) }
    var verdictMedian: Double { median(verdictNanoseconds) }

    /// Verdict's time over the baseline's, per round: the two batches of a round run back to
    /// back, so each ratio compares them on the same machine state. Sorted.
    var roundRatios: [Double] {
        zip(verdictNanoseconds, baselineNanoseconds).map { $0 / $1 }.sorted()
    }

    /// How many times the baseline's time Verdict takes: the median of the round ratios.
    var ratio: Double { quantile(roundRatios, 0.5) }

    /// The quartiles of the round ratios: how much the ratio moved while the machine was busy.
    var ratioQuartiles: (lower: Double, upper: Double) {
        let ratios = roundRatios
        return (quantile(ratios, 0.25), quantile(ratios, 0.75))
    }
}

/// Times the cases of a suite, interleaved: in every round each case runs one batch of the
/// baseline and one of Verdict, in alternating order, so that both sides see the same machine.
struct Harness {
    let options: HarnessOptions
    /// Everything the timed operations computed, folded together; print it to keep the work.
    private(set) var checksum = 0

    init(options: HarnessOptions) {
        self.options = options
    }

    mutating func run(_ suite: BenchmarkSuite) throws -> [CaseResult] {
        var batches: [(baseline: Int, verdict: Int)] = []
        for benchmarkCase in suite.cases {
            batches.append((try batchSize(benchmarkCase.baseline), try batchSize(benchmarkCase.verdict)))
        }
        var results = suite.cases.map { CaseResult(name: $0.name) }
        // Round -1 is not recorded: it lets the machine settle (caches, clock speed) first.
        for round in -1..<options.rounds {
            for (index, benchmarkCase) in suite.cases.enumerated() {
                let size = batches[index]
                let baseline: Double
                let verdict: Double
                if round.isMultiple(of: 2) {
                    baseline = try time(benchmarkCase.baseline, size.baseline)
                    verdict = try time(benchmarkCase.verdict, size.verdict)
                } else {
                    verdict = try time(benchmarkCase.verdict, size.verdict)
                    baseline = try time(benchmarkCase.baseline, size.baseline)
                }
                if round >= 0 {
                    results[index].baselineNanoseconds.append(baseline)
                    results[index].verdictNanoseconds.append(verdict)
                }
            }
        }
        return results
    }

    /// The number of iterations that takes about one batch. A first, untimed run does the
    /// one-time work (Verdict compiles a scenario's rules on first use); the doubling warms up.
    private mutating func batchSize(_ body: (Int) throws -> Int) throws -> Int {
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
    private mutating func time(_ body: (Int) throws -> Int, _ iterations: Int) throws -> Double {
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
