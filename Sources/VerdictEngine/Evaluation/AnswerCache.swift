import Foundation
import VerdictRules
import VerdictVocabulary

/// The answers of asynchronous checks, kept per check and value for each rule's
/// ``AsyncValueRule/answerLifetime`` on the options' clock: typing a value back asks nobody again.
///
/// Only answers about the value (passed, failed) are kept, never errors or timeouts, and never
/// for a sensitive attribute (a password is not kept in memory as a key). At most ``capacity``
/// answers are kept, and at most ``maximumBytes`` of values as their keys (a value larger than
/// ``CheckKey/maximumBytes`` is not kept): past either, the expired ones go, then all of them.
///
/// `@unchecked Sendable`: every access to `entries` holds `lock`.
package final class AnswerCache: @unchecked Sendable {
    static let capacity = 1024
    /// The most bytes of values kept as keys, summed over the entries (``CheckKey/bytes``).
    static let maximumBytes = 1 << 20

    private struct Key: Hashable {
        let check: ObjectIdentifier
        let value: CheckKey
    }

    private struct Entry {
        /// Keeps the check's token alive, so that no other check takes its identity.
        let token: CheckToken
        /// The bytes of its value (``CheckKey/bytes``).
        let bytes: Int
        let answer: CheckAnswer
        let expires: Duration
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var keptBytes = 0
    let clock: CheckClock

    package init(clock: CheckClock) {
        self.clock = clock
    }

    /// How many answers are kept (for the tests of the bound).
    var count: Int { lock.withLock { entries.count } }

    /// How many bytes of values are kept as keys (for the tests of the bound).
    var bytes: Int { lock.withLock { keptBytes } }

    /// The kept answer of `check` for `key`, unless it expired.
    package func answer(of check: AsyncCheckNode, for key: CheckKey?) -> CheckAnswer? {
        guard let key, check.keepsAnswers else { return nil }
        let now = clock.elapsed
        return lock.withLock {
            guard let entry = entries[Key(check: ObjectIdentifier(check.token), value: key)] else { return nil }
            return entry.expires > now ? entry.answer : nil
        }
    }

    /// Keeps `answer` of `check` for `key`, if it is about the value.
    func keep(_ answer: CheckAnswer, of check: AsyncCheckNode, for key: CheckKey?) {
        guard let key, answer.isDefinitive, check.keepsAnswers else { return }
        let now = clock.elapsed
        let entry = Entry(
            token: check.token, bytes: key.bytes, answer: answer, expires: now + check.rule.answerLifetime)
        let entryKey = Key(check: ObjectIdentifier(check.token), value: key)
        lock.withLock {
            if let replaced = entries.removeValue(forKey: entryKey) { keptBytes -= replaced.bytes }
            if entries.count >= Self.capacity || keptBytes + key.bytes > Self.maximumBytes {
                entries = entries.filter { $0.value.expires > now }
                keptBytes = entries.values.reduce(0) { $0 + $1.bytes }
                if entries.count >= Self.capacity || keptBytes + key.bytes > Self.maximumBytes {
                    entries.removeAll()
                    keptBytes = 0
                }
            }
            entries[entryKey] = entry
            keptBytes += key.bytes
        }
    }
}
