// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Observation
import Verdict
@testable import VerdictTestSupport

// The examples in the documentation of Sources/VerdictVocabulary/Paths that declare types,
// verbatim (DocExampleSyncTests checks it). Compiled; `NamedAttributesTests` runs a model like it.

// MARK: NamedAttributes.swift

@Observable
final class Player {
    var displayName = ""
    var age = 0
}

extension Player: NamedAttributes {
    static var attributeNames: [PartialKeyPath<Player>: String] {
        [\Player.displayName: "displayName", \Player.age: "age"]
    }
}
