// The validation module's public face names the vocabulary (errors, messages, paths) and the
// rules (`Length`, `Required`…) on every line a user writes: both are re-exported, so that
// `import VerdictValidation` is enough to declare and validate a rule set.
@_exported import VerdictRules
@_exported import VerdictVocabulary
