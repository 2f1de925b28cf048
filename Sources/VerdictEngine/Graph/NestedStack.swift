import VerdictRules
import VerdictVocabulary

/// Runs a graph whose nested rule sets go deeper than the stack allows: each nested child is a
/// frame on an explicit stack, never a call, so a comment thread or a category tree of any depth
/// runs in constant machine-stack space.
///
/// The nested steps run their child graphs by calling them, which is fastest, until
/// ``recursionLimit`` levels of nesting; below that they hand the child to this stack. The stack
/// runs the same nodes in the same order with the same outcome: the errors in report order (each
/// with its full path, key path and label), the attributes failed, the stop of a fast run, the
/// steps counted, and what filters write, written back into the parent models.
///
/// An error found `depth` levels down gets its path and key path once, from the frames above it,
/// rather than one level at a time as the recursive steps do: its path costs `depth` components
/// and its key path `depth × log depth` appends, instead of `depth²`.
enum NestedStack {
    /// The levels of nesting run by recursive calls before the stack takes over: each level costs
    /// a few hundred bytes of machine stack (about 1.5 KB in debug builds), 16 of them leave
    /// room on a 256 KiB thread.
    static let recursionLimit = 16

    private struct Frame {
        let graph: RuleGraph
        let model: ModelPointer
        var run: EvaluationRun
        var position = 0
        /// The nested node open at `position`, whose child values run as the frames above.
        var visit: NestedVisit?
        /// How many components of the stack's path prefix this frame's parents contributed.
        var prefixLength: Int
    }

