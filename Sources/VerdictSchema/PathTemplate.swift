/// An OpenAPI path template (`/users/{username}/profile`): its parameters, in order.
enum PathTemplate {
    /// The names between braces, or why `path` is not a template: a brace not closed or not
    /// opened, an empty name, a name with `/` or a brace, a name twice.
    static func parameters(of path: String) -> Result<[String], APIDocumentFailure> {
        var names: [String] = []
        var current: String?
        for character in path {
            switch (character, current) {
            case ("{", nil): current = ""
            case ("}", let name?):
                guard !name.isEmpty else { return .failure(APIDocumentFailure("a path parameter has no name")) }
                guard !names.contains(name) else {
                    return .failure(APIDocumentFailure("the path parameter \(name) appears twice"))
                }
                names.append(name)
                current = nil
            case ("{", _?), ("/", _?): return .failure(APIDocumentFailure("a path parameter is not closed"))
            case ("}", nil): return .failure(APIDocumentFailure("a path parameter is closed but not opened"))
            case (_, let name?): current = name + String(character)
            case (_, nil): break
            }
        }
        guard current == nil else { return .failure(APIDocumentFailure("a path parameter is not closed")) }
        return .success(names)
    }
}
