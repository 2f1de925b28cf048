import Foundation

/// A benchmark program's command line, shared by the benchmark packages:
///
///     PROGRAM [--quick] [suite ...]
///     PROGRAM --profile suite/group/contender [iterations]
///
/// It times the selected suites (all by default, in the order of `suiteNames`), prints a table per
/// suite, runs each suite's check after timing, and exits with status 1 if any check failed.
@MainActor
public struct BenchmarkCommand {
    /// The executable's name, for the usage text.
    public var program: String
    /// The first line of the report.
    public var title: String
    /// The suites, in the order a run without arguments times them.
    public var suiteNames: [String]
    /// Builds the suite of a name of `suiteNames`.
    public var makeSuite: @MainActor (String) throws -> BenchmarkSuite
    /// Prints what a suite shows below its table, given its name and timings.
    public var summary: @MainActor (String, [GroupResult]) -> Void

    /// A command named `program` over the suites `suiteNames`, made by `makeSuite`.
    public init(
        program: String, title: String, suiteNames: [String],
        makeSuite: @escaping @MainActor (String) throws -> BenchmarkSuite,
        summary: @escaping @MainActor (String, [GroupResult]) -> Void = { _, _ in }
    ) {
        self.program = program
        self.title = title
        self.suiteNames = suiteNames
        self.makeSuite = makeSuite
        self.summary = summary
    }

    /// Runs the command on `arguments` (without the program's name), then exits.
    public func run(_ arguments: [String]) -> Never {
        do {
            if arguments.first == "--profile" {
                guard (2...3).contains(arguments.count) else { usage() }
                let iterations = arguments.count == 3 ? Int(arguments[2]) : 10_000
                guard let iterations, iterations > 0 else { usage() }
                try profile(arguments[1], iterations: iterations)
                exit(0)
            }
            let requested = arguments.filter { $0 != "--quick" }
            guard requested.allSatisfy(suiteNames.contains) else { usage() }
            let isQuick = arguments.contains("--quick")
            let options = isQuick ? HarnessOptions.quick : .full
            let selected = requested.isEmpty ? suiteNames : suiteNames.filter(requested.contains)
            exit(try measure(selected, options: options, isQuick: isQuick) ? 0 : 1)
        } catch {
            print("error: \(error)")
            exit(1)
        }
    }

    /// Times, prints and checks the suites `names`; returns whether every check passed.
    private func measure(_ names: [String], options: HarnessOptions, isQuick: Bool) throws -> Bool {
        printHeader(title, options: options, isQuick: isQuick)
        var harness = Harness(options: options)
        var passed = true
        for name in names {
            let suite = try makeSuite(name)
            let results = try harness.run(suite)
            printTable(suite: suite, results: suite.comparisonResults(results))
            summary(name, results)

            let verification = try suite.verify()
            if verification.problems.isEmpty {
                print("correctness:   \(verification.passed)")
            } else {
                print("\nFAILED: \(verification.failed)")
                for problem in verification.problems { print("  " + problem) }
                passed = false
            }
        }
        print("\nchecksum: \(harness.checksum)")
        return passed
    }

    private func usage() -> Never {
        print(
            """
            usage: \(program) [--quick] [suite ...]
                   \(program) --profile suite/group/contender [iterations]
              suite      \(suiteNames.joined(separator: ", ")) (default: all, in this order)
              --quick    fewer and shorter rounds, for a smoke run
              --profile  runs one contender once, then `iterations` times (default 10,000), untimed:
                         for a profiler such as valgrind --tool=callgrind
            """)
        for name in suiteNames {
            guard let suite = try? makeSuite(name) else { continue }
            for group in suite.groups {
                print("             \(name)/\(group.id)/" + group.contenders.map(\.id).joined(separator: "|"))
            }
        }
        exit(2)
    }

    /// Runs one contender for a profiler: once (one-time work), then `iterations` times.
    private func profile(_ target: String, iterations: Int) throws {
        let parts = target.split(separator: "/").map(String.init)
        guard parts.count == 3, suiteNames.contains(parts[0]) else { usage() }
        let suite = try makeSuite(parts[0])
        guard let group = suite.groups.first(where: { $0.id == parts[1] }),
            let contender = group.contenders.first(where: { $0.id == parts[2] })
        else { usage() }
        var checksum = try contender.body(1)
        checksum &+= try runProfiled(contender.body, iterations)
        print("profiled \(target): 1 + \(iterations) iterations, checksum \(checksum)")
    }
}

/// The profiled batch, in a function of its own so that a profiler can collect only inside it
/// (callgrind: `--toggle-collect='*runProfiled*'`).
@inline(never)
func runProfiled(_ body: Timed, _ iterations: Int) throws -> Int {
    try body(iterations)
}
