import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("ScalarClass: ICU's classes from the standard library's properties")
struct ScalarClassTests {
    /// Every 7th scalar up to U+31FFF, against `NSRegularExpression` on the one-scalar value.
    /// Compared only where both know the scalar: those assigned by Unicode 15.1 (the standard
    /// library may know a newer version than Foundation's ICU, which sees U+1ACF, a mark of
    /// Unicode 16, as unassigned).
    @Test(
        "The same members as ICU's class",
        arguments: [
            (#"\w"#, ScalarClass.word), (#"\d"#, .digit), (#"\s"#, .space), (".", .notLineTerminator),
            (#"\W"#, .not(.word)), (#"\p{L}"#, ScalarClass.property(named: "L")!),
            (#"\p{Lu}"#, ScalarClass.property(named: "Lu")!), (#"\p{N}"#, ScalarClass.property(named: "N")!),
            (#"\p{Zs}"#, ScalarClass.property(named: "Zs")!), (#"\p{Alphabetic}"#, .alphabetic),
        ] as [(String, ScalarClass)])
    func sameAsICU(escape: String, scalarClass: ScalarClass) throws {
        let regex = try NSRegularExpression(pattern: "^" + escape + "$")
        var compared = 0
        for value in stride(from: UInt32(0), to: 0x32000, by: 7) {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                age.major < 15 || (age.major == 15 && age.minor <= 1)
            else { continue }
            let text = String(scalar)
            let icu = regex.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil
            #expect(scalarClass.contains(value) == icu, "\(escape) on U+\(String(value, radix: 16, uppercase: true))")
            compared += 1
        }
        #expect(compared > 20_000)
    }

    @Test("Line terminators: U+000A to U+000D, U+0085, U+2028, U+2029")
    func lineTerminators() {
        let terminators = (0..<0x3000).filter { ScalarClass.isLineTerminator(UInt32($0)) }
        #expect(terminators == [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029])
    }

    @Test("Names of \\p{…}: general categories short and long, Alphabetic, White_Space; others are outside")
    func propertyNames() {
        for name in ["L", "Lu", "Nd", "Letter", "Decimal_Number", "Alphabetic", "White_Space", "C", "Cn"] {
            #expect(ScalarClass.property(named: name) != nil, "\(name)")
        }
        for name in ["Hebrew", "lu", "IsL", "Greek", "", "Any"] {
            #expect(ScalarClass.property(named: name) == nil, "\(name)")
        }
    }
}