    /// Runs every node of `graph` (or those of `run.only`) against the model behind `model`.
    static func run(_ graph: RuleGraph, _ model: ModelPointer, _ run: inout EvaluationRun) {
        var frames = [Frame(graph: graph, model: model, run: run, prefixLength: 0)]
        run.errors = []
        /// The path of the current frame below the root frame.
        var prefix: [AttributePath.Component] = []
        while true {
            let top = frames.count - 1
            if let visit = frames[top].visit {
                // A full report: children without filters could only add errors to count.
                let skipsRest = !visit.graph.writesValues && frames[top].run.isFull
                if skipsRest { frames[top].run.cut() }
                if !frames[top].run.stopped, !skipsRest, let child = visit.next() {
                    prefix += visit.components
                    frames.append(
                        Frame(
                            graph: visit.graph, model: child,
                            run: frames[top].run.child(),
                            prefixLength: prefix.count))
                    continue
                }
                visit.finish(frames[top].model)
                frames[top].visit = nil
                frames[top].position += 1
                continue
            }
            let frameGraph = frames[top].graph
            let position = frames[top].position
            guard position < frameGraph.steps.count, !frames[top].run.stopped else {
                let done = frames.removeLast()
                guard let parent = frames.indices.last else {
                    // The root frame's errors: those its own steps recorded, then the others'.
                    run = done.run
                    return
                }
                prefix.removeLast(prefix.count - frames[parent].prefixLength)
                let attribute = frames[parent].graph.steps[frames[parent].position].attribute
                frames[parent].run.absorb(done.run, attribute: attribute)
                continue
            }
            guard frames[top].run.runs(frameGraph.steps[position].attribute) else {
                frames[top].position += 1
                continue
            }
            frames[top].run.steps += 1
            if let entry = frameGraph.nestedEntries[position] {
                frames[top].visit = entry.open(frames[top].model, &frames[top].run)
                if frames[top].visit == nil { frames[top].position += 1 }
                continue
            }
            frameGraph.runStep(at: position, frames[top].model, &frames[top].run)
            frames[top].position += 1
            if top > 0, !frames[top].run.errors.isEmpty {
                for error in frames[top].run.errors {
                    frames[0].run.errors.append(placed(error, frames: frames, prefix: prefix))
                }
                frames[top].run.errors.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Releases the nested values of the model behind `model`, a copy that one run rewrote and
    /// nothing else holds, one at a time from the deepest: released whole, a tree that the run's
    /// filters rebuilt (``EvaluationRun/reachedStack``) would release each child from its
    /// parent's release, as deep on the machine stack as the tree. Each frame takes its model's
    /// child values out (``NestedEntry/take``), so that when they are released their own were
    /// released already. Runs no rule; visits each value the model owns once.
    static func dismantle(_ graph: RuleGraph, _ model: ModelPointer) {
        struct Frame {
            let graph: RuleGraph
            let model: ModelPointer
            var position = 0
            var visit: NestedVisit?
        }
        var frames = [Frame(graph: graph, model: model)]
        while let top = frames.indices.last {
            if let visit = frames[top].visit {
                if let child = visit.next() {
                    frames.append(Frame(graph: visit.graph, model: child))
                    continue
                }
                visit.discard()
                frames[top].visit = nil
                frames[top].position += 1
                continue
            }
            let entries = frames[top].graph.nestedEntries
            let position = frames[top].position
            guard position < entries.count else {
                frames.removeLast()
                continue
            }
            if let entry = entries[position] { frames[top].visit = entry.take(frames[top].model) }
            if frames[top].visit == nil { frames[top].position += 1 }
        }
    }

    /// `error`, found by a step of the top frame, with its path and key path from the root
    /// frame's model and, for an error of an element itself, the element's label.
    private static func placed(_ error: ValidationError, frames: [Frame], prefix: [AttributePath.Component])
        -> ValidationError
    {
        var error = error
        // The label, as the recursive steps give it: an element's own errors (an empty path
        // below the element) are named by its position, the outermost such element winning.
        var below = error.path.components.isEmpty
        var level = frames.count - 1
        while below, level > 0, let visit = frames[level - 1].visit {
            if let label = visit.elementLabel { error.label = label }
            below = visit.components.isEmpty
            level -= 1
        }
        var keyPaths: [AnyKeyPath] = []
        keyPaths.reserveCapacity(frames.count - 1)
        for frame in frames.dropLast() {
            guard let keyPath = frame.visit?.keyPath() else { break }
            keyPaths.append(keyPath)
        }
        error.prefix(path: AttributePath(prefix)) { own in joined(keyPaths, own) }
        return error
    }

    /// How many levels of class models an error's key path is joined for one level at a time,
    /// as the recursive steps join it: see ``joined(_:_:)``.
    static let referenceJoinLimit = 128

    /// The key paths `prefixes` then `own` appended, `nil` when one does not append to the next.
    ///
    /// For value types the key path is the same however the appends are grouped, so they go in
    /// halves: joining `n` of them copies `n × log n` components rather than `n²`. A key path
    /// through class instances records where its reference prefix ends, which depends on the
    /// grouping: up to ``referenceJoinLimit`` levels it is joined from the innermost out, as the
    /// recursive steps (and the compiler, for a literal) join it, so that it is equal to the
    /// literal; deeper, in halves, which prints the same but is not `==` to the literal.
    static func joined(_ prefixes: [AnyKeyPath], _ own: AnyKeyPath) -> AnyKeyPath? {
        guard !prefixes.isEmpty else { return own }
        let throughReferences = prefixes.contains { keyPath in
            String(describing: type(of: keyPath)).hasPrefix("ReferenceWritableKeyPath<")
        }
        if throughReferences && prefixes.count <= referenceJoinLimit {
            var keyPath = own
            for prefix in prefixes.reversed() {
                guard let joined = prefix.appending(path: keyPath) else { return nil }
                keyPath = joined
            }
            return keyPath
        }
        return joined(prefixes + [own])
    }

    /// The key paths appended in order, in halves, so that joining `n` of them costs
    /// `n × log n` components copied rather than `n²`; `nil` when one does not append to the next.
    static func joined(_ keyPaths: [AnyKeyPath]) -> AnyKeyPath? {
        guard !keyPaths.isEmpty else { return nil }
        var level: [AnyKeyPath] = keyPaths
        while level.count > 1 {
            var next: [AnyKeyPath] = []
            next.reserveCapacity((level.count + 1) / 2)
            var index = 0
            while index + 1 < level.count {
                guard let pair = level[index].appending(path: level[index + 1]) else { return nil }
                next.append(pair)
                index += 2
            }
            if index < level.count { next.append(level[index]) }
            level = next
        }
        return level[0]
    }
}
