import Verdict

extension FuzzInput {
    /// A parameter of any kind: text, a whole number (`Int.min` and `Int.max` included), a
    /// double from any bit pattern (NaN, infinities, subnormals), a boolean, or a short list.
    public mutating func parameter(depth: Int = 0) -> MessageParameter {
        switch byte() % (depth < 2 ? 6 : 5) {
        case 0: return .string(text())
        case 1: return .int(Int(truncatingIfNeeded: word()))
        case 2: return .double(Double(bitPattern: word()))
        case 3: return .bool(bool())
        case 4: return .int(pick([0, 1, 2, -1, Int.min, Int.max]))
        default: return .list((0..<(byte() % 4)).map { _ in parameter(depth: depth + 1) })
        }
    }

    /// Up to six parameters, most named as the placeholders of templates are.
    public mutating func parameters() -> [String: MessageParameter] {
        var parameters: [String: MessageParameter] = [:]
        for _ in 0..<(byte() % 7) {
            let name = bool() ? pick(["attribute", "value", "min", "max", "n", "length", "character", ""]) : text()
            parameters[name] = parameter()
        }
        return parameters
    }

    /// The next eight bytes as a number.
    public mutating func word() -> UInt64 {
        (0..<8).reduce(0) { value, _ in value << 8 | UInt64(byte()) }
    }
}
