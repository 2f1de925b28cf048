import Foundation
import Testing
@testable import VerdictAssignment
@testable import VerdictTestSupport

/// Labels that must each be one character: every element sent is one rule error.
private struct Tagged: Equatable, Sendable {
    var labels: [String] = []
    var count = 0

    static let rules = RuleSet<Tagged> {
        Each(\.labels) { Length(max: 1) }
        Attribute(\.count) { Number(min: 0) }
    }
}

@Suite("Massive assignment: the limit on errors")
struct AssignmentOptionsTests {
    private static func labels(_ count: Int) -> AssignmentInput {
        .value(.object([InputMember(key: "labels", value: .array(Array(repeating: .string("long"), count: count)))]))
    }

    @Test("the default limit is 100, and at least 1")
    func defaults() {
        var options = AssignmentOptions()
        #expect(options.maximumErrors == 100)
        options.maximumErrors = 0
        #expect(options.maximumErrors == 1)
    }

    @Test(
        "a report lists at most maximumErrors errors, then one that counts the rest",
        arguments: [(100, 5, 5, 0), (5, 5, 5, 0), (3, 5, 3, 2), (1, 5, 1, 4), (2, 300, 2, 298)])
    func limit(maximum: Int, found: Int, listed: Int, leftOut: Int) throws {
        var options = AssignmentOptions()
        options.maximumErrors = maximum
        var model = Tagged()
        let result = try Tagged.rules.assign(Self.labels(found), to: &model, options: options)
        #expect(result.isAssigned)
        let errors = result.report.errors
        #expect(errors.prefix(listed).allSatisfy { $0.code == .stringTooLong })
        guard leftOut > 0 else {
            #expect(errors.count == listed)
            return
        }
        #expect(errors.count == listed + 1)
        #expect(errors.last?.code == .inputTooManyErrors)
        #expect(errors.last?.path == AttributePath())
        #expect(errors.last?.parameters == ["max": .int(maximum), "count": .int(leftOut)])
    }

    /// Issue 37: 50,000 failing elements cost as much rule work with the limit at 1 as without
    /// it. The rules now stop 1,000 errors past the limit; the count says "at least".
    @Test(
        "past the limit and 1,000 more, the rules stop: the count of those left out is then a lower bound",
        arguments: [1, 100])
    func rulesStopPastTheLimit(maximum: Int) throws {
        var options = AssignmentOptions()
        options.maximumErrors = maximum
        var model = Tagged()
        let result = try Tagged.rules.assign(Self.labels(5_000), to: &model, options: options)
        #expect(result.isAssigned && model.labels.count == 5_000)
        let errors = result.report.errors
        #expect(errors.count == maximum + 1)
        #expect(errors.dropLast().allSatisfy { $0.code == .stringTooLong })
        // 5,000 failed; the rules stopped once `maximum + 1,000` had.
        #expect(errors.last?.parameters == ["max": .int(maximum), "count": .int(AssignmentRun.countedPastLimit)])
    }

    @Test("with the limit lifted (Int.max) every rule runs and every error is kept")
    func liftedLimit() throws {
        var options = AssignmentOptions()
        options.maximumErrors = .max
        var model = Tagged()
        let result = try Tagged.rules.assign(Self.labels(2_000), to: &model, options: options)
        #expect(result.report.errors.count == 2_000)
        #expect(result.report.errors.allSatisfy { $0.code == .stringTooLong })
    }

    @Test("the summary's message and its problem+json item")
    func summaryShape() throws {
        var options = AssignmentOptions()
        options.maximumErrors = 2
        var model = Tagged()
        let result = try Tagged.rules.assign(Self.labels(3), to: &model, options: options)
        #expect(result.report.errors.last?.message == "1 more error was left out: a report lists at most 2.")
        var many = Tagged()
        let more = try Tagged.rules.assign(Self.labels(5), to: &many, options: options)
        let problem = try #require(more.problem(instance: "/tags"))
        #expect(problem.errors.count == 3)
        let json = String(decoding: problem.jsonData, as: UTF8.self)
        #expect(
            json.hasSuffix(
                #"{"pointer":"","code":"input.tooManyErrors","message":"3 more errors were left out: a report lists at most 2.","parameters":{"count":3,"max":2}}]}"#
            ), "\(json)")
    }

    @Test(
        "the summary is a built-in message, in each language's plural forms",
        arguments: [
            ("de", 3, "1 weiterer Fehler wurde ausgelassen: Ein Bericht enthält höchstens 2."),
            ("de", 7, "5 weitere Fehler wurden ausgelassen: Ein Bericht enthält höchstens 2."),
            ("ru", 3, "Ещё 1 ошибка опущена: в отчёт входит не больше 2."),
            ("ru", 5, "Ещё 3 ошибки опущены: в отчёт входит не больше 2."),
            ("ru", 7, "Ещё 5 ошибок опущено: в отчёт входит не больше 2."),
        ])
    func summaryLocalized(identifier: String, found: Int, expected: String) throws {
        var options = AssignmentOptions()
        options.maximumErrors = 2
        var model = Tagged()
        let result = try Tagged.rules.assign(Self.labels(found), to: &model, options: options)
        let locale = Locale(identifier: identifier)
        let last = try #require(result.report.errors.last)
        #expect(last.code == .inputTooManyErrors)
        #expect(result.report.messages(in: locale).last == expected)
        #expect(last.message(in: locale) == expected)
        #expect(result.report.problem(locale: locale).errors.last?.message == expected)
    }

    /// The regression: 1 MiB of unknown keys in strict mode was answered with 96,333 errors
    /// (12.5 MB of problem+json).
    @Test("strict mode: 100,000 unknown keys give the first 100 errors and a count of the rest")
    func strictUnknownKeys() throws {
        let body = "{" + (0..<100_000).map { #""k\#($0)":1"# }.joined(separator: ",") + "}"
        var user = SeedUser()
        var options = AssignmentOptions(isStrict: true, maximumBytes: 4 << 20)
        options.maximumErrors = 100
        let result = try SeedUser.rules.assign(
            .json(Data(body.utf8)), to: &user, scenario: .login, options: options)
        #expect(!result.isAssigned)
        #expect(user == SeedUser())
        let errors = result.report.errors
        #expect(errors.count == 101)
        #expect(errors.dropLast().allSatisfy { $0.code == .inputUnknownKey })
        #expect(errors.last?.code == .inputTooManyErrors)
        #expect(errors.last?.parameters == ["max": .int(100), "count": .int(99_900)])
        let problem = try #require(result.problem(instance: "/signup/strict"))
        #expect(problem.jsonData.count < 16_000)
    }

    @Test("conversion errors past the limit: the rules do not run, and the rest are counted")
    func conversionPastLimit() throws {
        var options = AssignmentOptions()
        options.maximumErrors = 10
        var order = PurchaseOrder()
        let items = InputValue.array(
            Array(repeating: .object([InputMember(key: "quantity", value: .string("x"))]), count: 50))
        let result = try PurchaseOrder.rules.assign(
            .value(.object([InputMember(key: "items", value: items)])), to: &order, options: options)
        #expect(!result.isAssigned)
        #expect(order == PurchaseOrder())
        #expect(result.report.errors.count == 11)
        #expect(result.report.errors.dropLast().allSatisfy { $0.code == .inputWrongType })
        #expect(result.report.errors.last?.parameters["count"] == .int(40))
    }
}
