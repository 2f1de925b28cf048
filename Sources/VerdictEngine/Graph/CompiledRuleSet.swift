import Foundation
import VerdictRules
import VerdictVocabulary

/// The compiled forms of one rule set: a graph per (scenario, stage) and the scenario catalog,
/// each made the first time it is needed. A rule set holds one; only the engine reads it.
///
/// Thread-safe: lookups and stores take a lock; compiling happens outside it, so a compilation
/// may compile nested rule sets (or, for a tree, look up this one). When two threads compile the
/// same graph, the first stored wins. Only graphs of declared scenarios are stored — an unknown
/// name is refused before anything is compiled — so the store stays as small as the declaration.
package final class CompiledRuleSet: @unchecked Sendable {
    /// A graph, and the error that keeps a validation from running it as the root rule set. A
    /// class, so that looking one up in generic code needs no metadata for an optional of it.
    package final class Entry: Sendable {
        package let graph: RuleGraph
        package let rootError: RuleSetError?

        init(graph: RuleGraph, rootError: RuleSetError?) {
            self.graph = graph
            self.rootError = rootError
        }
    }

    private struct Key: Hashable {
        var scenario: ScenarioName
        var stage: RuleStage
    }

    // Guarded by `lock`.
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    /// The first entries stored, searched before `entries`: a rule set has few scenarios, and
    /// comparing a short name costs less than hashing it. A lookup writes nothing, so threads
    /// that validate at once (a server validating one scenario, then rendering another) do not
    /// take the memory from each other.
    private var firstEntries: [(key: Key, entry: Entry)] = []
    private static let firstEntriesLimit = 8
    private var storedCatalog: ScenarioCatalog?

    /// The entry of `scenario` and `stage`, if compiled.
    func entry(scenario: ScenarioName, stage: RuleStage) -> Entry? {
        let key = Key(scenario: scenario, stage: stage)
        lock.lock()
        defer { lock.unlock() }
        for first in firstEntries where first.key == key { return first.entry }
        return firstEntries.count < Self.firstEntriesLimit ? nil : entries[key]
    }

    /// Stores `entry` unless another thread stored one first; returns the one stored.
    func store(_ entry: Entry, scenario: ScenarioName, stage: RuleStage) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(scenario: scenario, stage: stage)
        if let raced = entries[key] { return raced }
        entries[key] = entry
        if firstEntries.count < Self.firstEntriesLimit { firstEntries.append((key, entry)) }
        return entry
    }

    /// How many graphs are stored (for tests of the store's bound).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// The scenario catalog, made by `make` the first time.
    func catalog(_ make: () -> ScenarioCatalog) -> ScenarioCatalog {
        lock.lock()
        if let storedCatalog {
            lock.unlock()
            return storedCatalog
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let storedCatalog { return storedCatalog }
        storedCatalog = made
        return made
    }
}

extension DeclarationList {
    /// The scenarios this rule set declares, and its undeclared uses.
    package var catalog: ScenarioCatalog {
        compiled.catalog { ScenarioCatalog(declarations: declarations) }
    }

    /// The graph of `stage`'s rules for `scenario`, compiled the first time and kept, with the
    /// error that keeps a validation from running it as the root rule set.
    package func entry(for scenario: ScenarioName, stage: RuleStage, context: CompileContext = CompileContext())
        -> CompiledRuleSet.Entry
    {
        if let entry = compiled.entry(scenario: scenario, stage: stage) { return entry }
        let graph = context.compiling(Model.self, scenario: scenario, stage: stage) {
            GraphCompiler(declarations: declarations, scenario: scenario, stage: stage, context: context).compile()
        }
        let catalog = catalog
        var diagnostics = catalog.diagnostics + graph.diagnostics
        if !catalog.declared.contains(scenario) {
            diagnostics.insert(catalog.unknown(scenario, model: graph.modelName), at: 0)
        }
        let error =
            diagnostics.isEmpty
            ? nil : RuleSetError(model: graph.modelName, scenario: scenario, diagnostics: diagnostics)
        return compiled.store(.init(graph: graph, rootError: error), scenario: scenario, stage: stage)
    }

    /// The graph of `stage`'s rules for `scenario`, as a nested rule set sees it.
    package func graph(for scenario: ScenarioName, stage: RuleStage, context: CompileContext) -> RuleGraph {
        entry(for: scenario, stage: stage, context: context).graph
    }

    /// Whether any rule of the rule set, or of its nested rule sets, may write a value, in any
    /// scenario or stage: what a model that nests its own type assumes of itself.
    package var mayWriteValues: Bool {
        var visited: Set<ObjectIdentifier> = []
        return Self.mayWrite(declarations, visited: &visited)
    }

    private static func mayWrite<M>(_ declarations: [Declaration<M>], visited: inout Set<ObjectIdentifier>) -> Bool {
        guard visited.insert(ObjectIdentifier(M.self)).inserted else { return false }
        for declaration in declarations {
            switch declaration {
            case .field(let field):
                if writes(field) { return true }
            case .nested(let nested):
                if mayWrite(nested, visited: &visited) { return true }
            case .check, .attributes, .safe, .scenarios:
                continue
            }
        }
        return false
    }

    private static func writes<Field: FieldDeclaration>(_ field: Field) -> Bool {
        field.rules.contains { $0.behavior.writesValue }
    }

    private static func mayWrite<Nested: NestedDeclaration>(_ nested: Nested, visited: inout Set<ObjectIdentifier>)
        -> Bool
    {
        mayWrite(nested.rules().declarations, visited: &visited)
    }
}
