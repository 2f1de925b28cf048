import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("ScalarSet")
struct ScalarSetTests {
    @Test(
        "Members: ranges and classes, inverted or not, ASCII or not",
        arguments: [
            (0x62, false, true), (0x41, false, false), (0x0663, false, true), (0xE9, false, false),
            (0x1F600, false, false), (0x62, true, false), (0xE9, true, true), (0x0663, true, false),
            (0x1F600, true, true),
        ] as [(UInt32, Bool, Bool)])
    func contains(scalar: UInt32, inverted: Bool, isMember: Bool) {
        let set = ScalarSet([.range(0x61...0x7A), .class(.digit)], inverted: inverted)
        #expect(set.contains(scalar) == isMember)
    }

    @Test func single() {
        #expect(ScalarSet(single: 0x1F600).contains(0x1F600))
        #expect(!ScalarSet(single: 0x1F600).contains(0x1F601))
        #expect(ScalarSet(single: 0x7F).contains(0x7F))
    }
}
