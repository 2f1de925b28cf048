import VerdictRules
import VerdictVocabulary

/// What massive assignment needs of a nested attribute: the declaration (an
/// `any NestedDeclaration<Model>`, which it opens to reach the child's type) and the child's graph.
package final class NestedLink: Sendable {
    package let declaration: any Sendable
    package let child: NestedStepBuilder.ChildGraph

    init(declaration: any Sendable, child: NestedStepBuilder.ChildGraph) {
        self.declaration = declaration
        self.child = child
    }
}
