import Foundation

// Usage: swift run -c release VerdictBenchmarks [--quick] [suite ...]
//        swift run -c release VerdictBenchmarks --profile suite/group/contender [iterations]
let suiteNames = ["sign-up", "incremental", "graph-compile", "assignment"]

@MainActor
func makeSuite(_ name: String) throws -> BenchmarkSuite {
    switch name {
    case "sign-up": SignUpSuite.suite
    case "graph-compile": GraphCompileSuite.suite()
    case "assignment": AssignmentSuite.suite
    default: try IncrementalSuite.suite()
    }
}

@MainActor
func usage() -> Never {
    print(
        """
        usage: VerdictBenchmarks [--quick] [suite ...]
               VerdictBenchmarks --profile suite/group/contender [iterations]
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
@MainActor
func profile(_ target: String, iterations: Int) throws {
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

/// The profiled batch, in a function of its own so that a profiler can collect only inside it
/// (callgrind: `--toggle-collect='*runProfiled*'`).
@inline(never)
func runProfiled(_ body: Timed, _ iterations: Int) throws -> Int {
    try body(iterations)
}

let arguments = Array(CommandLine.arguments.dropFirst())
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

    printHeader(options: options, isQuick: isQuick)
    var harness = Harness(options: options)
    var failed = false
    for name in selected {
        let suite = try makeSuite(name)
        let results = try harness.run(suite)
        printTable(suite: suite, results: suite.comparisonResults(results))
        if name == "incremental" { IncrementalSuite.printSummary(results) }
        if name == "graph-compile" { GraphCompileSuite.printSummary(results) }

        let verification = try suite.verify()
        if verification.problems.isEmpty {
            print("correctness:   \(verification.passed)")
        } else {
            print("\nFAILED: \(verification.failed)")
            for problem in verification.problems { print("  " + problem) }
            failed = true
        }
    }
    print("\nchecksum: \(harness.checksum)")
    if failed { exit(1) }
} catch {
    print("error: \(error)")
    exit(1)
}
