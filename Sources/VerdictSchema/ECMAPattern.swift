/// A ``Match`` pattern as an ECMA-262 pattern of the same meaning (JSON Schema's `pattern`), for
/// the small subset where the two agree scalar for scalar; `nil` outside it.
///
/// The subset: ASCII letters, digits and the punctuation that is no operator, escaped ASCII
/// punctuation, bracket classes of those (not negated), groups `(…)` and `(?:…)`, alternation,
/// the quantifiers, and the anchors `^` and `$`. Left out: `.`, `\d`, `\w`, `\s`, `\p{…}` (ICU's
/// are Unicode classes, ECMA-262's ASCII ones), negated classes (one astral scalar is two UTF-16
/// units to ECMA-262 without the `u` flag), every other escape, look-arounds, flags and anything
/// not ASCII. `$` becomes ICU's meaning: the end, or before a final line terminator (CR LF
/// counting as one).
enum ECMAPattern {
    /// ICU's `$` in ECMA-262: a final line terminator, then the end, which `(?![\s\S])` says in
    /// every engine (Python's and ICU's `$` also match before a final `\n`).
    static let end = #"(?=(?:\r\n|[\n\x0B\f\r\x85\u2028\u2029])?(?![\s\S]))"#

    static func translate(_ pattern: String) -> String? {
        let scalars = Array(pattern.unicodeScalars)
        var output = ""
        var index = 0
        var inClass = false
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F else { return nil }
            let character = Character(scalar)
            if character == "\\" {
                guard index + 1 < scalars.count, isEscapablePunctuation(scalars[index + 1]) else { return nil }
                output.unicodeScalars.append(scalar)
                output.unicodeScalars.append(scalars[index + 1])
                index += 2
                continue
            }
            if inClass {
                // ICU's nested classes and set operations (`[a-z&&[^c]]`).
                if character == "[" || character == "&" { return nil }
                if character == "]" { inClass = false }
                output.append(character)
                index += 1
                continue
            }
            switch character {
            case ".": return nil
            case "[":
                // Not negated, not empty (`[]…]` means something else to each engine).
                guard index + 1 < scalars.count, scalars[index + 1] != "^", scalars[index + 1] != "]" else {
                    return nil
                }
                inClass = true
                output.append(character)
            case "(":
                if index + 1 < scalars.count, scalars[index + 1] == "?" {
                    guard index + 2 < scalars.count, scalars[index + 2] == ":" else { return nil }
                    output += "(?:"
                    index += 3
                    continue
                }
                output.append(character)
            case "$":
                output += end
            case "{":
                // A quantifier only: `{n}`, `{n,}`, `{n,m}` right after something to repeat.
                guard let close = quantifierEnd(scalars, from: index), index > 0 else { return nil }
                output += String(String.UnicodeScalarView(scalars[index...close]))
                index = close + 1
                continue
            case "}": return nil
            default:
                output.append(character)
            }
            index += 1
        }
        return inClass ? nil : output
    }

    private static func isEscapablePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        #"\^$.|?*+()[]{}-/"#.unicodeScalars.contains(scalar)
    }

    /// The index of the `}` that closes a well-formed quantifier opening at `start`.
    private static func quantifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        var digits = 0
        var comma = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "}" { return digits > 0 ? index : nil }
            if scalar == "," {
                guard !comma, digits > 0 else { return nil }
                comma = true
            } else if !("0"..."9").contains(scalar) {
                return nil
            }
            digits += 1
            index += 1
        }
        return nil
    }
}
