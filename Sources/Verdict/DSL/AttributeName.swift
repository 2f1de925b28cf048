/// Derives the printable name of a key path from the runtime's description of it.
enum AttributeName {
    /// `\SignUp.address.zip` → `address.zip`; `nil` for computed properties, subscripts and
    /// anything else whose name the runtime does not record.
    static func derive<Root>(from keyPath: PartialKeyPath<Root>) -> String? {
        let text = keyPath.debugDescription
        let prefix = "\\" + String(describing: Root.self) + "."
        guard text.hasPrefix(prefix) else { return nil }
        let components = text.dropFirst(prefix.count)
            .split(separator: ".", omittingEmptySubsequences: false)
            .map { $0.filter { $0 != "?" && $0 != "!" } }
        guard components.allSatisfy(isIdentifier) else { return nil }
        return components.joined(separator: ".")
    }

    /// The printable path of a dotted name (`""` for the value itself).
    static func path(of name: String) -> FieldPath {
        FieldPath(name.split(separator: ".").map { .property(String($0)) })
    }

    /// The label of a dotted name: its last component, in words.
    static func label(of name: String) -> String {
        Label.derived(from: name.split(separator: ".").last.map(String.init) ?? name)
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
