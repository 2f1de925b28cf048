// What users import is `Verdict`: every feature is a module of its own below it (validation,
// assignment, the JSON Schema and OpenAPI, forms, remote checks), over the vocabulary and the
// rules, and all of them are re-exported here, so that every public symbol is reachable through
// `import Verdict`. A package that wants less depends on a feature's product instead
// (`VerdictValidation` links no FoundationNetworking).
@_exported import VerdictAssignment
@_exported import VerdictForms
@_exported import VerdictRemote
@_exported import VerdictRules
@_exported import VerdictSchema
@_exported import VerdictValidation
@_exported import VerdictVocabulary
