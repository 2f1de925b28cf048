import Foundation
import VerdictEngine

extension RuleSet {
    /// The JSON Schema (draft 2020-12) of the JSON body that `scenario` accepts, under the key
    /// strategy and strict mode of `options`: the scenario's safe attributes under their keys,
    /// their JSON types, and what their rules say that JSON Schema can say. Computed once per
    /// scenario, key strategy and strict mode, and kept with the scenario's compiled rules.
    ///
    /// The schema is sound: it never refuses a body that ``assign(_:to:scenario:options:validating:)``
    /// accepts into a new `Model()`. A key is required only where the new model's value fails an
    /// unconditional `Required` (so a model that is not ``AssignableModel`` has no required key);
    /// a body assigned to an existing model (a PATCH) may leave any key out. What the schema
    /// cannot state is listed in ``InputSchema/omissions``. Throws what assignment throws: an
    /// unknown scenario, a broken declaration, a safe attribute that cannot be assigned.
    ///
    /// ```swift
    /// let schema = try SignUp.rules.jsonSchema(for: .register, options: AssignmentOptions(keys: .snakeCase))
    /// let document = String(decoding: schema.jsonData, as: UTF8.self)
    /// ```
    public func jsonSchema(
        for scenario: ScenarioName = .default, options: AssignmentOptions = AssignmentOptions()
    ) throws(RuleSetError) -> InputSchema {
        let evaluator = try schemaEvaluator(scenario)
        let key = InputSchemaKey.key(keys: options.keys, isStrict: options.isStrict)
        return evaluator.attachment(key: key) {
            InputSchemaBox(makeSchema(evaluator, scenario: scenario, options: options, requiresKeys: true, root: true))
        }.schema
    }

    /// The scenario's schema as a component of an OpenAPI 3.1 document (see ``APIDescription``):
    /// without the `$schema` keyword, which says nothing under the document's dialect, and, unless
    /// `requiresKeys`, without any `required` keyword (the body of a PATCH, assigned into an
    /// existing model, may leave any key out). Not kept: a description is built once.
    func componentSchema(
        for scenario: ScenarioName, options: AssignmentOptions, requiresKeys: Bool
    ) throws(RuleSetError) -> [UInt8] {
        let evaluator = try schemaEvaluator(scenario)
        let schema = makeSchema(
            evaluator, scenario: scenario, options: options, requiresKeys: requiresKeys, root: false)
        return [UInt8](schema.jsonData)
    }

    /// The scenario's evaluator, when its declarations can be assigned.
    private func schemaEvaluator(_ scenario: ScenarioName) throws(RuleSetError) -> Evaluator<Model> {
        let evaluator = try Evaluator(rules: self, scenario: scenario)
        let diagnostics = assignmentDiagnostics(evaluator)
        guard diagnostics.isEmpty else {
            throw RuleSetError(model: String(describing: Model.self), scenario: scenario, diagnostics: diagnostics)
        }
        return evaluator
    }

    /// Builds the schema (what ``jsonSchema(for:options:)`` keeps); `root` writes `$schema`.
    private func makeSchema(
        _ evaluator: Evaluator<Model>, scenario: ScenarioName, options: AssignmentOptions, requiresKeys: Bool,
        root isRoot: Bool
    ) -> InputSchema {
        InputSchemaBox.computations?.add()
        let builder = SchemaBuilder(
            scenario: scenario, keys: options.keys, isStrict: options.isStrict, requiresKeys: requiresKeys)
        let fresh = AttributeSchemaVisitor<Model>.made(Model.self)
        let root = builder.object(
            declarations: declarations, evaluator: evaluator, fresh: fresh, path: [], rulesApply: true)
        var bytes: [UInt8] = []
        root.write(to: &bytes, root: isRoot)
        return InputSchema(jsonData: Data(bytes), omissions: builder.omissions)
    }
}

/// A schema kept with a graph (see ``GraphAttachments``).
final class InputSchemaBox: Sendable {
    let schema: InputSchema

    init(_ schema: InputSchema) {
        self.schema = schema
    }

    /// Counts the schemas built, for tests that check one is built once; `nil` outside them.
    @TaskLocal static var computations: ComputationCounter?
}

/// A count that tests read (see ``InputSchemaBox/computations``).
final class ComputationCounter: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var total = 0

    var count: Int { lock.withLock { total } }

    func add() { lock.withLock { total += 1 } }
}

/// The keys under which a graph keeps its schemas: one per key strategy and strict mode.
enum InputSchemaKey {
    enum Exact {}
    enum ExactStrict {}
    enum SnakeCase {}
    enum SnakeCaseStrict {}

    static func key(keys: KeyStrategy, isStrict: Bool) -> Any.Type {
        switch (keys.kind, isStrict) {
        case (.exact, false): Exact.self
        case (.exact, true): ExactStrict.self
        case (.snakeCase, false): SnakeCase.self
        case (.snakeCase, true): SnakeCaseStrict.self
        }
    }
}
