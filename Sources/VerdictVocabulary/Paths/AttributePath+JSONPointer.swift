extension AttributePath {
    /// The path as an RFC 6901 JSON Pointer into the request body: `""` for the whole body,
    /// `/username`, `/items/0/quantity`; `~` is written `~0` and `/` is written `~1`.
    ///
    /// ```swift
    /// AttributePath("items[0].quantity").jsonPointer // "/items/0/quantity"
    /// AttributePath([.property("a/b~c")]).jsonPointer // "/a~1b~0c"
    /// ```
    public var jsonPointer: String {
        var pointer = ""
        for component in components {
            pointer += "/"
            switch component {
            case .property(let name):
                for character in name.unicodeScalars {
                    switch character {
                    case "~": pointer += "~0"
                    case "/": pointer += "~1"
                    default: pointer.unicodeScalars.append(character)
                    }
                }
            case .index(let index):
                pointer += String(index)
            }
        }
        return pointer
    }
}
