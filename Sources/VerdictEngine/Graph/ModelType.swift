/// The model type that type-erased engine code was built for, recorded where the type is known
/// and checked wherever erased code is re-opened as a typed model.
///
/// A ``RuleGraph`` records it when it is compiled, a ``ValidationHistory`` when it is made; an
/// ``Evaluator`` made from a graph, the ``IncrementalSession`` that runs one, the history's typed
/// entries and a nested step's child graph check it with `precondition` before they read a
/// ``ModelPointer`` as that type. A slip (a graph or a history handed to code of another model
/// type) then traps, in release builds too, instead of reading memory as the wrong type.
///
/// Types are compared by the `ObjectIdentifier` of their metatype, which is unique per type
/// (`Form<Int>` and `Form<String>` differ); type names are not (two types named `Form` in
/// different scopes print the same).
package struct ModelType: Sendable {
    /// The type's identity.
    package let id: ObjectIdentifier
    /// The type itself, for the name in a trap's message.
    private let type: any Any.Type

    /// The type `Model`.
    package init<Model>(_: Model.Type) {
        id = ObjectIdentifier(Model.self)
        type = Model.self
    }

    /// The type's name, for messages.
    package var name: String { String(describing: type) }

    /// Whether this is the type `Model`.
    @inline(__always)
    package func `is`<Model>(_: Model.Type) -> Bool {
        id == ObjectIdentifier(Model.self)
    }

    /// Traps unless this is the type `Model`: code built for one model type is about to read memory
    /// as `Model`. `entry` names the door, for the message.
    @inline(__always)
    package func check<Model>(_: Model.Type, at entry: StaticString) {
        precondition(self.is(Model.self), "\(entry): built for \(name), re-opened as \(Model.self)")
    }
}
