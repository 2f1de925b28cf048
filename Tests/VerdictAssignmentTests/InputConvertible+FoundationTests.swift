import Foundation
import Testing
import VerdictAssignment
@testable import VerdictTestSupport

/// The Foundation types' conversions.
@Suite("Foundation types from input")
struct InputConvertibleFoundationTests {
    @Test(
        "Decimal counts significant digits only: zeros before the first and after the last do not count",
        arguments: [
            ("0.12345678901234567890123456789012345678", "0.12345678901234567890123456789012345678"),
            (
                "0.00000000000000000000000000012345678901234567890123456789012345678",
                "0.00000000000000000000000000012345678901234567890123456789012345678"
            ),
            ("-0.000012345678901234567890123456789012345678", "-0.000012345678901234567890123456789012345678"),
            ("12345678901234567890123456789012345678", "12345678901234567890123456789012345678"),
            ("123456789012345678901234567890123456789", nil),
            ("1.2345678901234567890123456789012345678000000", "1.2345678901234567890123456789012345678"),
            ("1" + String(repeating: "0", count: 60), "1" + String(repeating: "0", count: 60)),
            ("1" + String(repeating: "0", count: 100_000) + "e-100000", "1"),
            ("19.99", "19.99"),
            ("-0", "0"),
            ("0.000e-999999999999", "0"),
            ("1e100", "1" + String(repeating: "0", count: 100)),
            ("1e101", nil),
            ("1e-100", "0." + String(repeating: "0", count: 99) + "1"),
            ("1e-101", nil),
            ("1e200", nil),
        ] as [(String, String?)])
    func decimal(_ text: String, _ expected: String?) {
        let value = try? Decimal(input: .number(text))
        #expect(value.map { "\($0)" } == expected)
        if let expected { #expect(value == Decimal(string: expected, locale: Locale(identifier: "en_US_POSIX"))) }
    }
}
