// A form assigns, validates and keeps its model: `import VerdictForms` brings assignment, the rule
// sets, the rules and the vocabulary with it.
@_exported import VerdictAssignment
