extension InputSchema {
    /// The schema as a component of an OpenAPI 3.1 document: the same JSON without its `$schema`
    /// keyword. OpenAPI 3.1's schema objects are JSON Schema 2020-12 under the document's dialect
    /// (whose vocabularies are 2020-12's, plus OpenAPI's, which allow `x-` keywords such as
    /// `x-verdict-unchecked`), so the keyword says nothing there, and left out no tool has to
    /// resolve an embedded schema resource.
    var embeddedJSON: [UInt8] {
        let bytes = [UInt8](jsonData)
        let prefix = Array(#"{"$schema":"https://json-schema.org/draft/2020-12/schema""#.utf8)
        guard bytes.starts(with: prefix) else { return bytes }
        let rest = bytes.dropFirst(prefix.count)
        if rest.first == UInt8(ascii: ",") { return [UInt8(ascii: "{")] + rest.dropFirst() }
        return [UInt8(ascii: "{")] + rest
    }
}
