// Assignment fills a model that a rule set describes: `import VerdictAssignment` brings the rule
// sets, the rules and the vocabulary with it.
@_exported import VerdictValidation
