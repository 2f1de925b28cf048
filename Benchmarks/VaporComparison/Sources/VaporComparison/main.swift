import BenchmarkHarness

// Usage: swift run -c release --scratch-path /tmp/verdict-vapor VaporComparison [--quick]
//        swift run -c release --scratch-path /tmp/verdict-vapor VaporComparison --profile sign-up/group/contender
BenchmarkCommand(
    program: "VaporComparison", title: "Verdict against Vapor", suiteNames: ["sign-up"],
    makeSuite: { _ in VaporSuite.suite },
    summary: { _, results in VaporSuite.printGoal(VaporSuite.suite.comparisonResults(results)) }
).run(Array(CommandLine.arguments.dropFirst()))
