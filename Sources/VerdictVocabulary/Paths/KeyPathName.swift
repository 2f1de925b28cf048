import Foundation

/// The printable name of a key path, read from the runtime's description of it: `\SignUp.address.zip`
/// → `address.zip`. A computed property (each property of an `@Observable` class is one) is named
/// by the ``NamedAttributes`` table of the type it belongs to. `nil` for other computed properties,
/// subscripts, requirements of a protocol, and builds without reflection metadata, whose
/// descriptions name no property.
///
/// The description costs tens of thousands of instructions (the runtime looks up each
/// component's name and spells the root type), so each key path's name is derived once and
/// kept, as is the spelling of each root type.
package enum KeyPathName {
    package static func derive(_ keyPath: AnyKeyPath) -> String? {
        if let known = cache.name(of: keyPath) { return known }
        let description = describe(keyPath)
        let name = name(inDescription: description, of: keyPath) ?? tableName(inDescription: description, of: keyPath)
        cache.store(name: name, for: keyPath)
        return name
    }

    /// The runtime's description of `keyPath` (`\SignUp.address.zip`), as string interpolation
    /// prints it; read once per key path. Its cost grows with the number of stored properties of
    /// each type it goes through, as the runtime looks each component's name up among them.
    package static func describe(_ keyPath: AnyKeyPath) -> String {
        if let known = cache.description(of: keyPath) { return known }
        let description = keyPath.debugDescription
        cache.store(description: description, for: keyPath)
        return description
    }

    /// A printable name for any key path, for the test-support library's messages (a key path
    /// that no reported error carries): `\Order.shipping.zip` → `shipping.zip`. The runtime does
    /// not record subscript arguments, so `\Order.addresses[1].zip` becomes `addresses[?].zip`.
    /// Read from the runtime's description each time: nothing is kept.
    package static func printable(_ keyPath: AnyKeyPath) -> String {
        let text = keyPath.debugDescription
        let prefix = "\\" + String(describing: type(of: keyPath).rootType) + "."
        guard text.hasPrefix(prefix) else { return text }
        if let named = tableName(inDescription: text, of: keyPath) { return named }
        var name = ""
        var depth = 0
        for character in text.dropFirst(prefix.count) {
            switch character {
            case "<":
                if depth == 0 {
                    if name.hasSuffix(".") { name.removeLast() }
                    name += "[?]"
                }
                depth += 1
            case ">":
                depth -= 1
            default:
                if depth == 0, character != "!", character != "?" { name.append(character) }
            }
        }
        return name.isEmpty ? "(model)" : name
    }

    /// The names of the stored properties `keyPath` goes through (`\Form.address.zip` →
    /// `["address", "zip"]`), when its description names each of them and none is optional
    /// (`?`, `!`); `nil` for a computed property, a subscript, an optional chain or `\.self`.
    /// Reads the description through the same bounded cache as ``derive(_:)``.
    package static func storedComponents(_ keyPath: AnyKeyPath) -> [Substring]? {
        let text = describe(keyPath)
        let prefix = cache.prefix(of: type(of: keyPath).rootType)
        guard text.hasPrefix(prefix) else { return nil }
        let components = text.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
        guard components.allSatisfy({ isIdentifier($0) && $0 != "self" }) else { return nil }
        return components
    }

    private static func name(inDescription text: String, of keyPath: AnyKeyPath) -> String? {
        let prefix = cache.prefix(of: type(of: keyPath).rootType)
        guard text.hasPrefix(prefix) else { return nil }
        let components = text.dropFirst(prefix.count)
            .split(separator: ".", omittingEmptySubsequences: false)
            .map { $0.filter { $0 != "?" && $0 != "!" } }
        guard components.allSatisfy(isIdentifier) else { return nil }
        return components.joined(separator: ".")
    }

    /// The name of a key path read from the ``NamedAttributes`` tables of the types it goes
    /// through: each component is the key path of an entry of the current type's table (found by
    /// its description, which names a computed property by its getter) or, last, a stored
    /// property's own name. `nil` when a component is neither, or the root has no table.
    ///
    /// A loop over the components of a key path the developer wrote, each matched against the
    /// entries of one table: no recursion, and nothing a client sends reaches it.
    private static func tableName(inDescription text: String, of keyPath: AnyKeyPath) -> String? {
        var type: Any.Type = Swift.type(of: keyPath).rootType
        guard type is any NamedAttributes.Type else { return nil }
        var rest = Substring(text)
        var prefix = cache.prefix(of: type)
        guard rest.hasPrefix(prefix) else { return nil }
        rest = rest.dropFirst(prefix.count)
        var names: [String] = []
        components: while !rest.isEmpty {
            if let table = (type as? any NamedAttributes.Type)?.erasedAttributeNames {
                for entry in table {
                    let entryText = describe(entry.keyPath)
                    guard entryText.hasPrefix(prefix) else { continue }
                    let component = entryText.dropFirst(prefix.count)
                    if rest == component {
                        names.append(entry.name)
                        break components
                    }
                    if rest.hasPrefix(component), rest.dropFirst(component.count).first == "." {
                        names.append(entry.name)
                        rest = rest.dropFirst(component.count + 1)
                        type = Swift.type(of: entry.keyPath).valueType
                        prefix = cache.prefix(of: type)
                        continue components
                    }
                }
            }
            // The last component may be a stored property, named by the description itself.
            guard isIdentifier(rest) else { return nil }
            names.append(String(rest))
            break
        }
        return names.joined(separator: ".")
    }

    private static func isIdentifier(_ text: some StringProtocol) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    private static let cache = Cache()

    /// Whether anything is kept for `keyPath` (for the tests that show that key paths made from
    /// a client's input, such as an element's index, never key the cache).
    static func isCached(_ keyPath: AnyKeyPath) -> Bool {
        cache.description(of: keyPath) != nil || cache.name(of: keyPath) != nil
    }

    /// The names derived so far and the descriptions read, by key path, and the description's
    /// prefix (`\SignUp.`) by root type. Thread-safe. It keeps at most ``limit`` key paths, so
    /// that key paths made at run time (a subscript per index) cannot grow it without bound;
    /// past it, names and descriptions are read again each time.
    private final class Cache: @unchecked Sendable {
        static let limit = 100_000

        private struct Entry {
            var description: String?
            var name: String??
        }

        // Guarded by `lock`.
        private let lock = NSLock()
        private var entries: [AnyKeyPath: Entry] = [:]
        private var prefixes: [ObjectIdentifier: String] = [:]

        /// The name derived before for `keyPath`: `.some(nil)` when it has none, `nil` when it
        /// was not derived yet.
        func name(of keyPath: AnyKeyPath) -> String?? {
            lock.lock()
            defer { lock.unlock() }
            return entries[keyPath]?.name ?? nil
        }

        func description(of keyPath: AnyKeyPath) -> String? {
            lock.lock()
            defer { lock.unlock() }
            return entries[keyPath]?.description
        }

        func store(name: String?, for keyPath: AnyKeyPath) {
            lock.lock()
            defer { lock.unlock() }
            guard entries[keyPath] != nil || entries.count < Self.limit else { return }
            entries[keyPath, default: Entry()].name = .some(name)
        }

        func store(description: String, for keyPath: AnyKeyPath) {
            lock.lock()
            defer { lock.unlock() }
            guard entries[keyPath] != nil || entries.count < Self.limit else { return }
            entries[keyPath, default: Entry()].description = description
        }

        func prefix(of root: Any.Type) -> String {
            let key = ObjectIdentifier(root)
            lock.lock()
            if let known = prefixes[key] {
                lock.unlock()
                return known
            }
            lock.unlock()
            let prefix = "\\" + String(describing: root) + "."
            lock.lock()
            defer { lock.unlock() }
            prefixes[key] = prefix
            return prefix
        }
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
