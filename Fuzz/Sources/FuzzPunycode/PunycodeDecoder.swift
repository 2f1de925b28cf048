/// RFC 3492's decoder, written from the RFC (section 6.2) apart from the library's encoder, so
/// that a round trip checks the encoder against an independent reading of the standard.
enum PunycodeDecoder {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700

    /// The code points that `encoded` (without `xn--`) stands for, or `nil` when it is malformed
    /// or overflows 32 bits.
    static func decode(_ encoded: String) -> [UInt32]? {
        let input = Array(encoded.utf8)
        var output: [UInt32] = []
        // Basic code points: everything before the last delimiter.
        let lastDelimiter = input.lastIndex(of: UInt8(ascii: "-"))
        if let lastDelimiter {
            for byte in input[..<lastDelimiter] {
                guard byte < 0x80 else { return nil }
                output.append(UInt32(byte))
            }
        }
        var n = 0x80
        var i = 0
        var bias = 72
        var position = lastDelimiter.map { $0 + 1 } ?? 0
        let maxInt = Int(UInt32.max)
        while position < input.count {
            let oldI = i
            var w = 1
            var k = base
            while true {
                guard position < input.count, let digit = digitValue(input[position]) else { return nil }
                position += 1
                guard digit <= (maxInt - i) / w else { return nil }
                i += digit * w
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < t { break }
                guard w <= maxInt / (base - t) else { return nil }
                w *= base - t
                k += base
            }
            let count = output.count + 1
            bias = adapt(delta: i - oldI, count: count, first: oldI == 0)
            guard i / count <= maxInt - n else { return nil }
            n += i / count
            i %= count
            guard n <= 0x10FFFF else { return nil }
            output.insert(UInt32(n), at: i)
            i += 1
        }
        return output
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 26
        default: nil
        }
    }

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
}
