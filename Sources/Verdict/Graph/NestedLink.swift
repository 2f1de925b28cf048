/// What massive assignment needs of a nested attribute: the declaration (an
/// `any NestedDeclaration<Model>`, which it opens to reach the child's type) and the child's graph.
final class NestedLink: Sendable {
    let declaration: any Sendable
    let child: NestedStepBuilder.ChildGraph

    init(declaration: any Sendable, child: NestedStepBuilder.ChildGraph) {
        self.declaration = declaration
        self.child = child
    }
}
