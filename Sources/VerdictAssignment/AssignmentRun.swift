import VerdictEngine

/// The state of one assignment pass over the input: whether it writes, where it is, and what it
/// found (errors and ignored keys, in input order).
package struct AssignmentRun {
    var conversion: ConversionRun
    /// A checking pass converts and reports but writes nothing.
    let writes: Bool
    let scenario: ScenarioName
    /// At most ``AssignmentOptions/maximumErrors``; those past it are counted in ``omitted``.
    var errors: [ValidationError] = []
    /// The errors found past ``AssignmentOptions/maximumErrors``, not kept.
    var omitted = 0
    var ignored: [IgnoredKey] = []
    /// The path of the model being assigned, as sent (keys and indexes).
    var prefix: [AttributePath.Component] = []
    /// The key path from the root model to the model being assigned; `nil` at the root.
    var keyPathPrefix: AnyKeyPath?
    /// How many nested models deep the run is (dotted names do not count).
    var nesting = 0

    /// The deepest nested model assigned; input that reaches deeper fails (``ErrorCode/inputTooDeep``).
    /// Assigning and then validating nested models recurses, a few KiB of stack per model in debug
    /// builds: 32 keeps both within a 256 KiB stack (about 60 fit), whatever the input's depth limit.
    package static let maximumNesting = 32
    /// Whether the run lists the root model's attributes it assigns (for the state machine).
    var recordsEdits = false
    /// The root model's attributes assigned, when ``recordsEdits``.
    var edited: [AssignedAttribute] = []

    init(options: AssignmentOptions, writes: Bool, scenario: ScenarioName) {
        conversion = ConversionRun(options: options)
        self.writes = writes
        self.scenario = scenario
    }

    var options: AssignmentOptions { conversion.options }

    /// The key path from the root to `keyPath` of the model being assigned.
    func rooted(_ keyPath: AnyKeyPath) -> AnyKeyPath? {
        guard let keyPathPrefix else { return keyPath }
        return keyPathPrefix.appending(path: keyPath)
    }

    /// Turns the conversion failures recorded since `start` into errors at the attribute.
    mutating func reportFailures(
        since start: Int, path: [AttributePath.Component], keyPath: AnyKeyPath, label: String, isSensitive: Bool = false
    ) {
        guard conversion.failures.count > start else { return }
        let rootedKeyPath = rooted(keyPath)
        for (trail, error) in conversion.failures[start...] {
            if isFull {
                omitted += 1
                continue
            }
            errors.append(
                ValidationError(
                    path: AttributePath(prefix + path + trail), keyPath: rootedKeyPath, failure: error.failure,
                    label: label, scenario: scenario, isSensitive: isSensitive))
        }
        conversion.failures.removeSubrange(start...)
    }

    /// Reports `error` at `path` below the model being assigned.
    mutating func fail(
        _ error: InputConversionError, at path: [AttributePath.Component], keyPath: AnyKeyPath?, label: String
    ) {
        if isFull {
            omitted += 1
            return
        }
        errors.append(
            ValidationError(
                path: AttributePath(prefix + path), keyPath: keyPath.flatMap(rooted), failure: error.failure,
                label: label, scenario: scenario))
    }

    /// A key that is not written, `below` the model being assigned: listed, or in strict mode an
    /// error. Its label is derived without the process-wide label cache: keys come from clients,
    /// and must not grow it.
    mutating func ignore(_ key: String, _ reason: IgnoredKey.Reason, below trail: [AttributePath.Component] = []) {
        guard options.isStrict else {
            ignored.append(IgnoredKey(path: AttributePath(prefix + trail + [.property(key)]), reason: reason))
            return
        }
        if isFull {
            omitted += 1
            return
        }
        let path = AttributePath(prefix + trail + [.property(key)])
        let failure =
            reason == .unknown
            ? RuleFailure(code: .inputUnknownKey, template: Self.unknownTemplate, parameters: ["key": .string(key)])
            : RuleFailure(
                code: .inputNotAssignable, template: Self.notAssignableTemplate,
                parameters: ["key": .string(key), "reason": .string(reason.rawValue)])
        errors.append(
            ValidationError(
                path: path, keyPath: nil, failure: failure, label: Label.derived(from: key), scenario: scenario))
    }

    /// How many errors past ``AssignmentOptions/maximumErrors`` the rules find and count before
    /// those that only check stop (filters still run): the count of the errors left out is
    /// exact up to this many, and a lower bound beyond.
    package static let countedPastLimit = 1_000

    /// The limit of the rules' run (``Evaluator/validate(_:limit:)``) after this run's errors:
    /// the rules find errors until the report holds ``AssignmentOptions/maximumErrors`` plus
    /// ``countedPastLimit``, so that a body of many failing values costs rule work bounded by the
    /// limit, not by its size.
    var ruleLimit: Int {
        let room = options.maximumErrors - errors.count
        // Saturated: `maximumErrors` may be `Int.max`, the limit lifted.
        return room > Int.max - Self.countedPastLimit ? Int.max : max(1, room + Self.countedPastLimit)
    }

    /// Whether the run has ``AssignmentOptions/maximumErrors`` errors already: the next ones are
    /// counted in ``omitted``, not kept.
    private var isFull: Bool { errors.count >= options.maximumErrors }

    /// The report of the run: its errors, then `more` (the rules'), at most
    /// ``AssignmentOptions/maximumErrors`` of them, and when there were more, a last error that
    /// says how many were left out (``ErrorCode/inputTooManyErrors``).
    func report(adding more: [ValidationError] = []) -> ValidationReport {
        var errors = errors
        var omitted = omitted
        // Appending copies each error; most of the time there is nothing to append to.
        if errors.isEmpty { errors = more } else { errors += more }
        let maximum = options.maximumErrors
        if errors.count > maximum {
            omitted += errors.count - maximum
            errors.removeSubrange(maximum...)
        }
        if omitted > 0 {
            errors.append(
                ValidationError(
                    path: AttributePath(), keyPath: nil,
                    failure: RuleFailure(
                        code: .inputTooManyErrors, template: Self.tooManyTemplate,
                        parameters: ["max": .int(maximum), "count": .int(omitted)]),
                    label: "Input", scenario: scenario))
        }
        return ValidationReport(errors: errors, scenario: scenario)
    }

    /// Descends into a nested model at `path`, reached by `keyPath`; returns what to restore.
    mutating func enter(_ path: [AttributePath.Component], keyPath: AnyKeyPath) -> (Int, AnyKeyPath?) {
        let saved = (prefix.count, keyPathPrefix)
        prefix += path
        keyPathPrefix = rooted(keyPath)
        nesting += 1
        return saved
    }

    mutating func leave(_ saved: (Int, AnyKeyPath?)) {
        prefix.removeSubrange(saved.0...)
        keyPathPrefix = saved.1
        nesting -= 1
    }

    static let unknownTemplate: MessageTemplate = "{attribute} is not a field that can be sent."
    static let notAssignableTemplate: MessageTemplate = "{attribute} cannot be set."
    package static let tooManyTemplate: MessageTemplate =
        "{count} more {count, plural, one {error was} other {errors were}} left out: a report lists at most {max}."
}
