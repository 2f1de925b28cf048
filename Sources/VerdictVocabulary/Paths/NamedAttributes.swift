/// A model that names its attributes itself, for the key paths whose printable name cannot be
/// read at run time: the properties of an `@Observable` class, which the macro turns into
/// computed ones, and any other computed property.
///
/// Verdict names an attribute after its key path (`\SignUp.email` → `email`), which gives the
/// error's path, the JSON Pointer, the assignment key and the default label. A computed property's
/// key path has no printable name; Verdict then looks it up in ``attributeNames``, before it
/// asks for `name:` on the declaration. A key path through several properties
/// (`\Player.address.zip`) is named component by component, each from the table of the type it
/// goes through (or from its stored property's own name).
///
/// Write the table by hand, or with one line, `@AttributeNames`, from the `VerdictMacros`
/// product (package trait `Macros`). A class must be `final` to conform.
///
/// ```swift
/// @Observable
/// final class Player {
///     var displayName = ""
///     var age = 0
/// }
///
/// extension Player: NamedAttributes {
///     static var attributeNames: [PartialKeyPath<Player>: String] {
///         [\Player.displayName: "displayName", \Player.age: "age"]
///     }
/// }
/// ```
public protocol NamedAttributes {
    /// The printable name of each attribute (`displayName`), by key path: one property, named
    /// as the model writes it. Read once per key path that has no name of its own.
    static var attributeNames: [PartialKeyPath<Self>: String] { get }
}

extension NamedAttributes {
    /// The table, its key paths erased, for a look-up by a type that is not known statically.
    static var erasedAttributeNames: [(keyPath: AnyKeyPath, name: String)] {
        attributeNames.map { (keyPath: $0.key as AnyKeyPath, name: $0.value) }
    }
}
