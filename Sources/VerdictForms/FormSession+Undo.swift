// Undo, redo and reset of a `FormSession` model, over its session's history.

extension FormSession {
    /// Whether ``undo()`` would change anything.
    ///
    /// ```swift
    /// undoButton.isEnabled = form.canUndo
    /// ```
    public var canUndo: Bool { observe(keys.history, session.history.canUndo) }

    /// Whether ``redo()`` would change anything.
    ///
    /// ```swift
    /// redoButton.isEnabled = form.canRedo
    /// ```
    public var canRedo: Bool { observe(keys.history, session.history.canRedo) }

    /// Returns to the last clean or empty checkpoint: the one the model was edited from, or, when
    /// it was not edited since, the one before. Returns `false` when there is none.
    ///
    /// ```swift
    /// form.email = "oops"
    /// form.undo()    // the email is back to its last clean value
    /// ```
    @discardableResult
    public func undo() -> Bool {
        session.undo()
    }

    /// Brings back what the last ``undo()`` left; returns `false` when there is nothing.
    ///
    /// ```swift
    /// form.redo()
    /// ```
    @discardableResult
    public func redo() -> Bool {
        session.redo()
    }

    /// Returns one attribute to its value at the last clean or empty checkpoint, as an edit.
    /// Only attributes that the rule set names can be undone one by one: another key path (an
    /// element that did not exist then, a value behind an optional that was `nil`) may have had
    /// no value at the checkpoint. Returns whether the attribute was undone.
    ///
    /// ```swift
    /// form.undo(\.email)
    /// ```
    @discardableResult
    public func undo<Value>(_ keyPath: WritableKeyPath<Model, Value>) -> Bool {
        session.undo(keyPath)
    }

    /// Starts again from `model`: nothing entered, no history.
    ///
    /// ```swift
    /// form.reset(to: SignUp())
    /// ```
    public func reset(to model: Model) {
        session.reset(to: model)
    }
}
