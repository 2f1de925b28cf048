// `Remote` is an asynchronous rule over the vocabulary's messages: `import VerdictRemote` brings the
// rules and the vocabulary with it. This is the one module that imports FoundationNetworking.
@_exported import VerdictRules
@_exported import VerdictVocabulary
