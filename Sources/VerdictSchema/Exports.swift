// A JSON Schema describes what a scenario's assignment reads: `import VerdictSchema` brings
// assignment, the rule sets, the rules and the vocabulary with it.
@_exported import VerdictAssignment
