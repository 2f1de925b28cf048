import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

private struct Point: Equatable { var x = 0 }

@Suite("Emptiness")
struct EmptinessTests {
    @Test("Types that can never be empty have no check")
    func neverEmpty() {
        #expect(Emptiness.check(for: Int.self) == nil)
        #expect(Emptiness.check(for: Double.self) == nil)
        #expect(Emptiness.check(for: Bool.self) == nil)
        #expect(Emptiness.check(for: Character.self) == nil)
        #expect(Emptiness.check(for: Point.self) == nil)
        #expect(Emptiness.check(for: Date.self) == nil)
    }

    @Test(
        "Strings: only \"\" is empty, whitespace is not",
        arguments: [
            ("", true), (" ", false), ("\t\n", false), ("\u{00A0}", false), ("\u{3000}", false),
            ("\u{200B}", false), ("a", false), ("e\u{301}", false), ("👨‍👩‍👧‍👦", false), ("שלום", false),
        ])
    func strings(value: String, isEmpty: Bool) {
        #expect(Emptiness.check(for: String.self)?(value) == isEmpty)
    }

    @Test func collections() throws {
        let array = try #require(Emptiness.check(for: [Int].self))
        #expect(array([]) && !array([0]))
        let dictionary = try #require(Emptiness.check(for: [String: Int].self))
        #expect(dictionary([:]) && !dictionary(["a": 1]))
        let set = try #require(Emptiness.check(for: Set<String>.self))
        #expect(set([]) && !set([""]))
        let substring = try #require(Emptiness.check(for: Substring.self))
        #expect(substring("abc".dropFirst(3)) && !substring("abc".dropFirst(2)))
        let data = try #require(Emptiness.check(for: Data.self))
        #expect(data(Data()) && !data(Data([0])))
        let nested = try #require(Emptiness.check(for: [[Int]].self))
        #expect(!nested([[]]))
    }

    @Test func optionals() throws {
        let string = try #require(Emptiness.check(for: String?.self))
        #expect(string(nil) && string("") && !string(" "))
        let int = try #require(Emptiness.check(for: Int?.self))
        #expect(int(nil) && !int(0))
        let array = try #require(Emptiness.check(for: [Int]?.self))
        #expect(array(nil) && array([]) && !array([1]))
        let double = try #require(Emptiness.check(for: String??.self))
        #expect(double(nil) && double(.some(nil)) && double(.some("")) && !double(.some("x")))
    }

    @Test func missing() throws {
        #expect(Emptiness.missingCheck(for: String.self) == nil)
        #expect(Emptiness.missingCheck(for: [Int].self) == nil)
        let string = try #require(Emptiness.missingCheck(for: String?.self))
        #expect(string(nil) && !string("") && !string("a"))
        let double = try #require(Emptiness.missingCheck(for: Int??.self))
        #expect(double(nil) && double(.some(nil)) && !double(.some(0)))
    }

    @Test func retypedCastsOnlyBetweenEqualTypes() throws {
        let same = try #require(retyped({ (value: [Int]) in value.count }, as: [Int].self))
        #expect(same([1, 2]) == 2)
        #expect(retyped({ (value: [Int]) in value.count }, as: [String].self) == nil)
        #expect(retyped({ (value: Int) in value }, as: Int?.self) == nil)
    }
}
