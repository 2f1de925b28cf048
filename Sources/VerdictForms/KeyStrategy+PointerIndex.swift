import VerdictAssignment

extension KeyStrategy {
    /// The key under which a graph keeps the ``InputPointerIndex`` of this strategy.
    var pointerIndexKey: Any.Type {
        switch kind {
        case .exact: PointerIndexKey.Exact.self
        case .snakeCase: PointerIndexKey.SnakeCase.self
        }
    }

    /// The key types of the pointer indexes a graph keeps, one per strategy.
    enum PointerIndexKey {
        enum Exact {}
        enum SnakeCase {}
    }
}
