import Foundation
import Testing
import VerdictValidation
@testable import VerdictTestSupport

/// A catalog is a plain value: languages are keyed canonically, later entries replace earlier ones.
@Suite("Message catalogs")
struct MessageCatalogTests {
    @Test("languages are canonical tags") func languages() {
        var catalog = MessageCatalog(language: "pt_br", labels: ["a": "A"])
        catalog.add(language: "ZH-hant", labels: ["a": "甲"])
        catalog.add(language: "pt-BR", labels: ["b": "B"])
        #expect(catalog.languages == ["pt-BR", "zh-Hant"])
    }

    @Test("a later message for a code replaces the earlier one") func replaces() throws {
        var catalog = MessageCatalog(language: "de", messages: [.required: "Erstens {attribute}."])
        catalog.add(language: "de", messages: [.required: "Zweitens {attribute}."])
        let error = ValidationError(
            path: AttributePath("name"), keyPath: nil, failure: try #require(Required<String>().validate("")),
            label: "Name"
        )
        #expect(error.message(in: Locale(identifier: "de"), catalog: catalog) == "Zweitens Name.")
        #expect(catalog == catalog)
        #expect(MessageCatalog() != catalog)
    }
}
