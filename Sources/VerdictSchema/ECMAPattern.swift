/// A ``Match`` pattern as an ECMA-262 pattern of the same meaning (JSON Schema's `pattern`), for
/// the small subset where the two agree scalar for scalar; `nil` outside it.
///
/// The subset: ASCII letters, digits and the punctuation that is no operator, escaped ASCII
/// punctuation, bracket classes of those (not negated), groups `(…)` and `(?:…)`, alternation,
/// the quantifiers, and the anchors `^` and `$`. Left out: `.`, `\d`, `\w`, `\s`, `\p{…}` (ICU's
/// are Unicode classes, ECMA-262's ASCII ones), negated classes (one astral scalar is two UTF-16
/// units to ECMA-262 without the `u` flag), every other escape, look-arounds, flags and anything
/// not ASCII. `$` becomes ICU's meaning: the end, or before a final line terminator (CR LF
/// counting as one). Left out too: what ECMA-262 does not compile, though ICU may (`^*a`, a
/// quantifier after a quantifier, an unbalanced group, a range out of order), so that every
/// pattern written compiles in every JSON Schema validator.
enum ECMAPattern {
    /// ICU's `$` in ECMA-262: a final line terminator, then the end, which `(?![\s\S])` says in
    /// every engine (Python's and ICU's `$` also match before a final `\n`).
    static let end = #"(?=(?:\r\n|[\n\x0B\f\r\x85\u2028\u2029])?(?![\s\S]))"#

    static func translate(_ pattern: String) -> String? {
        let scalars = Array(pattern.unicodeScalars)
        var output = ""
        var index = 0
        var syntax = Syntax()
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F else { return nil }
            let character = Character(scalar)
            if syntax.isInClass {
                guard let end = syntax.classItem(scalars, at: index) else { return nil }
                output += String(String.UnicodeScalarView(scalars[index..<end]))
                index = end
                continue
            }
            if character == "\\" {
                guard index + 1 < scalars.count, isEscapablePunctuation(scalars[index + 1]) else { return nil }
                output.unicodeScalars.append(scalar)
                output.unicodeScalars.append(scalars[index + 1])
                syntax.atom()
                index += 2
                continue
            }
            switch character {
            case ".": return nil
            case "[":
                // Not negated, not empty (`[]…]` means something else to each engine).
                guard index + 1 < scalars.count, scalars[index + 1] != "^", scalars[index + 1] != "]" else {
                    return nil
                }
                syntax.openClass()
                output.append(character)
            case "(":
                syntax.openGroup()
                if index + 1 < scalars.count, scalars[index + 1] == "?" {
                    guard index + 2 < scalars.count, scalars[index + 2] == ":" else { return nil }
                    output += "(?:"
                    index += 3
                    continue
                }
                output.append(character)
            case ")":
                guard syntax.closeGroup() else { return nil }
                output.append(character)
            case "|", "^":
                syntax.assertion()
                output.append(character)
            case "$":
                syntax.assertion()
                output += end
            case "*", "+", "?":
                guard syntax.quantifier(lazy: character == "?") else { return nil }
                output.append(character)
            case "{":
                // A quantifier only: `{n}`, `{n,}`, `{n,m}` right after something to repeat.
                guard let close = quantifierEnd(scalars, from: index), syntax.quantifier(lazy: false) else {
                    return nil
                }
                output += String(String.UnicodeScalarView(scalars[index...close]))
                index = close + 1
                continue
            case "}": return nil
            default:
                syntax.atom()
                output.append(character)
            }
            index += 1
        }
        return syntax.isComplete ? output : nil
    }

    /// What ECMA-262 requires of a pattern's shape, as it is read: a quantifier follows something
    /// to repeat (and a second one only makes the first lazy), groups are balanced, and the ranges
    /// of a class run upwards. A pattern of another shape is a syntax error there, whatever ICU
    /// makes of it.
    private struct Syntax {
        /// Whether the last token can be repeated: a character, a class or a group.
        private var canRepeat = false
        /// Whether the last token is a quantifier that a `?` may still make lazy.
        private var canBeLazy = false
        private var depth = 0
        private(set) var isInClass = false
        /// In a class: the last single scalar, which a `-` may start a range from.
        private var rangeStart: Unicode.Scalar?

        var isComplete: Bool { depth == 0 && !isInClass }

        mutating func atom() {
            canRepeat = true
            canBeLazy = false
        }

        /// `^`, `$` or `|`: nothing to repeat after it.
        mutating func assertion() {
            canRepeat = false
            canBeLazy = false
        }

        mutating func openGroup() {
            depth += 1
            assertion()
        }

        mutating func closeGroup() -> Bool {
            guard depth > 0 else { return false }
            depth -= 1
            atom()
            return true
        }

        mutating func openClass() {
            isInClass = true
            rangeStart = nil
        }

        /// A quantifier, or with `lazy` a `?` that may make the one before lazy.
        mutating func quantifier(lazy: Bool) -> Bool {
            if lazy, canBeLazy {
                canBeLazy = false
                return true
            }
            guard canRepeat else { return false }
            canRepeat = false
            canBeLazy = true
            return true
        }

        /// Reads the class member at `index` (a scalar, an escaped one, a range of them, or the
        /// closing `]`); the index after it, or `nil` where ECMA-262 and ICU may read it otherwise.
        mutating func classItem(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
            guard let (first, afterFirst) = Self.member(scalars, at: index) else {
                // ICU's nested classes and set operations (`[a-z&&[^c]]`).
                return nil
            }
            if first == "]", scalars[index] == "]" {
                isInClass = false
                atom()
                return afterFirst
            }
            guard afterFirst + 1 < scalars.count, scalars[afterFirst] == "-", scalars[afterFirst + 1] != "]" else {
                return afterFirst
            }
            guard let (last, afterLast) = Self.member(scalars, at: afterFirst + 1), first.value <= last.value else {
                return nil
            }
            // A `-` right after a range (`[a-c-e]`): each engine reads it its own way.
            guard
                afterLast >= scalars.count || scalars[afterLast] != "-" || afterLast + 1 >= scalars.count
                    || scalars[afterLast + 1] == "]"
            else { return nil }
            return afterLast
        }

        /// One scalar of a class, escaped or not, and the index after it.
        private static func member(_ scalars: [Unicode.Scalar], at index: Int) -> (Unicode.Scalar, Int)? {
            let scalar = scalars[index]
            guard scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F, scalar != "[", scalar != "&" else {
                return nil
            }
            guard scalar == "\\" else { return (scalar, index + 1) }
            guard index + 1 < scalars.count, isEscapablePunctuation(scalars[index + 1]) else { return nil }
            return (scalars[index + 1], index + 2)
        }
    }

    private static func isEscapablePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        #"\^$.|?*+()[]{}-/"#.unicodeScalars.contains(scalar)
    }

    /// The index of the `}` that closes a well-formed quantifier opening at `start`: its bounds
    /// in order, each of at most nine digits (Python's `re` refuses a bound of 2³² or more).
    private static func quantifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        var bounds = [""]
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "}" {
                guard !bounds[0].isEmpty, bounds.allSatisfy({ $0.count <= 9 }) else { return nil }
                if bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), low > high { return nil }
                return index
            }
            if scalar == "," {
                guard bounds.count == 1, !bounds[0].isEmpty else { return nil }
                bounds.append("")
            } else if ("0"..."9").contains(scalar) {
                bounds[bounds.count - 1].unicodeScalars.append(scalar)
            } else {
                return nil
            }
            index += 1
        }
        return nil
    }
}
