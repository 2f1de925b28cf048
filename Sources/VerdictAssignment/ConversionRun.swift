import VerdictEngine

/// The state of one conversion pass: the options, where it is, and the failures so far (every
/// one, not only the first).
struct ConversionRun {
    let options: AssignmentOptions
    /// The path below the attribute being converted (array indexes, nested keys).
    var trail: [AttributePath.Component] = []
    var failures: [(trail: [AttributePath.Component], error: InputConversionError)] = []

    init(options: AssignmentOptions) { self.options = options }

    mutating func fail(_ error: InputConversionError) {
        failures.append((trail, error))
    }
}
