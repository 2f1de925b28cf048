import VerdictEngine
import VerdictVocabulary

/// Compaction of the journal by location, for a model that cannot be copied (a class instance,
/// which undo must restore in place): the changes since the last checkpoint become one change per
/// location written, so that the journal is bounded by the attributes (and the elements) written
/// between two checkpoints, not by the number of edits.
extension ValidationHistory {
    /// Replaces the changes from `start` (the latest position a checkpoint holds) to the model
    /// (at the end of the journal) by one change per location, where that is known to be exact.
    ///
    /// **Why merging per location is exact.** Think of a location as the part of the model that a
    /// change overwrites. The state after the changes holds, in each part, what the latest change
    /// covering it wrote; that change is the last one of its location. So writing, for each
    /// location, its last new value, in the order of those last changes, lands on the same state.
    /// Symmetrically, the state before holds, in each part, the old value of the earliest change
    /// covering it, the first one of its location: writing each location's first old value, in
    /// the reverse order of the first changes, lands on it. This holds even for locations nested
    /// in one another (`\.address` and `\.address.zip`), as long as every location is the same part
    /// of the model all along. It fails when a location moves with the model's values:
    /// - an element of an array (`element != nil`) exists only while the array is long enough: the
    ///   merged order may write it while a whole-array change has made the array shorter (a trap);
    /// - a path through a class instance (`\.contact.zip`) writes into whichever instance the
    ///   model holds then, and a path through an optional (`\.billing!.zip`) may not exist;
    /// - a computed property (an `@Observable` model's properties are computed too) may write
    ///   anywhere, depending on other values (`names[selected]`).
    ///
    /// **What is known.** A location is known to stay the same part when its key path is a chain
    /// of stored properties through values, not instances: the runtime's description of the key
    /// path names each property (`KeyPathName.storedComponents(_:)`), and the model's own reflection shows that
    /// each property on the way holds a value. Two such chains are disjoint unless one's names
    /// are a prefix of the other's. A change of any other key path (or of the whole model) is a
    /// *barrier*: it stays as it is, and no merge crosses it; the changes between two barriers
    /// form a *run*, merged on its own.
    ///
    /// **Within a run**, so that the merged changes are disjoint (their order no longer matters)
    /// and no element is written out of bounds, a location nested in another one of the run (an
    /// element under its array, `\.address.zip` under `\.address`) goes into the outermost one:
    /// that one's value is read from the model at the run's start and end (the model is moved
    /// there through the journal, as the copy compaction does). Any other location keeps its first
    /// old value and its last new one from the journal, with no read. An array is never resized
    /// within a run then (only a location covering it could), so its elements stay in bounds.
    ///
    /// **Positions.** Only the changes after `start` are rewritten: every checkpoint lies at or
    /// before it, and the model, at the end, is where it was (so ``latestValue(at:element:)``
    /// and the merge of the next change into the last one stay true: the last change's location
    /// is disjoint from the others of its run). A run left as it is (a value that could not be
    /// read) keeps its changes. The next compaction waits until the changes since `start` are
    /// twice what this one left, so that each change is merged a bounded number of times.
    mutating func compactByLocation(from start: Int, model: ModelPointer) {
        if compaction.last.start == start, position - start <= 2 * compaction.last.count { return }
        let first = start - dropped
        var paths = StoragePaths(modelType: modelType, model: compaction.readModel?(model))
        var runs = Self.runs(of: changes, from: first, paths: &paths)
        if runs.contains(where: \.readsModel) { read(&runs, start: start, model: model) }
        var merged: [ModelChange] = []
        for run in runs { merged.append(contentsOf: run.changes(in: changes)) }
        changes.replaceSubrange(first..., with: merged)
        position = start + merged.count
        compaction.last = (start, merged.count)
    }

    /// The changes from the index `first` on, cut into runs at the barriers, each run's merge
    /// planned.
    private static func runs(of changes: [ModelChange], from first: Int, paths: inout StoragePaths)
        -> [CompactionRun]
    {
        var runs: [CompactionRun] = []
        var runStart = first
        for index in first..<changes.count {
            if let keyPath = changes[index].keyPath, paths.path(of: keyPath) != nil { continue }
            if runStart < index { runs.append(CompactionRun(merging: runStart..<index, of: changes, paths: &paths)) }
            runs.append(CompactionRun(keeping: index..<(index + 1)))
            runStart = index + 1
        }
        if runStart < changes.count {
            runs.append(CompactionRun(merging: runStart..<changes.count, of: changes, paths: &paths))
        }
        return runs
    }

