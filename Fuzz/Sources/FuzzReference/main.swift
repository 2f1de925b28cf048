import Foundation
import FuzzKit
import Verdict

// Differential: the e-mail and URL scanners against the patterns they document, in atomic form,
// on short inputs (at most 256 bytes). The first byte picks the options; the rest is the value.
//
// Property: the scanner and the pattern agree on every input.

enum ReferenceTarget {
    static let maximumLength = 256
    static let schemeLists: [[String]] = [["http", "https"], ["ftp"], ["HTTP", "mailto", "a+b.c-d"]]
    static let urlPatterns = schemeLists.map(ReferencePatterns.url(schemes:))
    static let defaultSchemes: [String?] = [nil, "http", "ftp"]

    static func run(_ input: inout FuzzInput) {
        let options = input.byte()
        let value = input.restText()
        guard value.utf8.count <= maximumLength else { return }
        let allowName = options & 1 != 0
        let scanned = Email(allowName: allowName).validate(value) == nil
        let expected = ReferencePatterns.isEmail(value, allowName: allowName)
        Fuzzer.check(
            scanned == expected,
            "Email(allowName: \(allowName)) says \(scanned), the pattern \(expected): \(value.debugDescription)")

        let list = Int(options >> 1) % schemeLists.count
        let defaultScheme = defaultSchemes[Int(options >> 3) % defaultSchemes.count]
        let rule = URLFormat(validSchemes: schemeLists[list], defaultScheme: defaultScheme)
        let urlScanned = rule.validate(value) == nil
        let urlExpected = ReferencePatterns.isURL(value, pattern: urlPatterns[list], defaultScheme: defaultScheme)
        Fuzzer.check(
            urlScanned == urlExpected,
            "URLFormat(\(schemeLists[list]), defaultScheme: \(defaultScheme ?? "nil")) says \(urlScanned), "
                + "the pattern \(urlExpected): \(value.debugDescription)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    ReferenceTarget.run(&input)
    return 0
}

Fuzzer.run(testOneInput)
