/// Where an assertion was written: the caller's `#fileID`, `#filePath`, `#line` and `#column`,
/// so that a failure is reported there and not inside this library.
struct CallSite: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: Int
    let column: Int
}
