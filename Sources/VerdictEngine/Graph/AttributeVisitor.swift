import VerdictRules
import VerdictVocabulary

/// What opens an ``AttributeAccess`` (or a ``NestedAttributeAccess``) to reach its value type: generic
/// over the value type, with the model type fixed by the visitor.
package protocol AttributeVisitor {
    associatedtype Model
    associatedtype Result
    /// Visits the accessor of an attribute.
    mutating func visit<Value>(_ accessor: AttributeAccessor<Model, Value>) -> Result
    /// Visits a nested attribute (`Nested`, `Each`): its accessor, by kind, and its child graph.
    mutating func visit<Child>(nested: NestedAttribute<Model, Child>) -> Result
}
