import VerdictEngine

/// The intake of an edit of a ``FormSession`` model that the input-stage rules accepted (see
/// ``StageChecks/screen(_:model:undo:)`` for what they refuse): what the journal records, and what
/// the session learns (the dirty set, and for an array validated element by element, which
/// elements). Observers and validates-on-change, which follow, are the owner's.
enum EditIntake {
    /// Takes in an edit of `keyPath` from `previous` to `value`, already in `model`, after which
    /// input filters wrote `filtered`; returns the attribute's position (`nil`: a key path that is
    /// no attribute). `known`: the positions of the only elements of an array that the edit
    /// changes, when the caller knows them.
    ///
    /// An edit of an array whose elements are validated one by one, that changed some elements
    /// only, marks those; not when input filters wrote into the model (they may have changed
    /// others). The journal then keeps the changed elements, not the whole array.
    static func take<Model, Value>(
        _ keyPath: WritableKeyPath<Model, Value>, from previous: Value, to value: Value, filtered: [ModelChange],
        elements known: Set<Int>?, session: inout IncrementalSession, journal: inout ValidationHistory,
        model: inout Model
    ) -> Int? {
        let attribute = session.position(of: keyPath)
        let elements =
            filtered.isEmpty && session.validatesElements(at: attribute)
            ? known ?? session.changedElements(at: attribute, from: previous, to: value) : nil
        if let elements,
            let changes = session.elementChanges(at: attribute, from: previous, to: value, indices: elements)
        {
            journal.recordEdit(changes, model: &model)
        } else {
            journal.recordEdit(
                keyPath, as: session.journalKey(for: keyPath, at: attribute), from: previous, to: value,
                filtered: filtered, model: &model)
        }
        session.edited(at: attribute, elements: elements)
        return attribute
    }

    /// Takes in an edit of the element at `index` of the array at `keyPath` from `previous` to
    /// `element`, already in `model` (the input stage has no rule); returns the array's position.
    static func take<Model, Element>(
        _ keyPath: WritableKeyPath<Model, [Element]>, element index: Int, from previous: Element, to element: Element,
        session: inout IncrementalSession, journal: inout ValidationHistory, model: inout Model
    ) -> Int? {
        let attribute = session.position(of: keyPath)
        journal.recordEdit(
            keyPath, element: index, as: session.journalKey(for: keyPath, at: attribute), from: previous,
            to: element, model: &model)
        session.edited(at: attribute, elements: [index])
        return attribute
    }

    /// Takes in a massive assignment: `changes` (what was assigned, then what input filters
    /// wrote), already in `model`, of the attributes at `positions`.
    static func take<Model>(
        assigned changes: [ModelChange], at positions: [Int], session: inout IncrementalSession,
        journal: inout ValidationHistory, model: inout Model
    ) {
        journal.recordEdit(changes, model: &model)
        for position in positions { session.edited(at: position) }
    }

}
