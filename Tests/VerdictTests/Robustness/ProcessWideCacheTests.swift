import Foundation
import Testing
import VerdictTesting

@testable import Verdict
@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRemote
@testable import VerdictRules
@testable import VerdictSchema
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// Every cache that outlives a request is keyed only by what a developer wrote, or bounded:
/// many distinct keys a client chooses (tags, scenario names, JSON keys, array indices, values
/// checked remotely) leave each of them as it was, or within its capacity.
@Suite("Process-wide caches")
struct ProcessWideCacheTests {
    private struct Order: Sendable, Equatable, AssignableModel {
        struct Item: Sendable, Equatable, AssignableModel {
            var quantity = 0
            static let rules = RuleSet<Item> {
                Safe(\.quantity)
                Attribute(\.quantity) { Number(min: 1) }
            }
        }
        var email = ""
        var items: [Item] = []

        static let rules = RuleSet<Order> {
            Scenario(.checkout)
            Safe(\.email, \.items)
            Attribute(\.email) { Required() }
            Each(\.items, Item.rules)
        }
    }

    private static let count = 2_000

    /// Keys of a body that name no attribute are listed or refused, with labels derived on the
    /// spot: the process-wide label and secrecy caches never see them.
    @Test("JSON keys a client chooses never key the attribute-name caches", arguments: [false, true])
    func clientKeys(strict: Bool) throws {
        let keys = (0..<Self.count).map { "clientKey\($0)Zq" }
        let body = "{" + keys.map { #""\#($0)": 1"# }.joined(separator: ",") + "}"
        var order = Order()
        var options = AssignmentOptions()
        options.isStrict = strict
        _ = try Order.rules.assign(.json(Data(body.utf8)), to: &order, options: options)
        #expect(keys.allSatisfy { !AttributeName.isCached($0) })
    }

    /// Elements' key paths carry an index the client chose (the length of its array): looking
    /// errors up by key path never keeps them.
    @Test("key paths with a client's indices never key the key-path name cache")
    func elementKeyPaths() throws {
        let items = Array(repeating: #"{"quantity": 0}"#, count: Self.count).joined(separator: ",")
        var order = Order()
        var options = AssignmentOptions()
        options.maximumErrors = .max
        let result = try Order.rules.assign(
            .json(Data(#"{"items": [\#(items)]}"#.utf8)), to: &order, options: options)
        #expect(result.report.errors.count > Self.count)
        _ = result.report.errors(at: \Order.email)
        _ = result.report.errors(at: \Order.items)
        _ = result.report.errors(at: "items[3].quantity")
        let elementKeyPaths = result.report.errors.compactMap(\.keyPath).filter { $0 != \Order.email }
        #expect(elementKeyPaths.allSatisfy { !KeyPathName.isCached($0) })
    }

    /// A scenario name from a request is refused when unknown, and never compiled nor kept.
    @Test("scenario names a client chooses never key the compiled graphs")
    func scenarioNames() throws {
        let rules = RuleSet<Order> {
            Scenario(.checkout)
            Safe(\.email)
            Attribute(\.email) { Required() }
        }
        var order = Order()
        _ = try rules.assign(.json(Data(#"{"email": "a@b.c"}"#.utf8)), to: &order, scenario: .checkout)
        let kept = rules.compiled.count
        var refused = 0
        for index in 0..<Self.count {
            do {
                _ = try rules.assign(
                    .json(Data(#"{"email": "a@b.c"}"#.utf8)), to: &order, scenario: ScenarioName("s\(index)"))
            } catch {
                refused += 1
            }
        }
        #expect(refused == Self.count)
        #expect(rules.compiled.count == kept)
    }

    /// The answers of a remote check are kept per value, at most ``AnswerCache/capacity`` of
    /// them, however many distinct values clients send.
    @Test("values checked remotely are kept up to the answer cache's capacity")
    func answers() async throws {
        struct Signup: Sendable {
            var handle = ""
        }
        let rules = RuleSet<Signup> {
            Attribute(\.handle) {
                Remote(url: URL(string: "http://127.0.0.1:9/handles")!, answerLifetime: .seconds(60))
            }
        }
        let options = CheckOptions(clock: ManualClock(), transport: StubTransport.accepting([]))
        for index in 0..<(AnswerCache.capacity * 3) {
            _ = try await rules.testValidate(Signup(handle: "handle-\(index)"), checks: options).report
            #expect(options.cache.count <= AnswerCache.capacity)
        }
        #expect(options.cache.count > 0)
    }

    /// A client's `Accept-Language` tag is matched to a catalog language before any locale is
    /// made (see also ``MessageCatalogAcceptLanguageTests``).
    @Test("Accept-Language tags a client chooses never key the negotiated locales")
    func languageTags() {
        let catalog = MessageCatalog(language: "eo", labels: ["email": "Retpoŝto"])
        let tags = (0..<Self.count).map { "de-Q\($0 % 26)x\($0)" }
        for tag in tags { _ = catalog.locale(forAcceptLanguage: "\(tag), eo-\(tag.suffix(2));q=0.5") }
        let kept = Set(NegotiatedLocales.languages.map { $0.lowercased() })
        #expect(kept.isDisjoint(with: tags.map { $0.lowercased() }))
        #expect(NegotiatedLocales.count <= BuiltInLanguage.allCases.count + 16)
    }
}
