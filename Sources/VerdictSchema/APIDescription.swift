import Foundation

/// An OpenAPI 3.1 document of a server's routes, whose request bodies come from rule sets: the
/// JSON Schema of what each route's scenario accepts (``RuleSet/jsonSchema(for:options:)``), and
/// the `application/problem+json` answers (400, 413, 415, 422) that assignment refuses a request
/// with. Serve ``jsonData()`` as `GET /openapi.json`.
///
/// Routes are added while the server's router is built, usually by the integrations' one-call
/// route helpers, which register a route and describe it from the same rule set, scenario and
/// options, so that the document cannot drift from what the route validates. An instance is
/// shared by those calls: a `Sendable` class whose state a lock guards.
///
/// ```swift
/// let api = APIDescription(title: "Sign-up", version: "1.0")
/// api.add(
///     .post, "/signup", summary: "Creates an account.", assigning: SignUp.rules, scenario: .register,
///     responses: [APIDescription.Response(status: 201, description: "The account.", schema: #"{"type":"object"}"#)])
/// let document = try api.jsonData() // {"openapi":"3.1.0","info":{"title":"Sign-up","version":"1.0"},…
/// ```
///
/// A developer's mistake (the same method and path twice, a malformed path template, a response
/// schema that is not JSON, a rule set that cannot be assigned) is not a crash: each is kept with
/// the file and line of its `add`, and ``jsonData()`` throws them all at once in an
/// ``APIDescriptionError``.
public final class APIDescription: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var document: APIDocument
    private var cached: Data?

    /// An empty document, with the title and version of its `info` object.
    ///
    /// ```swift
    /// let api = APIDescription(title: "Sign-up", version: "1.0")
    /// ```
    public init(title: String, version: String) {
        document = APIDocument(title: title, version: version)
    }

    /// Adds the operation `method` `path` whose body, if it has one, Verdict does not assign:
    /// `path` is a template whose `{name}`s are its path parameters (strings), `requestSchema` the
    /// JSON Schema (JSON text) of a JSON request body, if there is one, `example` a body the route
    /// accepts (JSON text), and `responses` lists every status it answers.
    ///
    /// ```swift
    /// api.add(
    ///     .get, "/users/{username}/profile", summary: "The profile.",
    ///     responses: [APIDescription.Response(status: 404, description: "No such profile.")])
    /// ```
    public func add(
        _ method: Method, _ path: String, summary: String? = nil, requestSchema: String? = nil,
        example: String? = nil, responses: [Response], fileID: String = #fileID, line: Int = #line
    ) {
        let place = APIDescriptionError.Mistake.Place(fileID: fileID, line: line)
        update {
            $0.add(
                method: method.name, path: path, summary: summary, body: requestSchema.map { .success(.inline($0)) },
                example: example, responses: responses, at: place)
        }
    }

    /// Adds the operation `method` `path` whose JSON body is assigned with `rules` in `scenario`
    /// under `options`: its request body is the scenario's JSON Schema (a component named after
    /// the model, the scenario and the options), and its responses are `responses` and the
    /// `application/problem+json` answers of assignment (400, 413, 415 and 422), unless
    /// `responses` describes those statuses itself. `example`, a body the route accepts (JSON
    /// text), is the request body's example: clients and API testers start from it.
    ///
    /// ```swift
    /// api.add(
    ///     .put, "/accounts/{username}", assigning: SignUp.rules, scenario: .register,
    ///     options: AssignmentOptions(keys: .snakeCase, isStrict: true),
    ///     responses: [APIDescription.Response(status: 200, description: "The account.", schema: #"{"type":"object"}"#)])
    /// ```
    public func add<Model>(
        _ method: Method, _ path: String, summary: String? = nil, assigning rules: RuleSet<Model>,
        scenario: ScenarioName = .default, options: AssignmentOptions = AssignmentOptions(), example: String? = nil,
        responses: [Response], fileID: String = #fileID, line: Int = #line
    ) {
        add(
            method, path, summary: summary, rules: rules, scenario: scenario, options: options, isPartial: false,
            example: example, responses: responses, at: APIDescriptionError.Mistake.Place(fileID: fileID, line: line))
    }

    /// Adds the operation `method` `path` (a `PATCH`) whose JSON body is assigned into an existing
    /// model with `rules` in `scenario` under `options`: as ``add(_:_:summary:assigning:scenario:options:example:responses:fileID:line:)``,
    /// but no key is required, at any level, since a key the body leaves out keeps the model's
    /// value (the component's name ends in `partial`).
    ///
    /// ```swift
    /// api.add(
    ///     .patch, "/accounts/{username}", updating: SignUp.rules,
    ///     responses: [APIDescription.Response(status: 200, description: "The account.")])
    /// ```
    public func add<Model>(
        _ method: Method, _ path: String, summary: String? = nil, updating rules: RuleSet<Model>,
        scenario: ScenarioName = .default, options: AssignmentOptions = AssignmentOptions(), example: String? = nil,
        responses: [Response], fileID: String = #fileID, line: Int = #line
    ) {
        add(
            method, path, summary: summary, rules: rules, scenario: scenario, options: options, isPartial: true,
            example: example, responses: responses, at: APIDescriptionError.Mistake.Place(fileID: fileID, line: line))
    }

    private func add<Model>(
        _ method: Method, _ path: String, summary: String?, rules: RuleSet<Model>, scenario: ScenarioName,
        options: AssignmentOptions, isPartial: Bool, example: String?, responses: [Response],
        at place: APIDescriptionError.Mistake.Place
    ) {
        let body: Result<APIDocument.Body, RuleSetError>
        do {
            let schema = try rules.componentSchema(for: scenario, options: options, requiresKeys: !isPartial)
            var name = APIDocument.componentName(model: Model.self, scenario: scenario, options: options)
            if isPartial { name += ".partial" }
            body = .success(.component(name: name, schema: schema))
        } catch {
            body = .failure(error)
        }
        update {
            $0.add(
                method: method.name, path: path, summary: summary, body: body, example: example, responses: responses,
                at: place)
        }
    }

    /// The document as UTF-8 JSON, written directly in a fixed order (paths sorted, operations in
    /// OpenAPI's method order, statuses ascending, components sorted), so that the same routes
    /// give the same bytes whatever order they were added in. Throws every mistake made while
    /// adding them.
    ///
    /// ```swift
    /// let bytes = try api.jsonData()
    /// ```
    public func jsonData() throws(APIDescriptionError) -> Data {
        let result: Result<Data, APIDescriptionError> = lock.withLock {
            if let cached { return .success(cached) }
            guard document.mistakes.isEmpty else { return .failure(APIDescriptionError(mistakes: document.mistakes)) }
            let data = Data(document.json())
            cached = data
            return .success(data)
        }
        return try result.get()
    }

    private func update(_ change: (inout APIDocument) -> Void) {
        lock.withLock {
            change(&document)
            cached = nil
        }
    }
}
