import VerdictEngine

extension APIDocument {
    /// The document as OpenAPI 3.1 JSON, in a fixed order: paths sorted, operations in
    /// ``methods`` order, statuses ascending, components sorted by name.
    func json() -> [UInt8] {
        var out: [UInt8] = []
        out += Array(#"{"openapi":"3.1.0","info":{"title":"#.utf8)
        JSONText.appendString(title, to: &out)
        out += Array(#","version":"#.utf8)
        JSONText.appendString(version, to: &out)
        out += Array(#"},"paths":{"#.utf8)
        var operationIDs: Set<String> = []
        for (index, path) in paths.keys.sorted().enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONText.appendString(path, to: &out)
            out += Array(":{".utf8)
            let operations = paths[path] ?? [:]
            var first = true
            for method in Self.methods {
                guard let operation = operations[method] else { continue }
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                JSONText.appendString(method, to: &out)
                out.append(UInt8(ascii: ":"))
                let identifier = Self.operationID(method: method, path: path, taken: &operationIDs)
                write(operation, id: identifier, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
        out += Array(#"},"components":{"schemas":{"#.utf8)
        var components = schemas
        components["ValidationProblem"] = Array(Self.problemSchema.utf8)
        components["ValidationProblemItem"] = Array(Self.problemItemSchema.utf8)
        for (index, name) in components.keys.sorted().enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONText.appendString(name, to: &out)
            out.append(UInt8(ascii: ":"))
            out += components[name] ?? []
        }
        out += Array(#"},"responses":{"#.utf8)
        for (index, problem) in Self.problemStatuses.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONText.appendString(Self.problemResponseName(problem.status), to: &out)
            out += Array(#":{"description":"#.utf8)
            JSONText.appendString(problem.description, to: &out)
            out += Array(
                (#","headers":{"Content-Language":{"description":"The language of the problem's text.","#
                    + #""schema":{"type":"string"}}},"content":{"application/problem+json":"#
                    + ##"{"schema":{"$ref":"#/components/schemas/ValidationProblem"}}}}"##).utf8)
        }
        out += Array("}}}".utf8)
        return out
    }

    private func write(_ operation: Operation, id: String, to out: inout [UInt8]) {
        out += Array(#"{"operationId":"#.utf8)
        JSONText.appendString(id, to: &out)
        if let summary = operation.summary {
            out += Array(#","summary":"#.utf8)
            JSONText.appendString(summary, to: &out)
        }
        if !operation.parameters.isEmpty {
            out += Array(#","parameters":["#.utf8)
            for (index, name) in operation.parameters.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out += Array(#"{"name":"#.utf8)
                JSONText.appendString(name, to: &out)
                out += Array(#","in":"path","required":true,"schema":{"type":"string"}}"#.utf8)
            }
            out.append(UInt8(ascii: "]"))
        }
        if let body = operation.body {
            out += Array(#","requestBody":{"required":true,"content":{"application/json":{"schema":"#.utf8)
            switch body {
            case .component(let name):
                out += Array(#"{"$ref":"#.utf8)
                JSONText.appendString("#/components/schemas/" + name, to: &out)
                out.append(UInt8(ascii: "}"))
            case .inline(let schema): out += schema
            }
            if let example = operation.example { out += Array(#","example":"#.utf8) + example }
            out += Array("}}}".utf8)
        }
        out += Array(#","responses":{"#.utf8)
        for (index, status) in operation.responses.keys.sorted().enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONText.appendString(String(status), to: &out)
            out.append(UInt8(ascii: ":"))
            switch operation.responses[status] {
            case .problem, nil:
                out += Array(#"{"$ref":"#.utf8)
                JSONText.appendString("#/components/responses/" + Self.problemResponseName(status), to: &out)
                out.append(UInt8(ascii: "}"))
            case .described(let description, let contentType, let schema):
                out += Array(#"{"description":"#.utf8)
                JSONText.appendString(description, to: &out)
                if let contentType {
                    out += Array(#","content":{"#.utf8)
                    JSONText.appendString(contentType, to: &out)
                    out += Array(":{".utf8)
                    if let schema { out += Array(#""schema":"#.utf8) + schema }
                    out += Array("}}".utf8)
                }
                out.append(UInt8(ascii: "}"))
            }
        }
        out += Array("}}".utf8)
    }

    /// The name of the problem response of `status` among the components.
    static func problemResponseName(_ status: Int) -> String { "ValidationProblem\(status)" }

    /// A unique `operationId`: the method and the path's words in camel case
    /// (`getUsersUsernameProfile`), and a number when another operation has it.
    static func operationID(method: String, path: String, taken: inout Set<String>) -> String {
        var words: [String] = []
        var word = ""
        for character in path {
            if character.isASCII, character.isLetter || character.isNumber {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        let base = method + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        var identifier = base
        var number = 1
        while taken.contains(identifier) {
            number += 1
            identifier = "\(base)\(number)"
        }
        taken.insert(identifier)
        return identifier
    }

    /// The schema of a problem as ``ValidationProblem/jsonData`` writes it: `instance` only when
    /// given, no other member.
    static let problemSchema =
        #"{"type":"object","properties":{"type":{"type":"string"},"title":{"type":"string"},"#
        + #""status":{"type":"integer","minimum":100,"maximum":599},"detail":{"type":"string"},"#
        + #""instance":{"type":"string"},"errors":{"type":"array","items":"#
        + ##"{"$ref":"#/components/schemas/ValidationProblemItem"}}},"##
        + #""required":["type","title","status","detail","errors"],"additionalProperties":false}"#

    /// The schema of one error of a problem: `parameters` only when there are some (each a
    /// string, a number, a boolean or a list of them), `severity` only on a warning.
    static let problemItemSchema =
        #"{"type":"object","properties":{"pointer":{"type":"string"},"code":{"type":"string"},"#
        + #""message":{"type":"string"},"parameters":{"type":"object","additionalProperties":"#
        + #"{"type":["string","number","boolean","array"]}},"severity":{"type":"string"}},"#
        + #""required":["pointer","code","message"],"additionalProperties":false}"#
}
