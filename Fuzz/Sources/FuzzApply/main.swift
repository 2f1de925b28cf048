import Foundation
import FuzzKit
import Verdict

@testable import VerdictForms

// A server's problem details, decoded and applied to a form. The first byte picks the key
// strategy, whether the form is a `FormSession` or a member of a `FormGroup`, and whether an edit
// and an undo follow; the rest is the problem's JSON, decoded with `ValidationProblem(json:)`.
//
// Properties: decoding answers a problem or a DecodingError, never a crash, and refuses nesting
// deeper than `ValidationProblem.maximumDepth`; applying never crashes; the work is bounded (the
// steps of an apply at most 8 per input byte, plus a constant) and so is the report (at most
// `ServerErrors.maximumErrors` server errors, plus the one that counts the others); a sensitive
// attribute's server error shows none of the server's text; an edit and an undo after it keep
// the report bounded.

enum ApplyTarget {
    @MainActor static func run(_ data: Data) {
        guard let flags = data.first else { return }
        let body = data.dropFirst()
        let depth = nestingDepth(body)
        let problem: ValidationProblem
        do {
            problem = try ValidationProblem(json: Data(body))
        } catch {
            // Within the bound, the scan refuses nothing that the decoder itself takes.
            Fuzzer.check(
                depth > maximumDepth || (try? JSONDecoder().decode(ValidationProblem.self, from: Data(body))) == nil,
                "a problem \(depth) levels deep that JSONDecoder decodes was refused")
            return
        }
        Fuzzer.check(depth <= maximumDepth, "a problem nested \(depth) levels deep decoded")
        let keys: KeyStrategy = flags & 1 != 0 ? .snakeCase : .exact
        guard let form = try? FormSession(ReplyThread(replies: [ReplyThread()]), rules: ReplyThread.rules) else {
            Fuzzer.check(false, "the rules do not compile")
            return
        }
        let group = FormGroup()
        let inGroup = flags & 2 != 0
        if inGroup {
            group.add(form, as: "thread")
            group.apply(problem, keys: keys)
        } else {
            form.apply(problem, keys: keys)
        }
        Fuzzer.check(
            form.stepsOfLastApply <= 8 * data.count + 1_024,
            "\(form.stepsOfLastApply) steps for \(data.count) bytes")
        let fromServer = form.report.errors.filter(\.isFromServer)
        Fuzzer.check(
            fromServer.count <= ServerErrors.maximumErrors + 1,
            "\(fromServer.count) server errors kept of \(problem.errors.count)")
        if inGroup {
            Fuzzer.check(
                group.report.errors.count <= form.report.errors.count + ServerErrors.maximumErrors + 2,
                "the group's report has \(group.report.errors.count) errors")
        }
        for error in fromServer where error.isSensitive {
            Fuzzer.check(error.message == "PIN is invalid.", "a sensitive server error says \(error.message)")
            Fuzzer.check(
                error.parameters.values.allSatisfy { $0.stringValue == nil && $0.listValue == nil },
                "a sensitive server error keeps \(error.parameters)")
        }
        _ = form.report.description
        if flags & 4 != 0 {
            _ = form.update(\.text, to: "edited")
            _ = form.undo()
            Fuzzer.check(
                form.report.errors.count <= fromServer.count + 16,
                "\(form.report.errors.count) errors after an edit and an undo")
        }
    }
}

/// The deepest nesting `ValidationProblem(json:)` reads (its documented bound).
let maximumDepth = 32

/// The deepest nesting of objects and arrays in `bytes`, outside strings: the oracle of the
/// bound, written apart from the library's scan.
func nestingDepth(_ bytes: Data) -> Int {
    var deepest = 0
    var open = 0
    var index = bytes.startIndex
    while index < bytes.endIndex {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
            // Skip the string: up to the next quote that no backslash escapes.
            index += 1
            while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
        } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
            open += 1
            deepest = max(deepest, open)
        } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
            open -= 1
        }
        index += 1
    }
    return deepest
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    MainActor.assumeIsolated { ApplyTarget.run(bytes) }
    return 0
}

Fuzzer.run(testOneInput)
