import Foundation
import VerdictForms

/// The failure a rule reported in `shouldFail(on:withCode:)`, to check further.
///
/// ```swift
/// Length(min: 8).shouldFail(on: "short")
///     .withParameter("min", equalTo: 8)
///     .withMessage("Password must contain at least 8 characters.", label: "Password")
/// ```
///
/// Once a check has failed, the checks after it check nothing more.
public struct RuleFailureAssertion {
    /// The rule's failure; `nil` once a check has failed.
    ///
    /// ```swift
    /// Length(min: 3).shouldFail(on: "ab").failure?.code // .stringTooShort
    /// ```
    public let failure: RuleFailure?
    private let expectation: String

    init(failure: RuleFailure?, expectation: String) {
        self.failure = failure
        self.expectation = expectation
    }

    /// Asserts that the failure's message parameter `name` equals `value`; `"value"` is the
    /// failure's `RuleFailure.attemptedValue`.
    ///
    /// ```swift
    /// Number(min: 18).shouldFail(on: 12).withParameter("min", equalTo: 18)
    /// ```
    @discardableResult
    public func withParameter(
        _ name: String, equalTo value: MessageParameter,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> RuleFailureAssertion {
        check(
            "parameter \(name) = \(ErrorListing.parameter(value))",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ) { (name == "value" ? $0.attemptedValue : $0.parameters[name]) == value }
    }

    /// Asserts that the failure's message, with `label` for `{attribute}`, is `message`.
    ///
    /// ```swift
    /// Length(min: 3).shouldFail(on: "ab").withMessage("Name must contain at least 3 characters.", label: "Name")
    /// ```
    @discardableResult
    public func withMessage(
        _ message: String, label: String = "Value",
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> RuleFailureAssertion {
        check(
            "message \(ErrorListing.value(message))", label: label,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ) { $0.message(label: label) == message }
    }

    /// Asserts that the failure's message in the language of `locale`, with `label` for
    /// `{attribute}`, is `message`.
    ///
    /// ```swift
    /// Length(min: 3).shouldFail(on: "ab")
    ///     .withMessage("Name muss mindestens 3 Zeichen enthalten.", label: "Name", in: Locale(identifier: "de"))
    /// ```
    @discardableResult
    public func withMessage(
        _ message: String, label: String = "Value", in locale: Locale, catalog: MessageCatalog = MessageCatalog(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> RuleFailureAssertion {
        check(
            "message \(ErrorListing.value(message)) in '\(locale.identifier)'", label: label,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ) { $0.message(label: label, in: locale, catalog: catalog) == message }
    }

    private func check(
        _ condition: String, label: String = "Value", at site: CallSite, _ isMet: (RuleFailure) -> Bool
    ) -> RuleFailureAssertion {
        guard let failure, !isMet(failure) else { return self }
        recordFailure("\(expectation) with \(condition); it failed with \(Self.line(failure, label: label))", at: site)
        return RuleFailureAssertion(failure: nil, expectation: expectation)
    }

    /// `[code] message (parameters)`, with `label` for `{attribute}`.
    static func line(_ failure: RuleFailure, label: String = "Value") -> String {
        var all = failure.parameters
        if let value = failure.attemptedValue { all["value"] = value }
        let parameters = all.sorted { $0.key < $1.key }
            .map { "\($0.key): \(ErrorListing.parameter($0.value))" }
        return "[\(failure.code)] \(failure.message(label: label))"
            + (parameters.isEmpty ? "" : " (\(parameters.joined(separator: ", ")))")
    }
}
