extension InputValue {
    /// The value as JSON text: what a `Decodable` attribute type decodes, and what reading
    /// attributes back produces. Written by ``JSONText/appendTree(_:to:)``, the library's only
    /// JSON writer over a tree.
    package var jsonBytes: [UInt8] {
        var bytes: [UInt8] = []
        JSONText.appendTree(self, to: &bytes)
        return bytes
    }
}
