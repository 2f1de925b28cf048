import VerdictEngine

extension RuleSet {
    /// Assigns `input` to the safe attributes of `scenario` (massive assignment), then validates:
    /// one report with the conversion errors and the rules' errors together. Every value is
    /// converted to its attribute's type first; if any conversion fails, `model` is left exactly as
    /// it was. Unknown, unsafe and inactive keys are ignored and listed (or, with
    /// ``AssignmentOptions/isStrict``, refused). With `validating: false` the rules do not run,
    /// and the report lists the conversion errors only.
    ///
    /// When a value does not convert, the rules still run, on a copy holding the values that did
    /// convert, so the report lists every problem of the input at once (a missing required key and
    /// a malformed number together). A class model, whose copy would share its storage, reports
    /// the conversion errors only. No value model may hold a class instance that assignment would
    /// write inside (`Attribute(\.home.city)` with `home` a class, a nested model of class type):
    /// a copy shares it, so such a safe attribute is refused when the rules are compiled
    /// (``RuleDiagnostic/Kind-swift.struct/notAssignable``), and nothing is written.
    ///
    /// Throws for a broken declaration, a safe attribute that cannot be assigned
    /// (``RuleDiagnostic/Kind-swift.struct/notAssignable``), and, when validating, for a rule set
    /// with asynchronous rules (``RuleDiagnostic/Kind-swift.struct/asynchronousRule``). Unavailable
    /// in `async` code, where `try await rules.assign(input, to: &model)` is the call.
    ///
    /// ```swift
    /// var user = User()
    /// let result = try User.rules.assign(.form([("username", ""), ("email", "x")]), to: &user, scenario: .register)
    /// result.report.isValid // false: a username is required, and the email is not an address
    /// ```
    ///
    /// ```swift
    /// var user = User()
    /// let result = try User.rules.assign(.json(Data(#"{"username": "alice", "secret": "x"}"#.utf8)), to: &user, scenario: .login, validating: false)
    /// result.ignoredKeys // [secret (unsafe)]
    /// ```
    @available(
        *, noasync,
        message:
            "await the asynchronous assign(_:to:scenario:options:checks:), which does not suspend without asynchronous rules; at the top level of main.swift, call it from an async function"
    )
    public func assign(
        _ input: AssignmentInput, to model: inout Model, scenario: ScenarioName = .default,
        options: AssignmentOptions = AssignmentOptions(), validating: Bool = true
    ) throws(RuleSetError) -> AssignmentResult {
        let (evaluator, plan) = try assignmentPlan(scenario: scenario, keys: options.keys)
        if validating && evaluator.hasAsyncChecks { throw evaluator.asynchronousRulesError() }
        return perform(input, &model, evaluator, plan, scenario: scenario, options: options, validating: validating)
    }

    /// The safe attributes of `model` in `scenario`, as the input that would assign them, in the
    /// rule set's order and under the same key strategy (seed 000's `attributes`, seed 002's
    /// `toJsonDictionary`). Sensitive attributes (a password) are left out; so are values of a
    /// type that cannot be read back (one that converts from input but is not `Encodable`).
    ///
    /// ```swift
    /// let user = User(username: "alice", email: "alice@example.com", password: "secret")
    /// let values = try User.rules.assignableValues(of: user, scenario: .register)
    /// values.jsonData // {"username":"alice","email":"alice@example.com"}
    /// ```
    public func assignableValues(
        of model: Model, scenario: ScenarioName = .default, keys: KeyStrategy = .exact
    ) throws(RuleSetError) -> InputValue {
        let evaluator = try Evaluator(rules: self, scenario: scenario)
        let plan = AssignmentPlan.plan(for: evaluator, keys: keys)
        var copy = model
        return ModelPointer.with(&copy) { plan.root.read($0) }
    }

    /// Assigns `input` to the safe attributes of `scenario`, then validates, asynchronous rules
    /// included (as the awaiting ``validate(_:scenario:checks:)`` does): the way a server route
    /// validates a request body against rules that ask a database or another service. In `async`
    /// code this is the `assign` to call; it runs on the caller's actor, and does not suspend when
    /// the rule set has no asynchronous rule.
    ///
    /// Without `checks`, default `CheckOptions` are made for the call, and only when the rules
    /// have asynchronous checks. With `validating: false` no rule runs, asynchronous or not, the
    /// report lists the conversion errors only, and the call never suspends: the synchronous
    /// `assign`, unavailable in `async` code, is never needed there.
    ///
    /// ```swift
    /// var account = Account()
    /// let result = try await Account.rules.assign(.json(body), to: &account, checks: CheckOptions())
    /// ```
    ///
    /// ```swift
    /// var draft = Account()
    /// let converted = try await Account.rules.assign(.json(body), to: &draft, validating: false)
    /// converted.report.isValid // true unless a value did not convert
    /// ```
    nonisolated(nonsending) public func assign(
        _ input: AssignmentInput, to model: inout Model, scenario: ScenarioName = .default,
        options: AssignmentOptions = AssignmentOptions(), checks: CheckOptions? = nil, validating: Bool = true
    ) async throws(RuleSetError) -> AssignmentResult {
        let (evaluator, plan) = try assignmentPlan(scenario: scenario, keys: options.keys)
        guard validating && evaluator.hasAsyncChecks else {
            return perform(
                input, &model, evaluator, plan, scenario: scenario, options: options, validating: validating)
        }
        let settings = CheckOptions.batchSettings(checks)
        var draft = model
        switch assignment(input, plan, &model, draft: &draft, scenario: scenario, options: options) {
        case .finished(let result):
            return result
        case .draft(let run):
            // Past the limit of errors already, the rules' would be left out: they do not run.
            guard run.omitted == 0 else { return kept(draft, run, ruleErrors: [], into: &model) }
            let errors = await evaluator.validateAwaiting(&draft, settings: settings)
            return kept(
                draft, run, ruleErrors: ruleErrors(errors, keys: options.keys, except: run.errors), into: &model)
        case .written(let run):
            let errors = await evaluator.validateAwaiting(&model, settings: settings)
            return AssignmentResult(
                report: run.report(adding: ruleErrors(errors, keys: options.keys, except: [])),
                ignoredKeys: run.ignored, isAssigned: true)
        }
    }

