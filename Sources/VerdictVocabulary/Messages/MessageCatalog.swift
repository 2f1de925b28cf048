import Foundation

/// Messages and labels of your own, per language: a value you build once and pass where messages
/// are rendered (nothing is registered globally, so a server can hold one catalog per tenant).
///
/// A message given for a code replaces the built-in one in that language, or translates a code
/// of your own; a rule's own `.message(_:)` still wins over it. A label is keyed by the
/// attribute's path as printed (`email`, `addresses[1].zip`), by the path with its indices left
/// out (`addresses[].zip`, for every element), or by the English label (`Email`).
///
/// ```swift
/// var catalog = MessageCatalog(
///     language: "de",
///     messages: ["username.taken": "{attribute} ist schon vergeben."],
///     labels: ["username": "Benutzername", "email": "E-Mail-Adresse"])
/// catalog.add(language: "fr", labels: ["username": "Nom d’utilisateur"])
/// let messages = report.messages(in: Locale(identifier: "de-DE"), catalog: catalog)
/// ```
///
/// Languages are matched as locales are: `pt-BR` uses entries for `pt-BR`, then for `pt`;
/// `zh-TW` those for `zh-Hant-TW`, `zh-Hant`, `zh-TW`, then `zh`.
public struct MessageCatalog: Sendable, Hashable {
    /// What one language adds.
    struct Entries: Sendable, Hashable {
        var messages: [ErrorCode: MessageTemplate] = [:]
        var labels: [String: String] = [:]
        /// The labels keyed by a property name, also under the label Verdict derives from it
        /// (`passwordRepeat` → `Password repeat`): how another rule names the attribute
        /// (`Compare(.equal, to: \.password)` shows "Password").
        var derivedLabels: [String: String] = [:]
    }

    /// The entries of each language, by canonical tag (`pt-BR`, `zh-Hant`).
    private(set) var entries: [String: Entries] = [:]

    /// An empty catalog: the built-in messages only.
    ///
    /// ```swift
    /// let builtIn = MessageCatalog()
    /// ```
    public init() {}

    /// A catalog with messages and labels for one language.
    ///
    /// ```swift
    /// let catalog = MessageCatalog(language: "de", labels: ["email": "E-Mail-Adresse"])
    /// ```
    public init(
        language: String, messages: [ErrorCode: MessageTemplate] = [:], labels: [String: String] = [:]
    ) {
        add(language: language, messages: messages, labels: labels)
    }

    /// Adds messages and labels for `language` (a tag such as `de`, `pt-BR` or `zh-Hant`); what
    /// was there under the same code or key is replaced.
    ///
    /// ```swift
    /// var catalog = MessageCatalog()
    /// catalog.add(language: "es", messages: ["required": "Rellena el campo {attribute}."])
    /// ```
    public mutating func add(
        language: String, messages: [ErrorCode: MessageTemplate] = [:], labels: [String: String] = [:]
    ) {
        let key = LanguageTag(language)?.description ?? language
        var entry = entries[key] ?? Entries()
        entry.messages.merge(messages) { _, new in new }
        entry.labels.merge(labels) { _, new in new }
        for (name, label) in labels where !name.isEmpty && !name.contains(where: { $0 == "." || $0 == "[" }) {
            entry.derivedLabels[Label.derived(from: name)] = label
        }
        entries[key] = entry
    }

    /// The languages the catalog has entries for, as canonical tags, sorted.
    ///
    /// ```swift
    /// MessageCatalog(language: "pt_br").languages // ["pt-BR"]
    /// ```
    public var languages: [String] { entries.keys.sorted() }

    /// Whether the catalog has no entries.
    var isEmpty: Bool { entries.isEmpty }
}