    /// Reads the values of the runs' outermost locations at each run's start and end, moving the
    /// model back to `start` and forward again to the end; a run whose values cannot be read is
    /// kept as it is.
    private mutating func read(_ runs: inout [CompactionRun], start: Int, model: ModelPointer) {
        let end = position
        guard let readModel = compaction.readModel else {
            for index in runs.indices where runs[index].readsModel { runs[index].keepAsItIs() }
            return
        }
        move(to: start, model: model)
        for index in runs.indices where runs[index].readsModel {
            move(to: dropped + runs[index].range.lowerBound, model: model)
            let before = runs[index].read(from: readModel(model))
            move(to: dropped + runs[index].range.upperBound, model: model)
            let after = runs[index].read(from: readModel(model))
            runs[index].take(before: before, after: after)
        }
        move(to: end, model: model)
    }
}

/// What compaction needs beyond the journal: the threshold, the way to read the model, and where
/// the last compaction by location started and how many changes it left.
///
/// A reference, so that ``ValidationHistory`` stays small: each edit moves it, and past 128
/// bytes the moves become `memcpy` calls (about 100 instructions per edit, measured on
/// `incremental/100-rules/incremental`). Its `last` is only a hint of when to compact again: a
/// copy of the history that shares it compacts sooner or later, never wrongly.
final class CompactionState {
    /// The model behind a pointer; `nil`: never read (then only paths of one property are known,
    /// and nested locations are not merged).
    let readModel: ((ModelPointer) -> Any)?
    /// How many changes may follow the last checkpoint before they are compacted:
    /// ``ValidationHistory/compactionThreshold``, fewer in tests.
    var threshold = ValidationHistory.compactionThreshold
    var last = (start: -1, count: 0)

    init(readModel: ((ModelPointer) -> Any)?) {
        self.readModel = readModel
    }
}

/// Where a change writes: a key path and, for an element of an array, which one.
private struct JournalLocation: Hashable {
    let keyPath: KeyPathBox
    let element: Int?
}

/// A run of the journal's changes and how it is compacted: kept as it is (a barrier, or values
/// that could not be read), or one change per location.
private struct CompactionRun {
    /// One merged change: from the journal's values, or read from the model (an outermost
    /// location with others nested in it).
    enum Entry {
        /// The location's first old value (at `first`) and its last new one (at `last`).
        case journal(JournalLocation, first: Int, last: Int)
        /// Written back as the change at `template` writes; its values are read (`nil`: not yet).
        case read(KeyPathBox, template: Int, values: (old: Any, new: Any)?)
    }

    /// The indices of the run's changes in the journal.
    let range: Range<Int>
    private(set) var entries: [Entry]?

    init(keeping range: Range<Int>) {
        self.range = range
        entries = nil
    }

    /// Plans the merge of the changes in `range`, all at locations with a stored path.
    init(merging range: Range<Int>, of changes: [ModelChange], paths: inout StoragePaths) {
        self.range = range
        var order: [JournalLocation] = []
        var spans: [JournalLocation: (first: Int, last: Int)] = [:]
        for index in range {
            // A run holds no change of the whole model (`runs` cuts at it).
            guard let keyPath = changes[index].keyPath else { continue }
            let location = JournalLocation(keyPath: keyPath, element: changes[index].element)
            if spans[location] == nil {
                order.append(location)
                spans[location] = (index, index)
            } else {
                spans[location]?.last = index
            }
        }
        // The whole values written, by stored path (`address.zip`).
        var wholes: [String: KeyPathBox] = [:]
        for location in order where location.element == nil {
            wholes[Self.name(paths.path(of: location.keyPath) ?? [])] = location.keyPath
        }
        // Each location nested in another one of the run goes into the outermost one.
        var nested: Set<JournalLocation> = []
        var outermost: Set<KeyPathBox> = []
        for location in order {
            let path = paths.path(of: location.keyPath) ?? []
            // An element is nested in its array's whole value; a whole value in a shorter path's.
            let length = location.element == nil ? path.count - 1 : path.count
            guard length > 0 else { continue }
            var name = ""
            for component in path[..<length] {
                name += name.isEmpty ? component : "." + component
                if let outer = wholes[name] {
                    nested.insert(location)
                    outermost.insert(outer)
                    break
                }
            }
        }
        var entries: [Entry] = []
        for location in order where !nested.contains(location) {
            guard let span = spans[location] else { continue }
            if location.element == nil, outermost.contains(location.keyPath) {
                entries.append(.read(location.keyPath, template: span.first, values: nil))
            } else {
                entries.append(.journal(location, first: span.first, last: span.last))
            }
        }
        self.entries = entries
    }

