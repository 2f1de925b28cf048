// What users import is `Verdict` only: the vocabulary (errors, paths, messages) and the rules are
// targets of their own below it, re-exported here so that every public symbol stays reachable
// through `import Verdict`.
@_exported import VerdictRules
@_exported import VerdictVocabulary
