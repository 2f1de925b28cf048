import Foundation
import VerdictEngine

/// What an ``APIDescription`` holds, and the OpenAPI 3.1 JSON it writes: operations by path and
/// method, the request bodies' schemas, and the mistakes made while adding them.
struct APIDocument {
    /// An operation's request body: a rule set's schema, kept among the components under a name,
    /// or a schema given as JSON text, written in the operation.
    enum Body {
        case component(name: String, schema: [UInt8])
        case inline(String)
    }

    /// A request body as written: a reference to a component, or a schema.
    enum WrittenBody {
        case component(String)
        case inline([UInt8])
    }

    /// One operation, as written.
    struct Operation {
        var summary: String?
        var parameters: [String]
        var body: WrittenBody?
        /// The request body's example, as JSON.
        var example: [UInt8]?
        var responses: [Int: Response]
    }

    /// A response as written: a user's, or one of the problem components.
    enum Response {
        case described(description: String, contentType: String?, schema: [UInt8]?)
        case problem
    }

    /// The methods OpenAPI names, in the order the document lists them.
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// The statuses assignment refuses a request with, and their descriptions.
    static let problemStatuses: [(status: Int, description: String)] = [
        (400, "The body cannot be read: it is not well-formed, holds a key twice, or is JSON sent as a form."),
        (413, "The body is larger than the route reads."),
        (415, "The body is neither JSON nor a form."),
        (422, "The body was read, but its content is not valid: each error is at the JSON Pointer of its value."),
    ]

    let title: String
    let version: String
    /// Operations by path template, then by method.
    private(set) var paths: [String: [String: Operation]] = [:]
    /// Request body schemas by component name.
    private(set) var schemas: [String: [UInt8]] = [:]
    private(set) var mistakes: [APIDescriptionError.Mistake] = []

    init(title: String, version: String) {
        self.title = title
        self.version = version
    }

    mutating func add(
        method: String, path: String, summary: String?, body: Result<Body, RuleSetError>?, example: String?,
        responses: [APIDescription.Response], at place: APIDescriptionError.Mistake.Place
    ) {
        let method = method.lowercased()
        let path = path.hasPrefix("/") ? path : "/" + path
        let name = "\(method) \(path)"
        var wrong: [String] = []
        if !Self.methods.contains(method) {
            wrong.append(
                "\(name): \(method) is not a method OpenAPI describes (\(Self.methods.joined(separator: ", ")))")
        }
        let parameters: [String]
        switch PathTemplate.parameters(of: path) {
        case .success(let names): parameters = names
        case .failure(let reason):
            parameters = []
            wrong.append("\(name): \(reason)")
        }
        if paths[path]?[method] != nil { wrong.append("\(name) is described twice") }
        var operation = Operation(summary: summary, parameters: parameters, body: nil, responses: [:])
        for response in responses {
            guard (100...599).contains(response.status) else {
                wrong.append("\(name): \(response.status) is not an HTTP status")
                continue
            }
            guard operation.responses[response.status] == nil else {
                wrong.append("\(name): status \(response.status) is described twice")
                continue
            }
            var schema: [UInt8]?
            if let text = response.schema {
                switch Self.schemaJSON(text) {
                case .success(let bytes): schema = bytes
                case .failure(let reason):
                    wrong.append("\(name): the schema of status \(response.status) \(reason)")
                }
            }
            operation.responses[response.status] = .described(
                description: response.description, contentType: response.contentType, schema: schema)
        }
        switch body {
        case nil: break
        case .failure(let error): wrong.append("\(name): the request body: \(error)")
        case .success(.inline(let text)):
            switch Self.schemaJSON(text) {
            case .success(let bytes): operation.body = .inline(bytes)
            case .failure(let reason): wrong.append("\(name): the schema of the request body \(reason)")
            }
        case .success(.component(let component, let schema)):
            operation.body = .component(addSchema(name: component, schema: schema))
            for problem in Self.problemStatuses where operation.responses[problem.status] == nil {
                operation.responses[problem.status] = .problem
            }
        }
        if let example {
            if body == nil { wrong.append("\(name): an example, but no request body") }
            switch Self.json(example) {
            case .success(let value):
                var bytes: [UInt8] = []
                JSONText.appendTree(value, to: &bytes)
                operation.example = bytes
            case .failure(let reason): wrong.append("\(name): the example \(reason)")
            }
        }
        if operation.responses.isEmpty { wrong.append("\(name) has no response") }
        guard wrong.isEmpty else {
            mistakes += wrong.map { APIDescriptionError.Mistake($0, at: place) }
            return
        }
        paths[path, default: [:]][method] = operation
    }

    /// Keeps `schema` under `base`, or under `base` and a number when another schema has that
    /// name; returns the name kept.
    private mutating func addSchema(name base: String, schema: [UInt8]) -> String {
        var name = base
        var number = 1
        while let kept = schemas[name], kept != schema {
            number += 1
            name = "\(base)-\(number)"
        }
        schemas[name] = schema
        return name
    }

    /// `text` checked to be a JSON object, and written back compactly.
    private static func schemaJSON(_ text: String) -> Result<[UInt8], APIDocumentFailure> {
        let value: InputValue
        switch json(text) {
        case .success(let read): value = read
        case .failure(let failure): return .failure(failure)
        }
        guard value.members != nil else { return .failure(APIDocumentFailure("is not a JSON object")) }
        var bytes: [UInt8] = []
        JSONText.appendTree(value, to: &bytes)
        return .success(bytes)
    }

    /// `text` read as JSON.
    private static func json(_ text: String) -> Result<InputValue, APIDocumentFailure> {
        do {
            return .success(try JSONInputReader.read(Data(text.utf8), maximumDepth: 512))
        } catch {
            return .failure(APIDocumentFailure("is not JSON"))
        }
    }

    /// The component name of a request body: the model's type, the scenario, and the options
    /// that change the schema, in the characters OpenAPI allows in a component's name.
    static func componentName(model: Any.Type, scenario: ScenarioName, options: AssignmentOptions) -> String {
        var parts = [String(describing: model), scenario.rawValue]
        if options.keys.kind == .snakeCase { parts.append("snakeCase") }
        if options.isStrict { parts.append("strict") }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
        return parts.map { String($0.map { allowed.contains($0) ? $0 : "_" }) }.joined(separator: ".")
    }
}

/// Why a part of a description cannot be written.
struct APIDocumentFailure: Error, CustomStringConvertible {
    let reason: String

    var description: String { reason }

    init(_ reason: String) {
        self.reason = reason
    }
}
