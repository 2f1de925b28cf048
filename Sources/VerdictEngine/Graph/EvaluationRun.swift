import VerdictRules
import VerdictVocabulary

/// The mutable state of one evaluation: errors found, attributes failed, whether to stop.
struct EvaluationRun {
    let scenario: ScenarioName
    /// Fast mode: stop at the first error and build no error values.
    let stopsAtFirstError: Bool
    /// When set, only rules of these attributes run.
    let only: AttributeMask?
    private(set) var stopped = false
    private(set) var failed = AttributeMask()
    var errors: [ValidationError] = []
    /// How many steps ran, nested graphs' included: the work counter of the tests that check an
    /// edit re-runs what it should, and no more.
    var steps = 0
    /// How many nested rule sets this run is below the one the caller ran: past
    /// ``NestedStack/recursionLimit``, nested children run on an explicit stack.
    let depth: Int
    /// Whether nested rule sets of this run went past ``NestedStack/recursionLimit`` levels onto
    /// the explicit stack: the model may then hold a rewritten tree as deep as the input, which a
    /// copy made for the run must release with ``NestedStack/dismantle(_:_:)``.
    var reachedStack = false
    /// How many errors make the report full (``Int/max``: never): once ``found`` reaches it, the
    /// rules that only read (validators, and nested rule sets without filters) are skipped,
    /// since their errors could only be counted; filters still run, so that the model is
    /// rewritten as a full run rewrites it.
    let limit: Int
    /// The errors recorded in the whole evaluation so far: those of the runs that this one is
    /// nested in and of the siblings before it included.
    private(set) var found = 0
    /// Whether a rule was skipped because the report was full: the errors are then a prefix of
    /// a full run's, and more might have been found.
    private(set) var isCut = false

    init(
        scenario: ScenarioName, stopsAtFirstError: Bool, only: AttributeMask? = nil, depth: Int = 0,
        limit: Int = .max
    ) {
        self.scenario = scenario
        self.stopsAtFirstError = stopsAtFirstError
        self.only = only
        self.depth = depth
        self.limit = limit
    }

    /// The run of a nested child of this one.
    func child() -> EvaluationRun {
        var child = EvaluationRun(
            scenario: scenario, stopsAtFirstError: stopsAtFirstError, depth: depth + 1, limit: limit)
        child.found = found
        return child
    }

    /// Whether the report is full: rules that only read are skipped (see ``limit``).
    var isFull: Bool { found >= limit }

    /// Records that a rule was skipped because the report was full.
    mutating func cut() {
        isCut = true
    }

    /// Whether rules of `attribute` run in this evaluation.
    func runs(_ attribute: Int) -> Bool {
        only?.contains(attribute) ?? true
    }

    /// Whether an earlier rule failed `attribute`.
    func hasFailed(_ attribute: Int) -> Bool {
        failed.contains(attribute)
    }

    /// Marks `attribute` failed, as a rule that failed it would: an element-wise re-run keeps the
    /// failures of the elements it did not re-run.
    mutating func fail(_ attribute: Int) {
        failed.insert(attribute)
    }

    /// Records a failure at `site`; warnings neither fail the attribute nor stop the run.
    mutating func record(_ failure: consuming RuleFailure, at site: ErrorSite, options: ReportOptions) {
        let severity = options.severity
        if severity == .error {
            failed.insert(site.attribute)
            if stopsAtFirstError {
                stopped = true
                return
            }
        }
        guard !stopsAtFirstError else { return }
        found += 1
        if let code = options.code { failure.code = code }
        if let message = options.message { failure.template = message }
        if errors.isEmpty { errors.reserveCapacity(8) }
        let location = options.isSensitive ? site.location.sensitive() : site.location
        errors.append(ValidationError.error(at: location, failure: failure, severity: severity, scenario: scenario))
    }

    /// Takes a nested run's outcome but its errors (``NestedStack`` placed them already): the
    /// failure of `attribute`, the stop, the steps.
    mutating func absorb(_ child: EvaluationRun, attribute: Int) {
        if !child.failed.isEmpty { failed.insert(attribute) }
        if child.stopped { stopped = true }
        if child.reachedStack { reachedStack = true }
        if child.isCut { isCut = true }
        found = child.found
        steps += child.steps
    }

    /// Takes a nested run's outcome: its errors under `path` and `keyPath`, its stop.
    mutating func merge(
        _ child: EvaluationRun, attribute: Int, path: AttributePath, keyPath: @autoclosure () -> AnyKeyPath?
    ) {
        if !child.failed.isEmpty { failed.insert(attribute) }
        if child.stopped { stopped = true }
        if child.reachedStack { reachedStack = true }
        if child.isCut { isCut = true }
        found = child.found
        steps += child.steps
        guard !child.errors.isEmpty else { return }
        let prefix = keyPath()
        for var error in child.errors {
            error.prefix(path: path, keyPath: prefix)
            errors.append(error)
        }
    }
}

/// Where a step's failures are reported: the attribute, and its printable path, key path and
/// label in one location that every error found there shares.
package struct ErrorSite: Sendable {
    var attribute: Int
    package var location: ErrorLocation

    init(attribute: Int, node: AttributeNode) {
        self.attribute = attribute
        location = ErrorLocation(
            path: node.path, keyPath: node.keyPath, label: node.label, isSensitive: node.isSensitive)
    }
}

/// How a rule reports its failures: its severity and its code and message overrides.
struct ReportOptions: Sendable {
    var severity: Severity
    var code: ErrorCode?
    var message: MessageTemplate?
    var isSensitive: Bool

    init<Model>(_ options: RuleOptions<Model>) {
        self.init(options.settings)
    }

    init(_ settings: RuleSettings) {
        severity = settings.severity
        code = settings.code
        message = settings.message
        isSensitive = settings.isSensitive
    }
}
