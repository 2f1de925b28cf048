import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Prints what was measured where, under `title`: machine, build configuration and timing plan.
public func printHeader(_ title: String, options: HarnessOptions, isQuick: Bool) {
    let info = ProcessInfo.processInfo
    print(title)
    print("machine:       \(machineArchitecture()), \(info.processorCount) cores (\(info.activeProcessorCount) active)")
    print("os:            \(info.operatingSystemVersionString)")
    print("configuration: \(buildConfiguration)")
    print(
        "timing:        \(options.rounds) rounds\(isQuick ? " (--quick)" : ""), each running a batch of "
            + "~\(Int(options.batchNanoseconds / 1e6)) ms per side and case, the sides of a case back to back")
    print("columns:       median ns/op over the rounds; ratio = median of the rounds' left / right ns/op")
}

/// Prints one suite's results as a table: a row per comparison.
public func printTable(suite: BenchmarkSuite, results: [ComparisonResult]) {
    let columns = [
        Column(title: "case", width: max(38, results.map(\.name.count).max() ?? 0), alignsRight: false),
        Column(title: suite.numeratorTitle, width: max(14, suite.numeratorTitle.count)),
        Column(title: suite.denominatorTitle, width: max(19, suite.denominatorTitle.count)),
        Column(title: "ratio", width: 8),
        Column(title: "ratio p25-p75", width: 15),
    ]
    print("\nsuite: \(suite.title)")
    print(row(columns, columns.map(\.title)))
    print(String(repeating: "-", count: columns.map(\.width).reduce(columns.count - 1, +)))
    for result in results {
        let quartiles = result.ratioQuartiles
        print(
            row(
                columns,
                [
                    result.name, decimal(result.numeratorMedian, 1), decimal(result.denominatorMedian, 1),
                    decimal(result.ratio, 2) + "x", decimal(quartiles.lower, 2) + "-" + decimal(quartiles.upper, 2),
                ]))
    }
}

/// A table column.
struct Column {
    var title: String
    var width: Int
    var alignsRight = true
}

private func row(_ columns: [Column], _ cells: [String]) -> String {
    zip(columns, cells).map { column, cell in
        let padding = String(repeating: " ", count: max(0, column.width - cell.count))
        return column.alignsRight ? padding + cell : cell + padding
    }.joined(separator: " ")
}

/// `value` with `digits` decimals.
public func decimal(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
}

/// `debug` or `release`, as the benchmark was built.
var buildConfiguration: String {
    #if DEBUG
        "debug (numbers are meaningless: use -c release)"
    #else
        "release"
    #endif
}

/// The hardware name, as `uname -m` prints it.
func machineArchitecture() -> String {
    var names = utsname()
    guard uname(&names) == 0 else { return "unknown" }
    return withUnsafeBytes(of: &names.machine) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
}
