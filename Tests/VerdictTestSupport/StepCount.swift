import Testing

/// A hostile value of any size, for the linearity tests: `make(n)` builds it from `n` repetitions
/// of its pattern.
struct HostileShape: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable (Int) -> String

    init(_ name: String, _ make: @escaping @Sendable (Int) -> String) {
        self.name = name
        self.make = make
    }

    var testDescription: String { name }
}

/// Linearity shown by counting work, never by timing (a wall-clock limit fails on a loaded
/// machine, and a super-linear scan would hang the suite instead of failing it).
enum StepCount {
    /// Expects that doubling the repetitions of `shape` does not raise the work per byte of the
    /// value by more than 10% (numbered keys grow by a digit), plus `slack`: for each `n` of
    /// `sizes`, with `b` the value's bytes and `s` the steps, `s(2n) ≤ 1.1 × s(n) × b(2n) / b(n) +
    /// slack`. A quadratic scan doubles the work per byte, and fails at the first sizes whose work
    /// exceeds the slack.
    static func expectLinear(
        _ shape: HostileShape, _ context: String = "", sizes: [Int] = [16, 64, 256, 2_048], slack: Int = 64,
        sourceLocation: SourceLocation = #_sourceLocation, steps: (String) -> Int
    ) {
        for n in sizes {
            let single = shape.make(n)
            let double = shape.make(2 * n)
            let singleSteps = steps(single)
            let doubleSteps = steps(double)
            let allowed = 1.1 * Double(singleSteps) * Double(double.utf8.count) / Double(max(1, single.utf8.count))
            #expect(
                Double(doubleSteps) <= allowed + Double(slack),
                """
                \(shape.name)\(context): \(singleSteps) steps for \(single.utf8.count) bytes, \
                \(doubleSteps) for \(double.utf8.count)
                """,
                sourceLocation: sourceLocation)
        }
    }
}
