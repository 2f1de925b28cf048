import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Filter")
struct FilterTests {
    @Test(
        "Transforms the value",
        arguments: [
            ("Alice@Example.COM", "alice@example.com"), ("", ""), ("ÉTÉ", "été"), ("שלום", "שלום"),
        ])
    func transforms(value: String, expected: String) {
        let rule = Filter<String> { $0.lowercased() }
        var copy = value
        #expect(rule.apply(to: &copy) == nil)
        #expect(copy == expected)
    }

    @Test func otherTypes() {
        #expect(Filter<Int> { max($0, 0) }.filtered(-5) == 0)
        #expect(Filter<[String]> { $0.sorted() }.filtered(["b", "a"]) == ["a", "b"])
        #expect(Filter<String?> { $0 ?? "default" }.filtered(nil) == "default")
    }

    @Test("skipOnArray leaves list values alone")
    func skipOnArray() {
        #expect(Filter<[String]>(skipOnArray: true) { _ in [] }.filtered(["kept"]) == ["kept"])
        #expect(Filter<[String]?>(skipOnArray: true) { _ in nil }.filtered(["kept"]) == ["kept"])
        #expect(Filter<Set<Int>>(skipOnArray: true) { _ in [] }.filtered([1]) == [1])
        #expect(Filter<[String: Int]>(skipOnArray: true) { _ in [:] }.filtered(["a": 1]) == ["a": 1])
        #expect(Filter<[String]>(skipOnArray: false) { _ in [] }.filtered(["gone"]) == [])
    }

    @Test("skipOnArray does not skip strings and scalars")
    func skipOnArrayScalars() {
        #expect(Filter<String>(skipOnArray: true) { $0.uppercased() }.filtered("abc") == "ABC")
        #expect(Filter<String?>(skipOnArray: true) { _ in "x" }.filtered(nil) == "x")
        #expect(Filter<Substring>(skipOnArray: true) { $0.dropFirst() }.filtered("abc") == "bc")
        #expect(Filter<Int>(skipOnArray: true) { $0 + 1 }.filtered(1) == 2)
    }

    @Test(
        "List types",
        arguments: [
            ([Int].self, true), (Set<String>.self, true), ([Int]?.self, true), ([String: Int].self, true),
            (String.self, false), (Substring.self, false), (String?.self, false), (Int.self, false), (Int?.self, false),
        ] as [(Any.Type, Bool)])
    func listTypes(type: Any.Type, isList: Bool) {
        #expect(Filter<Int>.isList(type) == isList)
    }

    @Test func longStrings() {
        let long = String(repeating: "a", count: 100_000)
        #expect(Filter<String> { $0.uppercased() }.filtered(long) == String(repeating: "A", count: 100_000))
    }

    @Test func flags() {
        #expect(Filter<String> { $0 }.writesValue)
        #expect(!Filter<String> { $0 }.skipsEmptyValues, "a filter runs on empty values too")
    }
}

@Suite("Filter on empty values")
struct FilterOnEmptyValuesTests {
    private struct Profile {
        var nickname = ""
        var alias: String?
    }

    @Test func aFilterRunsOnAnEmptyValueUnlessTold() throws {
        let fills = RuleSet<Profile> { Attribute(\.nickname) { Filter { $0.isEmpty ? "anonymous" : $0 } } }
        var profile = Profile()
        _ = try fills.validate(&profile)
        #expect(profile.nickname == "anonymous")

        let skips = RuleSet<Profile> {
            Attribute(\.nickname) { Filter { $0.isEmpty ? "anonymous" : $0 }.skipOnEmpty(true) }
        }
        var untouched = Profile()
        _ = try skips.validate(&untouched)
        #expect(untouched.nickname == "")
    }

    @Test func aFilterLeavesNilAloneInAnOptionalAttribute() throws {
        let rules = RuleSet<Profile> { Attribute(\.alias) { Filter { $0.uppercased() } } }
        var profile = Profile()
        _ = try rules.validate(&profile)
        #expect(profile.alias == nil)
        profile.alias = "al"
        _ = try rules.validate(&profile)
        #expect(profile.alias == "AL")
    }
}