    /// The synchronous assignment, with the scenario's evaluator and plan looked up.
    private func perform(
        _ input: AssignmentInput, _ model: inout Model, _ evaluator: Evaluator<Model>, _ plan: AssignmentPlan,
        scenario: ScenarioName, options: AssignmentOptions, validating: Bool
    ) -> AssignmentResult {
        var draft = model
        switch assignment(input, plan, &model, draft: &draft, scenario: scenario, options: options) {
        case .finished(let result):
            return result
        case .draft(let run):
            // Past the limit of errors already, the rules' would be left out: they do not run.
            let errors =
                validating && run.omitted == 0
                ? ruleErrors(
                    evaluator.validate(&draft, limit: run.ruleLimit).errors, keys: options.keys, except: run.errors)
                : []
            return kept(draft, run, ruleErrors: errors, into: &model)
        case .written(let run):
            let errors =
                validating
                ? ruleErrors(evaluator.validate(&model, limit: run.ruleLimit).errors, keys: options.keys, except: [])
                : []
            return AssignmentResult(report: run.report(adding: errors), ignoredKeys: run.ignored, isAssigned: true)
        }
    }

    /// The first half of an assignment: the input read and converted, into `draft` (a copy of a
    /// value model, not kept yet), or written into a class model; or the result, when nothing can
    /// be assigned.
    private func assignment(
        _ input: AssignmentInput, _ plan: AssignmentPlan, _ model: inout Model, draft: inout Model,
        scenario: ScenarioName, options: AssignmentOptions
    ) -> AssignmentStep {
        let value: InputValue
        switch read(input, options: options, scenario: scenario) {
        case .success(let read): value = read
        case .failure(let unreadable): return .finished(unreadable.result)
        }
        if plan.isValueType {
            var run = AssignmentRun(options: options, writes: true, scenario: scenario)
            ModelPointer.with(&draft) { plan.root.assign(value, to: $0, &run, label: "Input") }
            return .draft(run)
        }
        let check = checkThenWrite(value, plan, &model, options: options, scenario: scenario)
        guard check.errors.isEmpty else {
            return .finished(AssignmentResult(report: check.report(), ignoredKeys: check.ignored, isAssigned: false))
        }
        return .written(check)
    }

    /// The second half for a value model: the draft replaces the model if every value converted;
    /// the report has the conversion errors, then the rules' errors.
    private func kept(
        _ draft: Model, _ run: AssignmentRun, ruleErrors: [ValidationError], into model: inout Model
    ) -> AssignmentResult {
        let assigned = run.errors.isEmpty
        if assigned { model = draft }
        return AssignmentResult(report: run.report(adding: ruleErrors), ignoredKeys: run.ignored, isAssigned: assigned)
    }

    /// The rules' errors with their paths as the client sent them, without those at (or below)
    /// a value that did not convert: that value's own error says what is wrong.
    private func ruleErrors(_ errors: [ValidationError], keys: KeyStrategy, except failed: [ValidationError])
        -> [ValidationError]
    {
        // The common cases copy nothing: exact keys, and every value converted.
        guard keys != .exact || !failed.isEmpty else { return errors }
        var errors = errors
        if keys != .exact {
            for index in errors.indices { errors[index].path = keys.path(for: errors[index].path) }
        }
        if !failed.isEmpty {
            var paths = FailedPaths(failed)
            errors.removeAll { paths.covers($0.path) }
        }
        return errors
    }

    /// The evaluator of `scenario` and its assignment plan for `keys`; throws for a broken
    /// declaration or a safe attribute that cannot be assigned.
    private func assignmentPlan(scenario: ScenarioName, keys: KeyStrategy) throws(RuleSetError)
        -> (evaluator: Evaluator<Model>, plan: AssignmentPlan)
    {
        let evaluator = try Evaluator(rules: self, scenario: scenario)
        let plan = AssignmentPlan.plan(for: evaluator, keys: keys)
        guard plan.diagnostics.isEmpty else {
            throw RuleSetError(model: String(describing: Model.self), scenario: scenario, diagnostics: plan.diagnostics)
        }
        return (evaluator, plan)
    }

