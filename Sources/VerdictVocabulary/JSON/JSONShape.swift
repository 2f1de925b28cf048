/// What the JSON writer needs to know of one value of a tree it writes
/// (``JSONText/appendTree(_:to:shape:member:)``): a literal written as it is (`null`, `true`, a
/// number already in JSON form), a string, or the elements of an array or the members of an
/// object.
package enum JSONShape<Value, Member> {
    /// `null`, `true`, `false` or a number, already in JSON form.
    case literal(String)
    /// A string, escaped as it is written.
    case string(String)
    /// An array of values.
    case array([Value])
    /// An object: its members, each a key and a value (see the writer's `member`).
    case object([Member])
}
