import BenchmarkHarness

// Usage: swift run -c release --scratch-path /tmp/verdict-vapor VaporComparison [--quick]
//        swift run -c release --scratch-path /tmp/verdict-vapor VaporComparison --profile sign-up/group/contender
BenchmarkCommand(
    program: "VaporComparison", title: "Verdict against Vapor", suiteNames: VaporSuite.suiteNames,
    makeSuite: { VaporSuite.suite($0) },
    summary: { name, results in VaporSuite.printGoal(VaporSuite.suite(name).comparisonResults(results)) }
).run(Array(CommandLine.arguments.dropFirst()))
