import VerdictRules
import VerdictVocabulary

/// How a node of a graph, or a rule being compiled, is named in diagnostics, spelled only when
/// read: `Attribute(\Form.a) › Trim, Required`.
///
/// Spelling a field's labels when the graph compiles cost a key path description (a cache
/// lookup) and a few string appends per field, and a graph that compiles without a diagnostic
/// never reads them.
enum RuleLabel: Sendable {
    /// A label spelled already: `Constraint(\Form.c) at File.swift:12`, `Nested(\Form.child)`.
    case text(String)
    /// Rules of a field declaration: `Attribute(\Form.a) › ` followed by the rules' names,
    /// joined by commas.
    case field(KeyPathBox, names: [String])

    var description: String {
        switch self {
        case .text(let text): text
        case .field(let keyPath, let names): Self.prefix(of: keyPath) + names.joined(separator: ", ")
        }
    }

    /// `Attribute(\Form.a) › `: what the label of a rule of the field at `keyPath` starts with.
    static func prefix(of keyPath: KeyPathBox) -> String {
        "Attribute(\(KeyPathName.describe(keyPath.keyPath))) › "
    }
}
