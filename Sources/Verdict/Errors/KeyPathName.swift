/// The printable name of a key path, read from the runtime's description of it: `\SignUp.address.zip`
/// → `address.zip`. `nil` for computed properties, subscripts, requirements of a protocol, and
/// builds without reflection metadata, whose descriptions name no property.
enum KeyPathName {
    static func derive(_ keyPath: AnyKeyPath) -> String? {
        let text = keyPath.debugDescription
        let prefix = "\\" + String(describing: type(of: keyPath).rootType) + "."
        guard text.hasPrefix(prefix) else { return nil }
        let components = text.dropFirst(prefix.count)
            .split(separator: ".", omittingEmptySubsequences: false)
            .map { $0.filter { $0 != "?" && $0 != "!" } }
        guard components.allSatisfy(isIdentifier) else { return nil }
        return components.joined(separator: ".")
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}

/// A typed look-up of errors by key path. An error matches the key path it was declared with;
/// failing that, an error declared with `name:` on a key path whose name cannot be derived (a
/// property reached through a protocol requirement, in a rule set shared by several models)
/// matches a key path of the same root that names the same property path: `\Checkout.email`
/// finds the errors of `\M.email` declared with `name: "email"` in generic code.
struct KeyPathQuery {
    let keyPath: AnyKeyPath
    private var derivedName: String??

    init(_ keyPath: AnyKeyPath) {
        self.keyPath = keyPath
    }

    mutating func matches(_ error: ValidationError) -> Bool {
        guard let own = error.keyPath else { return false }
        if own == keyPath { return true }
        guard type(of: own).rootType == type(of: keyPath).rootType else { return false }
        if derivedName == nil { derivedName = .some(KeyPathName.derive(keyPath)) }
        guard let name = derivedName ?? nil, name == error.path.description else { return false }
        return KeyPathName.derive(own) == nil
    }
}
