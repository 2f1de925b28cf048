import VerdictVocabulary

/// Punycode (RFC 3492) and a light IDNA ToASCII, used by ``Email`` and ``URLFormat``
/// when internationalized domain names are enabled.
///
/// This is "IDNA-lite": labels are lowercased and encoded, without the Unicode
/// normalization, mapping tables or bidi/joiner checks of full IDNA (UTS #46).
///
/// ```swift
/// Punycode.encode("bücher")               // "bcher-kva"
/// Punycode.toASCII(domain: "bücher.de")   // "xn--bcher-kva.de"
/// ```
enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 0x80
    /// The largest value the RFC's 32-bit `punycode_uint` holds; going past it is an overflow.
    private static let maxInt = Int(UInt32.max)

    /// Encodes one label with RFC 3492 Punycode (without the `xn--` prefix).
    ///
    /// Basic (ASCII) code points are copied as written, in order; the encoded deltas use
    /// lowercase digits. Returns `nil` when a delta overflows 32 bits, as RFC 3492 requires.
    ///
    /// The cost is O(n × d) for n code points of which d are distinct non-ASCII ones, so
    /// callers bound their input (the rules never pass more than a few thousand bytes).
    ///
    /// ```swift
    /// Punycode.encode("münchen") // "mnchen-3ya"
    /// ```
    static func encode(_ label: String) -> String? {
        var steps = 0
        return encode(label, steps: &steps)
    }

    /// ``encode(_:)``, adding to `steps` the code points each of its passes visits (the tests'
    /// work counter).
    static func encode(_ label: String, steps: inout Int) -> String? {
        let input = label.unicodeScalars.map { Int($0.value) }
        steps += 2 * input.count
        var output: [UInt8] = []
        output.reserveCapacity(input.count + 8)
        for c in input where c < initialN { output.append(UInt8(c)) }
        let basicCount = output.count
        if basicCount > 0 { output.append(UInt8(ascii: "-")) }

        var n = initialN
        var delta = 0
        var bias = initialBias
        var handled = basicCount
        while handled < input.count {
            // The smallest code point not yet handled.
            var m = maxInt
            steps += 2 * input.count  // this pass and the next
            for c in input where c >= n && c < m { m = c }
            guard m - n <= (maxInt - delta) / (handled + 1) else { return nil }
            delta += (m - n) * (handled + 1)
            n = m
            for c in input {
                if c < n {
                    delta += 1
                    guard delta <= maxInt else { return nil }
                }
                if c == n {
                    appendVariableLengthInteger(delta, bias: bias, to: &output)
                    bias = adapt(delta: delta, count: handled + 1, first: handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
            guard delta <= maxInt else { return nil }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Converts a domain name to its ASCII form: labels are split on `.` (and the ideographic
    /// and full-width dots U+3002, U+FF0E, U+FF61), lowercased, and each label that is not
    /// all ASCII becomes `xn--` followed by its Punycode. Returns `nil` when a label cannot be
    /// encoded: when it overflows, or holds a control, format (bidi override), separator,
    /// private-use or unassigned scalar. Empty labels are kept, so `"a..b"` stays `"a..b"`
    /// for the caller to reject.
    ///
    /// ```swift
    /// Punycode.toASCII(domain: "Bücher。DE") // "xn--bcher-kva.de"
    /// ```
    static func toASCII(domain: String) -> String? {
        var steps = 0
        return toASCII(domain: domain, steps: &steps)
    }

    /// ``toASCII(domain:)``, adding to `steps` the scalars and code points its passes visit (the
    /// tests' work counter).
    static func toASCII(domain: String, steps: inout Int) -> String? {
        var result = ""
        var label = String.UnicodeScalarView()
        var first = true
        func flush() -> Bool {
            guard let ascii = asciiLabel(String(label), steps: &steps) else { return false }
            if !first { result += "." }
            result += ascii
            first = false
            label = String.UnicodeScalarView()
            return true
        }
        for scalar in domain.unicodeScalars {
            steps += 1
            if isDot(scalar) {
                guard flush() else { return nil }
            } else {
                label.append(scalar)
            }
        }
        guard flush() else { return nil }
        return result
    }

    /// One label, lowercased, kept if ASCII and Punycode-encoded otherwise; `nil` when it
    /// holds a scalar no domain name may hold.
    private static func asciiLabel(_ label: String, steps: inout Int) -> String? {
        let lower = label.lowercased()
        steps += label.utf8.count + 2 * lower.utf8.count  // lowercasing, then the two passes below
        if lower.utf8.allSatisfy({ $0 < 0x80 }) { return lower }
        guard lower.unicodeScalars.allSatisfy(isEncodable) else { return nil }
        return encode(lower, steps: &steps).map { "xn--" + $0 }
    }

    /// Rejects what full IDNA also rejects and would only hide or spoof text: controls,
    /// invisible format characters such as bidi overrides (but not the joiners ZWNJ and ZWJ),
    /// separators, private-use and unassigned code points.
    private static func isEncodable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value == 0x200C || scalar.value == 0x200D { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned,
            .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return false
        default:
            return true
        }
    }

    /// Whether the scalar separates labels: `.`, `。`, `．` or `｡`.
    private static func isDot(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E, 0x3002, 0xFF0E, 0xFF61: return true
        default: return false
        }
    }

    /// Appends `value` as a generalized variable-length integer (RFC 3492 section 3.3).
    private static func appendVariableLengthInteger(_ value: Int, bias: Int, to output: inout [UInt8]) {
        var q = value
        var k = base
        while true {
            let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
            if q < t { break }
            output.append(digit(t + (q - t) % (base - t)))
            q = (q - t) / (base - t)
            k += base
        }
        output.append(digit(q))
    }

    /// The bias adaptation function (RFC 3492 section 6.1).
    private static func adapt(delta: Int, count: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    /// The digit for 0...35: `a`–`z` then `0`–`9`.
    private static func digit(_ d: Int) -> UInt8 {
        d < 26 ? UInt8(ascii: "a") + UInt8(d) : UInt8(ascii: "0") + UInt8(d - 26)
    }
}
