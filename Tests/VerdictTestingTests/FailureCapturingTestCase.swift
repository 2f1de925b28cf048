import XCTest

/// A failure reported to XCTest, captured instead of failing the test.
struct CapturedFailure {
    var description: String
    var filePath: String
    var line: Int
}

/// An `XCTestCase` that can capture the failures recorded while a closure runs — XCTest's
/// expected-failure support, which swift-corelibs-xctest lacks (no `XCTExpectFailure`): there,
/// every failure goes through `recordFailure(withDescription:inFile:atLine:expected:)`; with
/// Apple's XCTest, through `record(_:)`.
class FailureCapturingTestCase: XCTestCase {
    /// The failures captured so far, while capturing; `nil` otherwise.
    private var captured: [CapturedFailure]?

    #if canImport(Darwin)
        override func record(_ issue: XCTIssue) {
            guard captured != nil else { return super.record(issue) }
            let location = issue.sourceCodeContext.location
            captured?.append(
                CapturedFailure(
                    description: issue.compactDescription, filePath: location?.fileURL.path ?? "",
                    line: location?.lineNumber ?? 0))
        }
    #else
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
        ) {
            guard captured != nil else {
                return super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            captured?.append(CapturedFailure(description: description, filePath: filePath, line: lineNumber))
        }
    #endif

    /// The failures recorded while `body` runs, which do not fail the test.
    func capturingFailures(_ body: () -> Void) -> [CapturedFailure] {
        let outer = captured
        captured = []
        body()
        let failures = captured ?? []
        captured = outer
        return failures
    }

    /// Runs `body`, which must record exactly one failure, containing `text`, at `line` of
    /// `file` (the line of the call by default). Fails the test otherwise — in particular when
    /// `body` records no failure at all.
    func expectFailure(
        _ text: String, file: StaticString = #filePath, line: Int = #line, _ body: () -> Void
    ) {
        let failures = capturingFailures(body)
        guard failures.count == 1, let failure = failures.first else {
            let descriptions = failures.map { "  \($0.line): \($0.description)" }.joined(separator: "\n")
            XCTFail(
                "Expected one failure containing \"\(text)\"; \(failures.count) recorded\n\(descriptions)",
                file: file, line: UInt(line))
            return
        }
        XCTAssertTrue(
            failure.description.contains(text), "Expected \"\(text)\" in \"\(failure.description)\"", file: file,
            line: UInt(line))
        XCTAssertEqual(failure.line, line, "The failure is not at the caller's line", file: file, line: UInt(line))
        XCTAssertEqual(
            failure.filePath, "\(file)", "The failure is not in the caller's file", file: file, line: UInt(line))
    }
}
