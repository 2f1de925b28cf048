/// The observed properties of a ``FormSession`` model, as its ``ValidationSession`` names them when
/// it tells the face of a change.
enum SessionProperty {
    case model
    case state
    case report
    case scenario
    case validatesOnChange
    case refusal
    /// ``FormSession/canUndo`` and ``FormSession/canRedo``.
    case history
}

/// What a ``ValidationSession`` tells of its changes: the face that observers observe
/// (``FormSession``). The session writes its values without an observation; it announces each
/// change through ``changing(_:_:)``, once, when observers must hear of it.
@MainActor
protocol SessionObserver: AnyObject {
    /// Runs `change`, as a mutation of `property` that observers hear of.
    func changing<Result>(_ property: SessionProperty, _ change: () throws -> Result) rethrows -> Result
}
