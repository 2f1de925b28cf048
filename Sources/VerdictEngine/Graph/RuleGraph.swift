import VerdictRules
import VerdictVocabulary

/// A rule set compiled for one scenario and stage: self-contained, immutable, and shared.
///
/// Its nodes are the rules in an order that respects every data dependency, each carrying the
/// step that runs it; its attributes are the key paths the rule set names; its indexes say which
/// nodes to re-run when an attribute changes and which attributes filters write. Nothing after
/// compilation reads the declarations again. A graph with diagnostics is never run.
package final class RuleGraph: Sendable {
    let scenario: ScenarioName
    let stage: RuleStage
    /// The model type the graph was compiled for: checked by every door that runs it on a model
    /// (``Evaluator/init(graph:)``).
    let model: ModelType
    /// The model type's name, for messages.
    var modelName: String { model.name }
    /// Nodes in execution order.
    let nodes: [RuleNode]
    /// The nodes' attributes and steps, in the same order: what a run reads, kept apart from the
    /// rest of each node so that the loop copies nothing it does not use. The steps are referred
    /// to without a count (``stepBoxes`` keeps them): calling a closure read from an array
    /// retains it first, and a graph is shared by every thread of a server, so each retain is a
    /// write to memory that the other threads read too, where under load they wait for each other.
    let steps: [(attribute: Int, step: Unretained<StepBox>)]
    private let stepBoxes: [StepBox]
    /// For each node, in the same order, how ``NestedStack`` enters it when it is nested.
    let nestedEntries: [NestedEntry?]
    /// Every attribute the rule set names; nodes and indexes refer to positions here.
    package let attributes: [AttributeNode]
    /// Positions in ``attributes`` by key path.
    let attributePositions: [KeyPathBox: Int]
    /// `dependents[a]`: positions in ``nodes`` whose outcome depends on attribute `a`.
    let dependents: [[Int]]
    /// `nodesOfAttribute[a]`: positions in ``nodes`` of the nodes that validate attribute `a`.
    let nodesOfAttribute: [[Int]]
    /// The attributes that a node writes (filters, or nested rules that filter).
    let filteredAttributes: AttributeMask
    /// `captures[a]`: reads filtered attribute `a`'s value so that it can be written back.
    let captures: [ValueCapture?]
    /// `affectedByAttribute[a]`: what an edit of attribute `a` makes re-run.
    let affectedByAttribute: [AffectedAttributes]
    /// The asynchronous rules, in report order (by ``AsyncCheckNode/after``).
    let asyncChecks: [AsyncCheckNode]
    /// Mistakes found while compiling.
    let diagnostics: [RuleDiagnostic]
    /// What later layers derive from the graph and keep with it.
    let attachments = GraphAttachments()
    /// The attributes that an edit of some of their elements re-validates element by element,
    /// each with the positions of its element nodes (`Each`): arrays with such a node that no
    /// other node writes. Other nodes of the attribute (rules on the array itself) re-run whole.
    let elementWise: [Int: [Int]]
    /// The keys of ``elementWise``, for a look-up that hashes nothing.
    package let elementWiseAttributes: AttributeMask

    init(
        scenario: ScenarioName, stage: RuleStage, model: ModelType, nodes: [RuleNode], attributes: [AttributeNode],
        attributePositions: [KeyPathBox: Int], dependents: [[Int]], captures: [ValueCapture?],
        asyncChecks: [AsyncCheckNode] = [], diagnostics: [RuleDiagnostic]
    ) {
        self.asyncChecks = asyncChecks
        self.scenario = scenario
        self.stage = stage
        self.model = model
        self.nodes = nodes
        let stepBoxes = nodes.map { StepBox($0.step.run) }
        self.stepBoxes = stepBoxes
        steps = zip(nodes, stepBoxes).map { ($0.attribute, Unretained($1)) }
        nestedEntries = nodes.map(\.nested)
        self.attributes = attributes
        self.attributePositions = attributePositions
        self.dependents = dependents
        self.captures = captures
        self.diagnostics = diagnostics
        var nodesOfAttribute = Array(repeating: [Int](), count: attributes.count)
        for (position, node) in nodes.enumerated() { nodesOfAttribute[node.attribute].append(position) }
        self.nodesOfAttribute = nodesOfAttribute
        let filtered = AttributeMask(nodes.filter(\.writes).map(\.attribute))
        filteredAttributes = filtered
        elementWise = Self.elementWise(nodes)
        elementWiseAttributes = AttributeMask(elementWise.keys)
        var marks = AffectedAttributes.Marks()
        affectedByAttribute = attributes.indices.map { attribute in
            AffectedAttributes(
                edited: [attribute], nodes: nodes, dependents: dependents, nodesOfAttribute: nodesOfAttribute,
                filteredAttributes: filtered, marks: &marks)
        }
    }

    /// `dependents[a]`: the positions in `nodes` of the nodes whose outcome depends on attribute
    /// `a` (see ``RuleNode/depends(on:)``), in order. Linear in the size of the result.
    static func dependents(of nodes: [RuleNode], attributeCount: Int) -> [[Int]] {
        var dependents = Array(repeating: [Int](), count: attributeCount)
        for (position, node) in nodes.enumerated() {
            guard let reads = node.reads else {
                for attribute in dependents.indices { dependents[attribute].append(position) }
                continue
            }
            dependents[node.attribute].append(position)
            for attribute in reads where attribute != node.attribute { dependents[attribute].append(position) }
        }
        return dependents
    }

    /// The attributes with element nodes that no other node writes, and those nodes.
    private static func elementWise(_ nodes: [RuleNode]) -> [Int: [Int]] {
        var elementNodes: [Int: [Int]] = [:]
        var writtenWhole = Set<Int>()
        for (position, node) in nodes.enumerated() {
            if node.elements != nil {
                elementNodes[node.attribute, default: []].append(position)
            } else if node.writes {
                writtenWhole.insert(node.attribute)
            }
        }
        return elementNodes.filter { !writtenWhole.contains($0.key) }
    }

    /// The element step of the attribute at `attribute`'s first element node, when it is
    /// validated element by element: every element node of an attribute reads the same array.
    package func elementStep(of attribute: Int) -> ElementStep? {
        elementWise[attribute].flatMap { nodes[$0[0]].elements }
    }

    /// The position of an attribute, if the rule set names it.
    package func attribute(for keyPath: KeyPathBox) -> Int? {
        attributePositions[keyPath]
    }

    /// Whether any node writes a value.
    package var writesValues: Bool { !filteredAttributes.isEmpty }

    /// The attributes that have a filter, in order.
    var filteredList: [Int] { attributes.indices.filter(filteredAttributes.contains) }

    /// What an edit of the attributes at `edited` makes re-run.
    package func affected(byAttributes edited: [Int]) -> AffectedAttributes {
        if edited.count == 1 { return affectedByAttribute[edited[0]] }
        return AffectedAttributes(
            edited: edited, nodes: nodes, dependents: dependents, nodesOfAttribute: nodesOfAttribute,
            filteredAttributes: filteredAttributes)
    }

    /// Runs every node (or those of `run.only`) against the model behind `model`.
    func run(_ model: ModelPointer, _ run: inout EvaluationRun) {
        for position in steps.indices where run.runs(steps[position].attribute) {
            run.steps += 1
            runStep(at: position, model, &run)
            if run.stopped { return }
        }
    }

    /// Runs the step of the node at `position`, without retaining it (`stepBoxes` keeps it).
    func runStep(at position: Int, _ model: ModelPointer, _ run: inout EvaluationRun) {
        steps[position].step.with { $0.run(model, &run) }
    }
}
