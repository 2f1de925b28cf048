import Foundation

// Usage: swift run -c release VerdictBenchmarks [--quick]
let arguments = CommandLine.arguments.dropFirst()
guard arguments.allSatisfy({ $0 == "--quick" }) else {
    print("usage: VerdictBenchmarks [--quick]\n  --quick  fewer and shorter rounds, for a smoke run")
    exit(2)
}
let isQuick = arguments.contains("--quick")
let options = isQuick ? HarnessOptions.quick : .full

do {
    printHeader(options: options, isQuick: isQuick)
    var harness = Harness(options: options)
    let suite = SignUpSuite.suite
    let results = try harness.run(suite)
    printTable(suite: suite.name, results: results)

    let problems = try suite.disagreements()
    guard problems.isEmpty else {
        print("\nFAILED: Verdict and the hand-written checks disagree")
        for problem in problems { print("  " + problem) }
        exit(1)
    }
    print("\ncorrectness: Verdict and the hand-written checks agree on \(SignUpAgreement.inputs.count) inputs")
    print("checksum: \(harness.checksum)")
} catch {
    print("error: \(error)")
    exit(1)
}
