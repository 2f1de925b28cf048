/// A printable name for a key path that no reported error carries, derived from the runtime's
/// description: `\Order.shipping.zip` → `shipping.zip`. The runtime does not record subscript
/// arguments, so `\Order.addresses[1].zip` becomes `addresses[?].zip`.
enum KeyPathName {
    static func describe(_ keyPath: AnyKeyPath) -> String {
        let text = keyPath.debugDescription
        let prefix = "\\" + String(describing: type(of: keyPath).rootType) + "."
        guard text.hasPrefix(prefix) else { return text }
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
}
