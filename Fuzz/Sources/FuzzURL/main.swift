import FuzzKit
import Verdict

// URLs under every option combination. The first bytes pick the schemes, the default scheme and
// enableIDN; the rest is the value.
//
// Properties: the rule answers nil or `url.invalid`, whose message renders; an invalid value is
// never rewritten; a valid one is rewritten only when it has no `://` and a default scheme is set,
// into the scheme, `://` and the value; what the filter wrote passes the same rule unchanged; a
// URL valid without IDN is valid with it.

enum URLTarget {
    static let schemeLists: [[String]] = [["http", "https"], ["ftp"], ["HTTP", "mailto", "a+b.c-d"], ["", "x"]]
    static let defaultSchemes: [String?] = [nil, "http", "https", "ftp", ""]

    static func run(_ input: inout FuzzInput) {
        let schemes = input.pick(schemeLists)
        let defaultScheme = input.pick(defaultSchemes)
        let enableIDN = input.bool()
        let value = input.restText()
        let rule = URLFormat(validSchemes: schemes, defaultScheme: defaultScheme, enableIDN: enableIDN)
        var written = value
        if let failure = rule.apply(to: &written) {
            Fuzzer.check(failure.code == .urlInvalid, "unexpected code \(failure.code)")
            Fuzzer.check(written == value, "an invalid URL was rewritten: \(written.debugDescription)")
            _ = failure.message(label: "Website")
        } else {
            if written != value {
                Fuzzer.check(
                    defaultScheme.map { written == $0 + "://" + value } == true && !value.contains("://"),
                    "\(value.debugDescription) was completed as \(written.debugDescription)")
            }
            var again = written
            Fuzzer.check(rule.apply(to: &again) == nil && again == written, "the completed URL does not pass again")
        }
        if !enableIDN, rule.validate(value) == nil {
            let idn = URLFormat(validSchemes: schemes, defaultScheme: defaultScheme, enableIDN: true)
            Fuzzer.check(idn.validate(value) == nil, "\(value.debugDescription) is valid without IDN only")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    URLTarget.run(&input)
    return 0
}

Fuzzer.run(testOneInput)
