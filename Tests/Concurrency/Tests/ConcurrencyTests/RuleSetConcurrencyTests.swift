import Foundation
import Testing
import Verdict
import VerdictTesting

/// Rule sets are `Sendable` and compile lazily, once per scenario: many tasks use one at the same
/// time, and the first compilations race. Each test compares every concurrent answer with the
/// answer of a rule set of its own, used one validation at a time.
@Suite("Rule sets shared across tasks")
struct RuleSetConcurrencyTests {
    static let scenarios: [ScenarioName] = [.default, .register, .login]
    static let samples = (0..<24).map(Account.sample)

    /// The filtered model and report of every sample in every scenario, by a rule set of its own.
    static func expectations() throws -> [ScenarioName: [(Account, ValidationReport)]] {
        let reference = Account.makeRules()
        var expected: [ScenarioName: [(Account, ValidationReport)]] = [:]
        for scenario in scenarios {
            expected[scenario] = try samples.map { sample in
                var model = sample
                let report = try reference.validate(&model, scenario: scenario)
                return (model, report)
            }
        }
        return expected
    }

    @Test("a shared static rule set validated from many tasks agrees with one validation at a time")
    func sharedStaticRuleSet() async throws {
        let expected = try Self.expectations()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<40 {
                        let index = (task * 7 + round) % Self.samples.count
                        let scenario = Self.scenarios[(task + round) % Self.scenarios.count]
                        var model = Self.samples[index]
                        let report = try await Account.rules.validate(&model, scenario: scenario)
                        #expect(model == expected[scenario]![index].0)
                        #expect(report == expected[scenario]![index].1)
                        let isValid = try await Account.rules.isValid(Self.samples[index], scenario: scenario)
                        #expect(isValid == report.isValid)
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    @Test("the first compilations of a new rule set race in different scenarios", arguments: 0..<4)
    func firstCompilationsRace(seed: Int) async throws {
        let expected = try Self.expectations()
        for round in 0..<12 {
            let rules = Account.makeRules()
            try await withThrowingTaskGroup(of: Void.self) { group in
                for task in 0..<6 {
                    group.addTask {
                        let index = (seed * 5 + round * 3 + task) % Self.samples.count
                        let scenario = Self.scenarios[(seed + task) % Self.scenarios.count]
                        var model = Self.samples[index]
                        let report = try await rules.validate(&model, scenario: scenario)
                        #expect(model == expected[scenario]![index].0)
                        #expect(report == expected[scenario]![index].1)
                    }
                }
                // Queries that compile too, racing the validations.
                group.addTask { #expect(rules.diagnostics().isEmpty) }
                group.addTask {
                    let active = try rules.activeAttributes(in: .register)
                    let safe = try rules.safeAttributes(in: .login)
                    #expect(active.count == 8)
                    #expect(safe.count == 8)
                }
                group.addTask {
                    var account = Account()
                    let body = Data(#"{"username": " dave ", "lines": [{"sku": "B-2", "quantity": 3}]}"#.utf8)
                    let result = try await rules.assign(.json(body), to: &account, scenario: .login)
                    #expect(result.isAssigned)
                    #expect(account.username == "dave")
                    #expect(account.lines == [Line(sku: "B-2", quantity: 3)])
                }
                try await group.waitForAll()
            }
        }
    }

    @Test("a rule set that nests itself is resolved while many tasks validate trees")
    func recursiveRuleSets() async throws {
        let trees = (0..<6).map { Comment.tree(depth: 1 + $0 % 4, width: 3, seed: $0) }
        let reference = Comment.makeRules()
        let expected = try trees.map { tree in
            var tree = tree
            let report = try reference.validate(&tree)
            return (tree, report)
        }
        for _ in 0..<6 {
            let rules = Comment.makeRules()
            try await withThrowingTaskGroup(of: Void.self) { group in
                for task in 0..<8 {
                    group.addTask {
                        let index = task % trees.count
                        var tree = trees[index]
                        let report = try await rules.validate(&tree)
                        #expect(tree == expected[index].0)
                        #expect(report == expected[index].1)
                    }
                }
                try await group.waitForAll()
            }
        }
    }

    @Test("asynchronous checks of one rule set run from many tasks at once")
    func asynchronousChecks() async throws {
        let options = CheckOptions(clock: ManualClock(), maximumConcurrentChecks: 2)
        let names = ["alice", "bob", "carol", "dave", "xavier", "  eve  ", ""]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<10 {
                        let model = Signup(
                            username: names[(task + round) % names.count],
                            nickname: names[(task * 3 + round) % names.count])
                        let report = try await Signup.rules.testValidate(model, checks: options).report
                        let username = model.username.trimmingCharacters(in: .whitespaces)
                        let usernameCodes = report.errors(at: "username").map(\.code)
                        if username.isEmpty {
                            #expect(usernameCodes == [.required])
                        } else {
                            #expect(usernameCodes == (username.count % 2 == 0 ? [] : ["username.taken"]))
                        }
                        let nicknameCodes = report.errors(at: "nickname").map(\.code)
                        if model.nickname.isEmpty || model.nickname.count > 8 {
                            #expect(!nicknameCodes.contains("nickname.taken"))
                        } else {
                            #expect(nicknameCodes == (model.nickname.hasPrefix("x") ? ["nickname.taken"] : []))
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}
