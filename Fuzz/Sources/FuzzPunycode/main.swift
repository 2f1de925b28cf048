import FuzzKit

@testable import Verdict
@testable import VerdictRules

// Punycode as a property: for any label, what `Punycode.encode` gives decodes (with the RFC's
// decoder, written apart) to the label's code points; the output is ASCII letters, digits and
// hyphens, preceded by the label's ASCII code points in order. `Punycode.toASCII(domain:)` gives
// ASCII only, and each `xn--` label decodes to the lowercased label.

enum PunycodeTarget {
    static func run(_ input: inout FuzzInput) {
        let text = input.restText()
        checkLabel(text)
        checkDomain(text)
    }

    static func checkLabel(_ label: String) {
        guard let encoded = Punycode.encode(label) else { return }  // a delta overflowed 32 bits
        let scalars = label.unicodeScalars.map(\.value)
        let basic = scalars.filter { $0 < 0x80 }
        Fuzzer.check(encoded.utf8.allSatisfy { $0 < 0x80 }, "not ASCII: \(encoded.debugDescription)")
        let encodedBytes = Array(encoded.utf8)
        Fuzzer.check(
            encodedBytes.starts(with: basic.map { UInt8($0) }), "the basic code points are not first in \(encoded)")
        let deltas = basic.isEmpty ? encodedBytes[...] : encodedBytes.dropFirst(basic.count + 1)
        Fuzzer.check(
            deltas.allSatisfy { isLowercaseDigit($0) }, "deltas hold other than a-z0-9: \(encoded.debugDescription)")
        Fuzzer.check(
            PunycodeDecoder.decode(encoded) == scalars,
            "round trip of \(label.debugDescription) through \(encoded.debugDescription) gave "
                + "\(String(describing: PunycodeDecoder.decode(encoded)))")
    }

    static func checkDomain(_ domain: String) {
        guard let ascii = Punycode.toASCII(domain: domain) else { return }
        Fuzzer.check(ascii.utf8.allSatisfy { $0 < 0x80 }, "toASCII gave non-ASCII \(ascii.debugDescription)")
        let labels = domain.unicodeScalars.split(
            omittingEmptySubsequences: false, whereSeparator: { [0x2E, 0x3002, 0xFF0E, 0xFF61].contains($0.value) })
        let asciiLabels = ascii.split(separator: ".", omittingEmptySubsequences: false)
        Fuzzer.check(labels.count == asciiLabels.count, "\(domain.debugDescription) gave \(ascii.debugDescription)")
        for (label, asciiLabel) in zip(labels, asciiLabels) {
            let lower = String(label).lowercased()
            if lower.utf8.allSatisfy({ $0 < 0x80 }) {
                Fuzzer.check(asciiLabel == lower, "the ASCII label \(lower) became \(asciiLabel)")
            } else {
                Fuzzer.check(
                    asciiLabel.hasPrefix("xn--")
                        && PunycodeDecoder.decode(String(asciiLabel.dropFirst(4))) == lower.unicodeScalars.map(\.value),
                    "label \(lower.debugDescription) became \(asciiLabel)")
            }
        }
    }

    static func isLowercaseDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    PunycodeTarget.run(&input)
    return 0
}

Fuzzer.run(testOneInput)
