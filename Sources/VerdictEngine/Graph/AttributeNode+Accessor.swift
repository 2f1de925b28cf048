import VerdictRules
import VerdictVocabulary

/// Builds the accessor of an erased key path, whose root and value types it opens through this
/// conformance of `KeyPath` itself.
protocol AttributeAccessorSource {
    func accessor() -> any AttributeAccess
}

extension KeyPath: AttributeAccessorSource {
    func accessor() -> any AttributeAccess { AttributeAccessor<Root, Value>(self) }
}

extension AttributeNode {
    /// The accessor of the attribute at `keyPath`.
    static func accessor(of keyPath: KeyPathBox) -> any AttributeAccess {
        guard let source = keyPath.keyPath as? any AttributeAccessorSource else {
            preconditionFailure("\(type(of: keyPath.keyPath)) is not a key path.")
        }
        return source.accessor()
    }

    /// The typed accessor of the attribute, of `Model`'s `Value` (the type of its key path's value):
    /// traps otherwise.
    func accessor<Model, Value>(_: Model.Type, _: Value.Type) -> AttributeAccessor<Model, Value> {
        guard let typed = accessor as? AttributeAccessor<Model, Value> else {
            preconditionFailure("The accessor of \(name ?? label) was opened as \(Model.self) to \(Value.self).")
        }
        return typed
    }
}