    /// The input as a value, or the result of an assignment that could not read it.
    private func read(_ input: AssignmentInput, options: AssignmentOptions, scenario: ScenarioName)
        -> Result<InputValue, AssignmentResult.Unreadable>
    {
        do throws(InputFailure) {
            return .success(try input.read(options))
        } catch {
            let failure = ValidationError(
                path: error.path, keyPath: nil, failure: error.failure,
                label: error.path.components.last.map(Self.label) ?? "Input", scenario: scenario)
            return .failure(
                AssignmentResult.Unreadable(
                    AssignmentResult(
                        report: ValidationReport(errors: [failure], scenario: scenario), ignoredKeys: [],
                        isAssigned: false)))
        }
    }

    private static func label(of component: AttributePath.Component) -> String {
        switch component {
        case .property(let name): Label.derived(from: name)
        case .index(let index): "Item \(index + 1)"
        }
    }
}

extension RuleSet {
    /// What an assignment changed, as the state machine records it: for each root attribute
    /// written, its value before (read from `model` before the assignment) and after.
    package struct AssignmentEdit {
        package var result: AssignmentResult
        package var changes: [ModelChange]
        package var positions: [Int]
    }

    /// Assigns `input` to `model` (no validation), and returns the changes to record as one
    /// edit. For the state machine: the model is written only when every value converts.
    package func assignAsEdit(
        _ input: AssignmentInput, to model: inout Model, scenario: ScenarioName, options: AssignmentOptions
    ) throws(RuleSetError) -> AssignmentEdit {
        let plan = try assignmentPlan(scenario: scenario, keys: options.keys).plan
        let value: InputValue
        switch read(input, options: options, scenario: scenario) {
        case .success(let read): value = read
        case .failure(let unreadable): return AssignmentEdit(result: unreadable.result, changes: [], positions: [])
        }
        // The checking pass lists what will be written; the values before are read just before.
        var old: [RestorableValue] = []
        let check = checkThenWrite(value, plan, &model, options: options, scenario: scenario, recordsEdits: true) {
            pointer, check in old = check.edited.map { $0.capture(pointer) }
        }
        let result = AssignmentResult(
            report: check.report(), ignoredKeys: check.ignored, isAssigned: check.errors.isEmpty)
        guard result.isAssigned else { return AssignmentEdit(result: result, changes: [], positions: []) }
        let changes = ModelPointer.with(&model) { pointer in
            zip(check.edited, old).map { edited, old in
                ModelChange(keyPath: edited.key, old: old, new: edited.capture(pointer))
            }
        }
        return AssignmentEdit(result: result, changes: changes, positions: check.edited.map(\.position))
    }

    /// A checking pass, then, when every value converted, a writing pass: for a model that a copy
    /// would share (a class), and for the state machine, which records the edit. `beforeWrite`
    /// sees the model and the checking run just before the write. Returns the checking run.
    private func checkThenWrite(
        _ value: InputValue, _ plan: AssignmentPlan, _ model: inout Model, options: AssignmentOptions,
        scenario: ScenarioName, recordsEdits: Bool = false,
        beforeWrite: (ModelPointer, AssignmentRun) -> Void = { _, _ in }
    ) -> AssignmentRun {
        var check = AssignmentRun(options: options, writes: false, scenario: scenario)
        check.recordsEdits = recordsEdits
        ModelPointer.with(&model) { plan.root.assign(value, to: $0, &check, label: "Input") }
        guard check.errors.isEmpty else { return check }
        var write = AssignmentRun(options: options, writes: true, scenario: scenario)
        ModelPointer.with(&model) { pointer in
            beforeWrite(pointer, check)
            plan.root.assign(value, to: pointer, &write, label: "Input")
        }
        return check
    }

    /// The safe attributes of `evaluator`'s scenario that massive assignment could not write.
    package func assignmentDiagnostics(_ evaluator: Evaluator<Model>) -> [RuleDiagnostic] {
        AssignmentDeclarationChecks.diagnostics(evaluator)
    }
}

// `RuleSet.diagnostics(for:)`, in the validation module, lists these when assignment is linked.
extension AssignmentDeclarationChecks: FeatureDiagnostics {
    package static func diagnostics<Model>(_ evaluator: Evaluator<Model>) -> [RuleDiagnostic] {
        AssignmentPlan.plan(for: evaluator, keys: .exact).diagnostics
    }
}

/// What the first half of an assignment came to. Not generic, and the draft is not among its
/// payloads (it is written through an `inout` parameter): a payload of the model's type would
/// make each call look up the metadata of a tuple, behind a lock that two server threads
/// contend for.
private enum AssignmentStep {
    /// Nothing can be assigned: the result says why.
    case finished(AssignmentResult)
    /// The draft of a value model holds the converted values, not kept yet.
    case draft(AssignmentRun)
    /// The values were written into a class model; the checking run.
    case written(AssignmentRun)
}
