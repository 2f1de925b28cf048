import Foundation
import VerdictVocabulary

/// An asynchronous rule with its value type erased: what the rule graph keeps of an
/// ``AsyncValueRule``, of an asynchronous ``Custom`` or `Constraint`, or of ``Email``'s domain lookup.
///
/// It takes the value as `any Sendable`: the graph reads the value from the model, boxes it with
/// ``box`` (built where the value type is known to be `Sendable`) and hands the box to a task.
package struct AsyncRule: Sendable {
    /// Names the check in events.
    package let name: String
    let timeout: Duration
    package let answerLifetime: Duration
    package let skipsEmptyValues: Bool
    /// Boxes a value of the rule's type (given as `Any`) for a task, with its cache key.
    package let box: @Sendable (Any) -> CheckInput
    private let body: @Sendable (any Sendable, CheckContext) async throws -> RuleFailure?

    package init(
        name: String, timeout: Duration, answerLifetime: Duration, skipsEmptyValues: Bool,
        box: @escaping @Sendable (Any) -> CheckInput,
        body: @escaping @Sendable (any Sendable, CheckContext) async throws -> RuleFailure?
    ) {
        self.name = name
        self.timeout = timeout
        self.answerLifetime = answerLifetime
        self.skipsEmptyValues = skipsEmptyValues
        self.box = box
        self.body = body
    }

    /// The erased form of `rule`.
    init<Rule: AsyncValueRule>(_ rule: Rule) {
        self.init(
            name: rule.checkName, timeout: rule.timeout, answerLifetime: rule.answerLifetime,
            skipsEmptyValues: rule.skipsEmptyValues, box: CheckInput.boxing(Rule.Value.self)
        ) { value, context in
            try await rule.check(value as! Rule.Value, context: context)
        }
    }

    /// The asynchronous part of a value rule, if it has one: an ``AsyncValueRule``, or a rule
    /// that is asynchronous in some configurations (``Custom`` with an `async` closure, ``Email``
    /// with an asynchronous resolver).
    package static func of(_ rule: some ValueRule) -> (rule: AsyncRule, keepsSynchronousPart: Bool)? {
        if let rule = rule as? any AsynchronousRule {
            return rule.asynchronousRule.map { ($0, rule.keepsSynchronousPart) }
        }
        if let rule = rule as? any AsyncValueRule { return (erase(rule), false) }
        return nil
    }

    private static func erase<Rule: AsyncValueRule>(_ rule: Rule) -> AsyncRule {
        AsyncRule(rule)
    }

    /// Checks `value`, racing the rule's timeout on `clock`. A failure of the rule gets the value
    /// as its attempted value unless it has one. The timeout bounds what the caller waits even
    /// when the check ignores its cancellation (``CheckRace``).
    package func answer(for value: any Sendable, context: CheckContext, clock: CheckClock) async -> CheckAnswer {
        let body = body
        guard timeout > .zero else {
            return await Self.run(body, value, context)
        }
        let timeout = timeout
        let answer = await CheckRace.first {
            await Self.run(body, value, context)
        } or: {
            do {
                try await clock.sleep(for: timeout)
                return .error(.timeout)
            } catch {
                return nil
            }
        }
        return Task.isCancelled ? .cancelled : answer
    }

    private static func run(
        _ body: @Sendable (any Sendable, CheckContext) async throws -> RuleFailure?, _ value: any Sendable,
        _ context: CheckContext
    ) async -> CheckAnswer {
        do {
            let failure = try await body(value, context)
            if Task.isCancelled { return .cancelled }
            guard var failure else { return .passed }
            if failure.attemptedValue == nil {
                failure.attemptedValue =
                    failure.parameters.removeValue(forKey: "value") ?? MessageParameter(describing: value)
            }
            return .failed(failure)
        } catch {
            return Task.isCancelled ? .cancelled : .error(CheckError(error))
        }
    }
}

/// A rule that is asynchronous in some configurations: it hands the rule graph its asynchronous
/// part, or `nil` when it is a plain synchronous rule.
package protocol AsynchronousRule {
    var asynchronousRule: AsyncRule? { get }
    /// Whether the rule also runs synchronously, before its asynchronous part (``Email`` checks
    /// the syntax, then looks the domain up).
    var keepsSynchronousPart: Bool { get }
}

extension AsynchronousRule {
    package var keepsSynchronousPart: Bool { false }
}

/// What one asynchronous check found.
package enum CheckAnswer: Sendable {
    /// The value passed.
    case passed
    /// The rule failed the value.
    case failed(RuleFailure)
    /// The check could not decide.
    case error(CheckError)
    /// The check was cancelled (a newer edit, an undo, the validation's task): never applied.
    case cancelled

    /// The failure the attribute gets, if any.
    package var failure: RuleFailure? {
        switch self {
        case .passed: nil
        case .failed(let failure): failure
        case .error(let error): error.failure
        case .cancelled: CheckError.unreachable(CancellationError()).failure
        }
    }

    /// Whether the answer is about the value (passed or failed), and so may be kept for it.
    package var isDefinitive: Bool {
        switch self {
        case .passed, .failed: true
        case .error, .cancelled: false
        }
    }
}

/// A value boxed for an asynchronous check, with the key its answers are kept under.
package struct CheckInput: Sendable {
    package var value: any Sendable
    /// `nil` when the value is not `Hashable`: its answers are not kept.
    package var key: CheckKey?

    /// Boxes values of `type`, given as `Any`.
    package static func boxing<Value: Sendable>(_ type: Value.Type) -> @Sendable (Any) -> CheckInput {
        { any in
            let value = any as! Value
            return CheckInput(value: value, key: (value as? AnyHashable).flatMap(CheckKey.init))
        }
    }
}

/// A hashable value, as the key of a kept answer, with what it costs to keep.
///
/// `@unchecked Sendable`: it is made only from `Sendable` values (``CheckInput/boxing(_:)``);
/// `AnyHashable` itself is not marked `Sendable`.
package struct CheckKey: Hashable, @unchecked Sendable {
    /// The largest value kept as a key, in bytes (``bytes``): a larger value's answers are not
    /// kept, so that one value cannot fill the cache (a username is a few dozen bytes).
    static let maximumBytes = 4096

    let value: AnyHashable
    /// The size of the value: the UTF-8 length of a string, the count of data, else the UTF-8
    /// length of its description (at least 16 bytes, for the box).
    package let bytes: Int

    /// The key of `value`, or `nil` when it is larger than ``maximumBytes``.
    init?(_ value: AnyHashable) {
        let bytes = max(16, Self.size(of: value.base))
        guard bytes <= Self.maximumBytes else { return nil }
        self.value = value
        self.bytes = bytes
    }

    private static func size(of value: Any) -> Int {
        switch value {
        case let string as String: string.utf8.count
        case let string as Substring: string.utf8.count
        case let data as Data: data.count
        case let bytes as [UInt8]: bytes.count
        case is Int, is Int64, is UInt, is UInt64, is Double, is Bool, is Int32, is UInt32: 8
        default: String(reflecting: value).utf8.count
        }
    }

    package static func == (lhs: CheckKey, rhs: CheckKey) -> Bool { lhs.value == rhs.value }

    package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
