import Testing

/// Runs `body`, which must record exactly the issue `message` at `line` of this file (the line
/// of the call by default): `withKnownIssue` fails the test when no issue is recorded, and an
/// issue with other text or at another place is not known, so it fails the test too.
func expectIssue(
    _ message: String, line: Int = #line, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> Void
) {
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        issue.description.contains(message) && issue.sourceLocation?.line == line
            && issue.sourceLocation?.fileID == sourceLocation.fileID
    }
}
