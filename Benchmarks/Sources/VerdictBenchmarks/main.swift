import BenchmarkHarness

// Usage: swift run -c release VerdictBenchmarks [--quick] [suite ...]
//        swift run -c release VerdictBenchmarks --profile suite/group/contender [iterations]
let suiteNames = ["sign-up", "incremental", "graph-compile", "assignment", "languages", "route", "patterns", "problem"]

@MainActor
func makeSuite(_ name: String) throws -> BenchmarkSuite {
    switch name {
    case "sign-up": SignUpSuite.suite
    case "graph-compile": GraphCompileSuite.suite()
    case "assignment": AssignmentSuite.suite
    case "languages": try LanguagesSuite.suite()
    case "route": RouteSuite.suite
    case "patterns": PatternsSuite.suite
    case "problem": try ProblemSuite.suite()
    default: try IncrementalSuite.suite()
    }
}

BenchmarkCommand(
    program: "VerdictBenchmarks", title: "Verdict benchmarks", suiteNames: suiteNames, makeSuite: makeSuite,
    summary: { name, results in
        if name == "incremental" { IncrementalSuite.printSummary(results) }
        if name == "graph-compile" { GraphCompileSuite.printSummary(results) }
    }
).run(Array(CommandLine.arguments.dropFirst()))
