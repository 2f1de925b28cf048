import Foundation

/// Derives the printable name of a key path from the runtime's description of it.
package enum AttributeName {
    /// `\SignUp.address.zip` → `address.zip`; `nil` for computed properties, subscripts and
    /// anything else whose name the runtime does not record.
    package static func derive<Root>(from keyPath: PartialKeyPath<Root>) -> String? {
        KeyPathName.derive(keyPath)
    }

    /// The printable path of a dotted name (`""` for the value itself). Splits at each `.` scalar,
    /// as ``AttributePath`` parsing does, so a name that ``problems(inName:)`` accepts prints as
    /// itself.
    package static func path(of name: String) -> AttributePath {
        if !name.isEmpty && !name.utf8.contains(UInt8(ascii: ".")) { return AttributePath([.property(name)]) }
        return AttributePath(name.unicodeScalars.split(separator: ".").map { .property(String($0)) })
    }

    /// What is wrong with a name given with `name:`, in words that say how to fix it (to follow
    /// the declaration, as in `Attribute(\Form.items, name: "items[0]"): …`); `nil` for a good name.
    ///
    /// A name is property names joined by dots (`address.zip`), or `""` for the value itself. It
    /// may not contain brackets, which printable paths keep for positions in a collection, nor an
    /// empty component (a leading, trailing or doubled dot), which the path would silently drop.
    package static func problems(inName name: String) -> String? {
        guard mayHaveProblems(name) else { return nil }
        var sentences: [String] = []
        var subject: String { sentences.isEmpty ? "The name '\(name)'" : "It" }
        let scalars = name.unicodeScalars
        let hasBrackets = scalars.contains { $0 == "[" || $0 == "]" }
        if hasBrackets {
            sentences.append(
                "\(subject) contains '[' or ']', which printable paths keep for positions in a collection: name "
                    + "the attribute without brackets, and validate a collection's elements with `Each`, whose "
                    + "errors get paths such as `items[0]`.")
        }
        let components = scalars.split(separator: ".", omittingEmptySubsequences: false)
        if !name.isEmpty, components.contains(where: \.isEmpty) {
            let kept = components.filter { !$0.isEmpty }.map { String($0) }.joined(separator: ".")
            let fix =
                hasBrackets
                ? "remove the extra dots"
                : kept.isEmpty ? "give a property name, such as 'zip'" : "write '\(kept)'"
            sentences.append("\(subject) has an empty component (a leading, trailing or doubled dot): \(fix).")
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }

    /// Whether a name says its values are secret, so that the attribute is sensitive unless
    /// declared otherwise: its last component, split into words (camelCase, snake_case,
    /// kebab-case, `APIKey` as "api key"), has a word of ``secretWords`` or two consecutive words
    /// of ``secretPairs``. So `password`, `passwordRepeat`, `pwd`, `pin`, `apiKey`, `accessToken`,
    /// `card_cvv`, `creditCardNumber`, `iban` and `routing-number` are; `shipping`, `spinner`,
    /// `keyboard`, `cardinality` and `phoneNumber` are not.
    package static func isSecret(_ name: String) -> Bool {
        if let known = secrets.value(of: name) { return known }
        let secret = deriveIsSecret(name)
        secrets.store(secret, of: name)
        return secret
    }

    private static func deriveIsSecret(_ name: String) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let words = words(of: last)
        if words.contains(where: secretWords.contains) { return true }
        for (first, second) in zip(words, words.dropFirst()) where secretPairs[second]?.contains(first) == true {
            return true
        }
        return false
    }

    /// The words that make a name secret on their own: passwords and passphrases, one-time and
    /// PIN codes, tokens and credentials, card verification codes, and identity and bank numbers.
    static let secretWords: Set<String> = [
        "password", "passwd", "pwd", "passphrase", "passcode", "secret", "secrets", "token", "pin", "otp", "totp",
        "hotp", "cvv", "cvv2", "cvc", "cvc2", "cvn", "csc", "ssn", "iban", "credential", "credentials",
        "mnemonic",
    ]

    /// The pairs of consecutive words that make a name secret, by their second word: `api key`,
    /// `card number`, `security code`, `session id`, `seed phrase`.
    static let secretPairs: [String: Set<String>] = [
        "key": ["api", "private", "access", "secret", "signing", "encryption", "license", "master", "session"],
        "number": ["card", "account", "routing", "pan", "cvv", "social", "security", "tax", "passport"],
        "code": ["security", "verification", "recovery", "backup", "auth", "authorization", "card", "totp"],
        "id": ["session"],
        "phrase": ["seed", "recovery", "pass"],
        "cookie": ["session", "auth"],
    ]

    /// `passwordRepeat` → ["password", "repeat"], `api_key` → ["api", "key"], `userPIN` →
    /// ["user", "pin"], `APIKey` → ["api", "key"], `card-number` → ["card", "number"].
    private static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            if character.isUppercase, !current.isEmpty, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // `passwordRepeat`, `pin2Code`; and `APIKey`, where the acronym ends before `Key`.
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    words.append(current.lowercased())
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Whether `name` has a bracket or an empty component: one pass over its bytes, as every
    /// attribute's name is checked when a graph compiles (`.`, `[` and `]` are ASCII, so no byte
    /// of another character matches them).
    private static func mayHaveProblems(_ name: String) -> Bool {
        guard !name.isEmpty else { return false }
        var afterDot = true
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "]"): return true
            case UInt8(ascii: "."):
                if afterDot { return true }
                afterDot = true
            default: afterDot = false
            }
        }
        return afterDot
    }

    /// The label of a dotted name: its last component, in words. Derived once per name: every
    /// attribute declared without a label derives one, and a rule set may be declared again and
    /// again (one per form).
    package static func label(of name: String) -> String {
        if let known = labels.value(of: name) { return known }
        let label = Label.derived(from: name.split(separator: ".").last.map(String.init) ?? name)
        labels.store(label, of: name)
        return label
    }

    private static let labels = NameCache<String>()
    private static let secrets = NameCache<Bool>()

    /// Whether the label or the secrecy of `name` is kept (for the tests that show that names a
    /// client chooses never key these caches).
    static func isCached(_ name: String) -> Bool {
        labels.value(of: name) != nil || secrets.value(of: name) != nil
    }

    /// What was derived so far from each name; thread-safe, and bounded like the key path names.
    private final class NameCache<Value: Sendable>: @unchecked Sendable {
        static var limit: Int { 100_000 }

        // Guarded by `lock`.
        private let lock = NSLock()
        private var values: [String: Value] = [:]

        func value(of name: String) -> Value? {
            lock.lock()
            defer { lock.unlock() }
            return values[name]
        }

        func store(_ value: Value, of name: String) {
            lock.lock()
            defer { lock.unlock() }
            if values.count < Self.limit { values[name] = value }
        }
    }
}
