import Testing
import XCTest

/// Reports a failed assertion at the caller's location, to whichever framework runs the test:
/// a Swift Testing issue when a Swift Testing test is running (`Test.current` is set), an
/// XCTest failure otherwise.
///
/// This is the only place that knows about either framework.
func recordFailure(_ message: String, at site: CallSite) {
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: site.fileID, filePath: String(describing: site.filePath), line: site.line,
                column: site.column))
    } else {
        XCTFail(message, file: site.filePath, line: UInt(site.line))
    }
}
