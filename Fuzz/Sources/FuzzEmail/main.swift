import FuzzKit
import Verdict

// E-mail addresses under every option combination. The first byte picks the options (allowName,
// enableIDN, checkDNS with a resolver that needs no network); the rest is the value.
//
// Properties: the rule answers nil or a failure of its own code, whose message renders; the
// value is never rewritten; a bare address valid without options is valid under every option
// (IDN and names only widen what passes); checkDNS changes nothing synchronously (the lookup is
// asynchronous, awaited by a rule set), so the resolver is never asked here.

enum EmailTarget {
    static let plain = Email()

    static func run(_ input: inout FuzzInput) {
        let options = input.byte()
        let allowName = options & 1 != 0
        let enableIDN = options & 2 != 0
        let checkDNS = options & 4 != 0
        let value = input.restText()
        let rule = Email(allowName: allowName, enableIDN: enableIDN, checkDNS: checkDNS, resolver: ParityResolver())
        var written = value
        let failure = rule.apply(to: &written)
        Fuzzer.check(written == value, "Email rewrote \(value.debugDescription) as \(written.debugDescription)")
        if let failure {
            Fuzzer.check(failure.code == .emailInvalid, "unexpected code \(failure.code)")
            _ = failure.message(label: "Email")
        }
        let syntax = Email(allowName: allowName, enableIDN: enableIDN)
        Fuzzer.check(
            (syntax.validate(value) == nil) == (failure == nil),
            "checkDNS changed the synchronous answer for \(value.debugDescription)")
        if plain.validate(value) == nil {
            Fuzzer.check(
                failure == nil,
                "\(value.debugDescription) is valid without options but not with allowName \(allowName), "
                    + "enableIDN \(enableIDN)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    EmailTarget.run(&input)
    return 0
}

Fuzzer.run(testOneInput)
