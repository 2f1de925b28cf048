/// How a language writes a number in a message: its decimal separator, its grouping separator,
/// how many digits must precede the first group, the Indian grouping (1,00,000), and its minus
/// sign, after CLDR's `latn` number symbols. Digits are always the ASCII ones (see the
/// Languages article): the number in the message is the one in the error's parameters.
struct NumberStyle: Sendable {
    var decimal: UInt8
    /// The grouping separator (a no-break space, in some languages a narrow one).
    var group: String
    /// CLDR's `minimumGroupingDigits`: 2 means that 1000 is written without a separator, 10 000 with.
    var minimumGroupingDigits: Int
    /// Groups of two digits after the first group of three (Hindi: 12,34,567).
    var indianGrouping: Bool
    /// The minus sign.
    var minus: String
    /// What joins the items of a list parameter.
    var listSeparator: String

    static let noBreakSpace = "\u{A0}"
    static let narrowNoBreakSpace = "\u{202F}"
    /// CLDR writes the minus of Arabic and Hebrew after a left-to-right mark, so that it stays on
    /// the left of the digits in right-to-left text.
    static let markedMinus = "\u{200E}-"
    static let minusSign = "\u{2212}"

    /// Comma groups, point decimals (English, Japanese, Korean, Chinese, Hebrew, Arabic in Latin digits).
    static let commaPoint = NumberStyle(
        decimal: UInt8(ascii: "."), group: ",", minimumGroupingDigits: 1, indianGrouping: false,
        minus: "-", listSeparator: ", ")
    /// Point groups, comma decimals (German, Italian, Dutch, Danish, Turkish, Indonesian, Portuguese).
    static let pointComma = NumberStyle(
        decimal: UInt8(ascii: ","), group: ".", minimumGroupingDigits: 1, indianGrouping: false,
        minus: "-", listSeparator: ", ")
    /// No-break space groups, comma decimals (Czech, Russian, Ukrainian).
    static let spaceComma = NumberStyle(
        decimal: UInt8(ascii: ","), group: noBreakSpace, minimumGroupingDigits: 1, indianGrouping: false,
        minus: "-", listSeparator: ", ")

    /// No-break space groups, comma decimals, the minus sign U+2212 (Swedish, Norwegian, Finnish).
    static let spaceCommaMinusSign = NumberStyle(
        decimal: UInt8(ascii: ","), group: noBreakSpace, minimumGroupingDigits: 1, indianGrouping: false,
        minus: minusSign, listSeparator: ", ")
    /// Comma groups, point decimals, lists joined by the ideographic comma (Japanese, Chinese).
    static let commaPointIdeographic = NumberStyle(
        decimal: UInt8(ascii: "."), group: ",", minimumGroupingDigits: 1, indianGrouping: false,
        minus: "-", listSeparator: "、")
    /// Narrow no-break space groups, comma decimals.
    static let french = NumberStyle(
        decimal: UInt8(ascii: ","), group: narrowNoBreakSpace, minimumGroupingDigits: 1, indianGrouping: false,
        minus: "-", listSeparator: ", ")
    /// Point groups from five digits on (1000, 10.000), comma decimals.
    static let spanish = NumberStyle(
        decimal: UInt8(ascii: ","), group: ".", minimumGroupingDigits: 2, indianGrouping: false,
        minus: "-", listSeparator: ", ")
    /// No-break space groups from five digits on (1000, 10 000), comma decimals.
    static let polish = NumberStyle(
        decimal: UInt8(ascii: ","), group: noBreakSpace, minimumGroupingDigits: 2, indianGrouping: false,
        minus: "-", listSeparator: ", ")
    /// Comma groups, point decimals, the marked minus, lists joined by the Arabic comma.
    static let arabic = NumberStyle(
        decimal: UInt8(ascii: "."), group: ",", minimumGroupingDigits: 1, indianGrouping: false,
        minus: markedMinus, listSeparator: "، ")
    /// Comma groups, point decimals, the marked minus.
    static let hebrew = NumberStyle(
        decimal: UInt8(ascii: "."), group: ",", minimumGroupingDigits: 1, indianGrouping: false,
        minus: markedMinus, listSeparator: ", ")
    /// Indian comma groups (12,34,567), point decimals.
    static let hindi = NumberStyle(
        decimal: UInt8(ascii: "."), group: ",", minimumGroupingDigits: 1, indianGrouping: true,
        minus: "-", listSeparator: ", ")
    /// Digits ungrouped, point decimals: the style of a catalog's language that Verdict does not know.
    static let plain = NumberStyle(
        decimal: UInt8(ascii: "."), group: "", minimumGroupingDigits: 64, indianGrouping: false,
        minus: "-", listSeparator: ", ")

    /// Writes `value` into `output`.
    func write(_ value: Int, to output: inout MessageWriter) {
        if value < 0 { output.append(minus) }
        let magnitude = value.magnitude
        if magnitude < 1000 { return output.append(Int(magnitude)) }
        // In bounds: a magnitude of an `Int` has at most 19 digits, written at 19, 18, … of 20 bytes.
        unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            var rest = magnitude
            repeat {
                unsafe digits[19 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            writeDigits(count: count, to: &output) { unsafe digits[20 - count + $0] }
        }
    }

    /// Writes the integer digits `digit(0)…digit(count - 1)` (most significant first), grouped.
    private func writeDigits(count: Int, to output: inout MessageWriter, digit: (Int) -> UInt8) {
        let grouped = count >= 4 + (minimumGroupingDigits - 1)
        for index in 0..<count {
            output.append(byte: digit(index))
            let remaining = count - 1 - index
            guard grouped, remaining > 0 else { continue }
            let separates =
                indianGrouping ? remaining == 3 || (remaining > 3 && remaining % 2 == 1) : remaining % 3 == 0
            if separates { output.append(group) }
        }
    }

    /// Writes a number given in its English decimal form (`-1234.5`, `1e+20`), with this style's
    /// separators; anything else is written as is.
    func write(decimal text: String, to output: inout MessageWriter) {
        let bytes = Array(text.utf8)
        var start = 0
        if bytes.first == UInt8(ascii: "-") { start = 1 }
        var end = start
        while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
        guard end > start else { return output.append(text) }
        if start == 1 { output.append(minus) }
        writeDigits(count: end - start, to: &output) { bytes[start + $0] }
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            output.append(byte: decimal)
            end += 1
        }
        if end < bytes.count { output.append(String(decoding: bytes[end...], as: UTF8.self)) }
    }
}
