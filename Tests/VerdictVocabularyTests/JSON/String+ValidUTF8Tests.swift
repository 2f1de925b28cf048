import Testing

@testable import VerdictTestSupport
@testable import VerdictVocabulary

/// The UTF-8 check of the JSON and form readers, and its fallback for Apple systems older than
/// `String(validating:as:)` (macOS 15, iOS 18), which Linux never runs: both must agree.
@Suite("Checking UTF-8")
struct StringValidUTF8Tests {
    @Test(
        "valid UTF-8 is the text; a bad sequence is nil",
        arguments: [
            ([0x61, 0x62], "ab"),
            ([0xC3, 0xA9], "é"),
            ([0xE2, 0x82, 0xAC], "€"),
            ([0xF0, 0x9F, 0x98, 0x80], "😀"),
            ([], ""),
            ([0x80], nil),  // a continuation byte alone
            ([0xC0, 0x80], nil),  // an overlong encoding
            ([0xED, 0xA0, 0x80], nil),  // a surrogate
            ([0xE2, 0x82], nil),  // a sequence cut short
            ([0xF4, 0x90, 0x80, 0x80], nil),  // past U+10FFFF
            ([0x61, 0xFF], nil),  // a byte that never occurs
        ] as [([UInt8], String?)])
    func table(bytes: [UInt8], text: String?) {
        #expect(String(validUTF8: bytes) == text)
        #expect(String(repairingIfValid: bytes) == text)
    }

    @Test("the fallback agrees with String(validating:as:) on random bytes, mostly near UTF-8")
    func fallbackAgrees() {
        var random = SplitMix64(seed: 0x26)
        let pieces: [[UInt8]] = [
            [0x61], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0x80], [0xC3], [0xFF],
        ]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(8) {
                bytes += random.below(4) == 0 ? [UInt8(truncatingIfNeeded: random.next())] : random.pick(pieces)
            }
            #expect(String(repairingIfValid: bytes) == String(validating: bytes, as: UTF8.self), "\(bytes)")
        }
    }
}