    private static func name(_ path: [Substring]) -> String {
        path.joined(separator: ".")
    }

    /// Whether values must be read from the model, at the run's start and end.
    var readsModel: Bool {
        entries?.contains { if case .read = $0 { true } else { false } } ?? false
    }

    mutating func keepAsItIs() { entries = nil }

    /// The values of the locations to read, in `model` (the model as it is now), in order; `nil`
    /// when one cannot be read.
    func read(from model: Any) -> [Any]? {
        var values: [Any] = []
        for case .read(let keyPath, _, _) in entries ?? [] {
            guard let value = model[keyPath: keyPath.keyPath] else { return nil }
            values.append(value)
        }
        return values
    }

    /// Takes the values read at the run's start (`before`) and end (`after`); keeps the run as it
    /// is if they are missing.
    mutating func take(before: [Any]?, after: [Any]?) {
        guard var entries, let before, let after else { return keepAsItIs() }
        var next = 0
        for index in entries.indices {
            guard case .read(let keyPath, let template, _) = entries[index] else { continue }
            entries[index] = .read(keyPath, template: template, values: (before[next], after[next]))
            next += 1
        }
        self.entries = entries
    }

    /// The run's changes after compaction.
    func changes(in journal: [ModelChange]) -> [ModelChange] {
        guard let entries else { return Array(journal[range]) }
        var merged: [ModelChange] = []
        merged.reserveCapacity(entries.count)
        for entry in entries {
            switch entry {
            case .journal(let location, let first, let last):
                merged.append(
                    ModelChange(
                        keyPath: location.keyPath, element: location.element, old: journal[first].old,
                        new: journal[last].new))
            case .read(let keyPath, let template, let values?):
                let writer = journal[template].new
                merged.append(
                    ModelChange(
                        keyPath: keyPath, old: writer.replacingValue(with: values.old),
                        new: writer.replacingValue(with: values.new)))
            case .read(_, _, nil):
                // Not read (see `take`): nothing is merged.
                return Array(journal[range])
            }
        }
        return merged
    }
}

/// The stored paths of the key paths in the journal, found once per compaction. The key path's
/// description is read through `KeyPathName` (whose cache is bounded, and already holds the
/// attributes' key paths); what each property on the way holds depends on the model, so nothing
/// else is kept beyond the compaction.
private struct StoragePaths {
    let modelType: ModelType
    /// The model, to see what each property on a path holds; `nil`: only paths of one property
    /// are known.
    let model: Any?
    private var known: [KeyPathBox: [Substring]?] = [:]

    init(modelType: ModelType, model: Any?) {
        self.modelType = modelType
        self.model = model
    }

    /// The names of the stored properties `keyPath` goes through (`["address", "zip"]`), when it
    /// is a chain of stored properties of the model through values; `nil` for anything else: a
    /// computed property, a subscript, an optional, a property of a class instance held by the
    /// model, another root type, `\.self`.
    mutating func path(of keyPath: KeyPathBox) -> [Substring]? {
        if let path = known[keyPath] { return path }
        let path = storedPath(of: keyPath.keyPath)
        known[keyPath] = .some(path)
        return path
    }

    private func storedPath(of keyPath: AnyKeyPath) -> [Substring]? {
        let root = type(of: keyPath).rootType
        guard ObjectIdentifier(root) == modelType.id else { return nil }
        guard let path = KeyPathName.storedComponents(keyPath) else { return nil }
        guard path.count > 1 else { return path }
        // Each property on the way must hold a value, not an instance: read through the model's
        // own reflection, which a custom mirror could misstate (then nothing is known).
        guard var value = model else { return nil }
        for name in path.dropLast() {
            guard !(value is any CustomReflectable), let child = Self.child(named: name, of: value),
                !(type(of: child) is AnyObject.Type)
            else { return nil }
            value = child
        }
        return path
    }

    /// The value of the stored property `name` of `value` (of a class instance, or of one of its
    /// superclasses).
    private static func child(named name: Substring, of value: Any) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label.map { $0 == name } ?? false }) {
                return child.value
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
