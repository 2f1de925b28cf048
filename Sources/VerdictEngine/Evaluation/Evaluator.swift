import VerdictRules
import VerdictVocabulary

/// The one door through which the library runs rules: validation, the state machine and
/// (later) assignment all come here.
///
/// An evaluator runs the compiled graph of one rule set for one scenario and stage: fully, as a
/// fast validity check, for a subset of attributes, or incrementally (what a set of changed
/// attributes affects, keeping each node's errors apart), and it captures what filters write so
/// that the undo history can restore it. It is a cheap value: the graph is compiled once per rule
/// set and kept there.
package struct Evaluator<Model>: Sendable {
    package let graph: RuleGraph

    /// The evaluator of `rules` for `scenario` and `stage`. Throws every declaration problem
    /// of the rule set, or the unknown scenario; an unknown name is refused before anything is
    /// compiled or kept.
    package init(rules: DeclarationList<Model>, scenario: ScenarioName, stage: RuleStage = .validation)
        throws(RuleSetError)
    {
        let entry: CompiledRuleSet.Entry
        if let compiled = rules.compiled.entry(scenario: scenario, stage: stage) {
            entry = compiled
        } else {
            let catalog = rules.catalog
            guard catalog.declared.contains(scenario) else {
                let model = String(describing: Model.self)
                throw RuleSetError(
                    model: model, scenario: scenario,
                    diagnostics: [catalog.unknown(scenario, model: model)] + catalog.diagnostics)
            }
            entry = rules.entry(for: scenario, stage: stage)
        }
        if let error = entry.rootError { throw error }
        graph = entry.graph
    }

    /// The evaluator of `graph`, which another evaluator of the same `Model` handed out: a holder
    /// that is not generic keeps the graph, and runs it through this door. Traps unless the graph
    /// was compiled for `Model`: its steps read the model's memory as that type.
    package init(graph: RuleGraph) {
        graph.model.check(Model.self, at: "Evaluator(graph:)")
        self.graph = graph
    }

    var scenario: ScenarioName { graph.scenario }

    /// Whether any rule writes a value.
    package var writesValues: Bool { graph.writesValues }

    /// Whether the graph has no rule at all.
    package var isEmpty: Bool { graph.nodes.isEmpty }

    // MARK: Running

    /// Runs every rule against `model` (filters write into it); returns the errors in order.
    package func validate(_ model: inout Model) -> [ValidationError] {
        var run = EvaluationRun(scenario: scenario, stopsAtFirstError: false)
        ModelPointer.with(&model) { graph.run($0, &run) }
        return run.errors
    }

    /// Runs the rules against `model` (filters write into it) until `limit` errors are found;
    /// from then on only the rules that write run (filters, and nested rule sets with filters),
    /// so that the model is rewritten as by ``validate(_:)``, while those that could only add
    /// errors past the limit are skipped. The errors are the first of a full run's, at least
    /// `limit` of them when the result is cut.
    package func validate(_ model: inout Model, limit: Int) -> LimitedErrors {
        var run = EvaluationRun(scenario: scenario, stopsAtFirstError: false, limit: max(limit, 1))
        ModelPointer.with(&model) { graph.run($0, &run) }
        return LimitedErrors(errors: run.errors, isCut: run.isCut)
    }

    /// Runs only the rules of the attributes at `positions`.
    package func validate(_ model: inout Model, attributes positions: [Int]) -> [ValidationError] {
        guard !graph.nodes.isEmpty else { return [] }
        var run = EvaluationRun(scenario: scenario, stopsAtFirstError: false, only: AttributeMask(positions))
        ModelPointer.with(&model) { graph.run($0, &run) }
        return run.errors
    }

    /// Whether the rules (only those of `attribute`, when given) pass, stopping at the first
    /// error and building no error value.
    package func passes(_ model: inout Model, only attribute: Int? = nil) -> Bool {
        guard !graph.nodes.isEmpty else { return true }
        var run = EvaluationRun(
            scenario: scenario, stopsAtFirstError: true, only: attribute.map { AttributeMask([$0]) })
        ModelPointer.with(&model) { graph.run($0, &run) }
        return !run.stopped
    }

    /// Whether the rules (only those of `attribute`, when given) pass on a copy of `model`, which
    /// the filters rewrite and which is then released; stopping at the first error and building
    /// no error value. A copy that the filters rebuilt deeper than the machine stack allows to
    /// release whole (a comment thread thousands of replies deep) is released one nested value at
    /// a time (``NestedStack/dismantle(_:_:)``).
    package func passes(copyOf model: Model, only attribute: Int? = nil) -> Bool {
        guard !graph.nodes.isEmpty else { return true }
        var copy = model
        var run = EvaluationRun(
            scenario: scenario, stopsAtFirstError: true, only: attribute.map { AttributeMask([$0]) })
        ModelPointer.with(&copy) { pointer in
            graph.run(pointer, &run)
            if run.reachedStack { NestedStack.dismantle(graph, pointer) }
        }
        return !run.stopped
    }

    /// Runs every node, keeping each node's errors apart for later incremental runs; `steps`
    /// counts the steps that ran.
    package func validateCollecting(_ model: inout Model, steps: inout Int) -> NodeErrors {
        var errors = NodeErrors(nodes: graph.nodes.count)
        steps = revalidate(&model, nodes: Array(graph.nodes.indices), into: &errors)
        return errors
    }

    /// Runs every node, keeping each node's errors apart for later incremental runs.
    func validateCollecting(_ model: inout Model) -> NodeErrors {
        var steps = 0
        return validateCollecting(&model, steps: &steps)
    }

    /// Re-runs the nodes at `positions` (in execution order) and replaces their errors in
    /// `errors`; the other nodes' errors stay as they were. Returns how many steps ran.
    ///
    /// `elements`: attributes whose array kept its length and elements, but those at the given
    /// positions (ascending); their element nodes re-run those elements only (each element node
    /// of such an attribute ran every element when it last ran, see ``elementPlan(_:edited:errors:)``).
    /// An element node re-run in full records which element each of its errors belongs to.
    @discardableResult
    package func revalidate(
        _ model: inout Model, nodes positions: [Int], elements: [Int: [Int]] = [:], into errors: inout NodeErrors
    ) -> Int {
        var run = EvaluationRun(scenario: scenario, stopsAtFirstError: false)
        var changed = false
        let graph = graph
        guard !graph.elementWise.isEmpty else {
            ModelPointer.with(&model) { pointer in
                for position in positions {
                    run.steps += 1
                    graph.runStep(at: position, pointer, &run)
                    if errors.set(run.errors, at: position) { changed = true }
                    run.errors.removeAll(keepingCapacity: true)
                }
            }
            if changed { errors.join() }
            return run.steps
        }
        let nodes = graph.nodes
        ModelPointer.with(&model) { pointer in
            for position in positions {
                let attribute = nodes[position].attribute
                run.steps += 1
                guard let each = nodes[position].elements else {
                    graph.runStep(at: position, pointer, &run)
                    if errors.set(run.errors, at: position) { changed = true }
                    run.errors.removeAll(keepingCapacity: true)
                    continue
                }
                guard each.opens(pointer, &run) else {
                    if errors.set([], at: position) { changed = true }
                    continue
                }
                if let indices = elements[attribute] {
                    for index in indices {
                        each.runElement(pointer, index, &run)
                        if errors.replace(element: index, at: position, with: run.errors) { changed = true }
                        run.errors.removeAll(keepingCapacity: true)
                    }
                    // The elements not re-run fail the attribute as they did.
                    if errors.elementsFail(at: position) { run.fail(attribute) }
                } else {
                    var owners: [Int]? = []
                    each.runAll(pointer, &run, &owners)
                    if errors.set(run.errors, at: position) { changed = true }
                    errors.setElements(at: position, count: each.count(pointer), owners: owners ?? [])
                    run.errors.removeAll(keepingCapacity: true)
                }
            }
        }
        if changed { errors.join() }
        return run.steps
    }

    /// Of the attributes edited element by element (`edited`: the positions of the edited
    /// elements), those whose element nodes can re-run those elements alone, with the positions,
    /// ascending: attributes validated element by element (``RuleGraph/elementWise``) whose every
    /// element node ran every element of an array of the length it has now, with few enough
    /// edited elements (at most one in eight, or one) that re-running them alone pays.
    package func elementPlan(_ model: inout Model, edited: [Int: Set<Int>], errors: NodeErrors) -> [Int: [Int]] {
        var plan: [Int: [Int]] = [:]
        ModelPointer.with(&model) { pointer in
            for (attribute, indices) in edited {
                guard let nodes = graph.elementWise[attribute],
                    let each = nodes.first.flatMap({ graph.nodes[$0].elements })
                else { continue }
                let count = each.count(pointer)
                guard indices.count <= max(1, count / 8), indices.allSatisfy({ $0 < count }),
                    nodes.allSatisfy({ errors.hasElements(at: $0, count: count) })
                else { continue }
                plan[attribute] = indices.sorted()
            }
        }
        return plan
    }

    // MARK: Attributes

    /// The position of the attribute at `keyPath`, if the rule set names it.
    package func position(of keyPath: AnyKeyPath) -> Int? {
        graph.attribute(for: KeyPathBox(keyPath))
    }

    /// The graph's own key path object of the attribute at `position`.
    package func keyPath(at position: Int) -> KeyPathBox {
        graph.attributes[position].keyPath
    }

    /// The printable path of the attribute at `position`.
    func path(at position: Int) -> AttributePath {
        graph.attributes[position].path
    }

    /// What an edit of the attributes at `edited` makes re-run.
    package func affected(byAttributes edited: [Int]) -> AffectedAttributes {
        graph.affected(byAttributes: edited)
    }

    /// The element step of the attribute at `position`, when it is validated element by element.
    package func elementStep(of position: Int) -> ElementStep? {
        graph.elementStep(of: position)
    }

    /// The attributes that filters write, in order.
    package var filteredAttributes: [Int] { graph.filteredList }

    /// The attributes of the graph, for the scenario queries.
    package var attributes: [AttributeNode] { graph.attributes }

    /// What a later layer derived from this graph and keeps with it under the key type `key`
    /// (see ``GraphAttachments``), made the first time.
    package func attachment<Value: AnyObject & Sendable>(key: Any.Type, make: () -> Value) -> Value {
        graph.attachments.attachment(key: key, make: make)
    }

    // MARK: Asynchronous rules

    /// The asynchronous rules, in report order.
    package var asyncChecks: [AsyncCheckNode] { graph.asyncChecks }

    /// Whether the graph has asynchronous rules (and so needs `await`).
    package var hasAsyncChecks: Bool { !graph.asyncChecks.isEmpty }

    /// The attributes that a synchronous rule failed (severity `error`), from what each node found.
    package func failedAttributes(_ errors: NodeErrors) -> AttributeMask {
        var failed = AttributeMask()
        let nodes = graph.nodes
        for (position, found) in errors.byNode.enumerated() where found.contains(where: { $0.severity == .error }) {
            failed.insert(nodes[position].attribute)
        }
        return failed
    }

    /// The input of each asynchronous check in `model` (after the filters), `nil` for those that
    /// do not run: skipped by a synchronous failure in `failed`, an empty value, a condition.
    package func checkInputs(_ model: inout Model, failed: AttributeMask) -> [CheckInput?] {
        let checks = graph.asyncChecks
        return ModelPointer.with(&model) { pointer in
            checks.map { check in check.isSkipped(failed: failed) ? nil : check.input(pointer) }
        }
    }

    /// The synchronous errors and those of the asynchronous checks (`checkErrors`, by check), in
    /// report order: each check's after the node it follows.
    package func merged(_ errors: NodeErrors, checkErrors: [[ValidationError]]) -> [ValidationError] {
        let checks = graph.asyncChecks
        guard checkErrors.contains(where: { !$0.isEmpty }) else { return errors.all }
        var all: [ValidationError] = []
        all.reserveCapacity(errors.all.count + checkErrors.reduce(0) { $0 + $1.count })
        var check = 0
        for (position, found) in errors.byNode.enumerated() {
            while check < checks.count, checks[check].after <= position {
                all += checkErrors[check]
                check += 1
            }
            all += found
        }
        while check < checks.count {
            all += checkErrors[check]
            check += 1
        }
        return all
    }

    /// Validates `model` (filters write into it), then runs its asynchronous checks as child tasks
    /// and waits for them; returns every error in report order. Runs on the caller's actor, so
    /// that `model` need not be `Sendable` and stays where the caller holds it.
    nonisolated(nonsending) package func validateAwaiting(_ model: inout Model, settings: CheckSettings) async
        -> [ValidationError]
    {
        let errors = validateCollecting(&model)
        let checkErrors = await awaitChecks(&model, failed: failedAttributes(errors), settings: settings)
        return merged(errors, checkErrors: checkErrors)
    }

    /// Runs the asynchronous checks of `model`, whose synchronous rules ran (failing the attributes
    /// in `failed`), as child tasks, and waits for them; returns each check's errors.
    nonisolated(nonsending) package func awaitChecks(
        _ model: inout Model, failed: AttributeMask, settings: CheckSettings
    ) async
        -> [[ValidationError]]
    {
        let checks = graph.asyncChecks
        var checkErrors = Array(repeating: [ValidationError](), count: checks.count)
        var jobs: [CheckBatch.Job] = []
        for (check, input) in checkInputs(&model, failed: failed).enumerated() {
            if let input { jobs.append(CheckBatch.Job(check: check, input: input)) }
        }
        guard !jobs.isEmpty else { return checkErrors }
        let answers = await CheckBatch.run(jobs, checks: checks, settings: settings)
        for (job, answer) in zip(jobs, answers) {
            checkErrors[job.check] = checks[job.check].errors(of: answer, scenario: scenario)
        }
        return checkErrors
    }

    /// The error that a synchronous entry point throws for a graph with asynchronous rules: each
    /// rule listed once, with its declaration.
    package func asynchronousRulesError() -> RuleSetError {
        RuleSetError(
            model: graph.modelName, scenario: scenario,
            diagnostics: graph.asyncChecks.map { check in
                RuleDiagnostic(
                    kind: .asynchronousRule,
                    message: "\(check.label) is asynchronous: validate with `await` "
                        + "(`try await rules.validate(…)`, or a `FormSession` model).",
                    location: check.location.description)
            })
    }

    // MARK: Capturing filter writes

    /// Reads the current value of filtered attribute `position` from the model behind `model`,
    /// to write it back later; `nil` when its key path is read-only.
    package func capture(_ position: Int, from model: ModelPointer) -> RestorableValue? {
        graph.captures[position]?(model)
    }

    /// Whether the value of filtered attribute `position` can be captured (its key path is
    /// writable).
    package func canCapture(_ position: Int) -> Bool {
        graph.captures[position] != nil
    }
}
