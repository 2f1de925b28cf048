import VerdictVocabulary

/// A conservative static check for patterns on which ICU's backtracking can take time
/// exponential in the value's length: a group repeated more than once (`(…)*`, `(…)+`,
/// `(…){n,}`, `(…){n,m}` with `m` > 1) whose body holds a variable quantifier (`*`, `+`, `?`,
/// `{n,}`, `{n,m}` with `m` > `n`) or an alternation, such as `(a+)+`, `(\w+\s?)*`, `(a|a)*`
/// and `(?:a?){26}`.
///
/// Conservative: it may flag a harmless pattern (`(a|b)*` is linear in ICU), never misses one of
/// that shape; a flagged pattern can be rewritten without the nesting (`[ab]*`). One scan of the
/// pattern, with a stack of the open groups: linear in its length, without recursion.
///
/// ```swift
/// BacktrackingCheck.isExponential("^(a+)+$")    // true
/// BacktrackingCheck.isExponential(#"^\d{5}$"#) // false
/// ```
enum BacktrackingCheck {
    /// Whether `pattern` holds a repeated group whose body can match in more than one way.
    static func isExponential(_ pattern: String) -> Bool {
        // Scalars, as ICU reads them: a combining mark never hides a `(` or a `\` in a Character.
        let characters = Array(pattern.unicodeScalars)
        // For each open group: whether its body so far holds a variable quantifier or `|`.
        var open: [Bool] = [false]
        // Whether the last atom read was a group, and whether that group's body was ambiguous.
        var closedGroup: Bool?
        var index = 0
        var classDepth = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            if character == "\\" {
                Self.skipEscape(characters, at: &index)
                if classDepth == 0 { closedGroup = nil }
                continue
            }
            if classDepth > 0 {
                if character == "[" { classDepth += 1 }
                if character == "]" { classDepth -= 1 }
                continue
            }
            switch character {
            case "[":
                classDepth = 1
                closedGroup = nil
            case "(":
                open.append(false)
                Self.skipGroupPrefix(characters, at: &index)
                closedGroup = nil
            case ")":
                let body = open.count > 1 ? open.removeLast() : false
                closedGroup = body
            case "|":
                open[open.count - 1] = true
                closedGroup = nil
            case "*", "+", "?", "{":
                var minimum = 0
                var maximum: Int?
                switch character {
                case "+": minimum = 1
                case "?": maximum = 1
                case "{":
                    let counts = Self.counts(characters, from: &index)
                    (minimum, maximum) = counts ?? (1, 1)
                    if counts == nil { break }
                default: break
                }
                let variable = maximum.map { $0 > minimum } ?? true
                let repeated = maximum.map { $0 > 1 } ?? true
                if closedGroup == true && repeated { return true }
                // A group's body, repeated, makes its parent's ambiguous as any quantifier does.
                if variable || (closedGroup == true) { open[open.count - 1] = true }
                // Lazy and possessive suffixes.
                if index < characters.count, characters[index] == "?" || characters[index] == "+" { index += 1 }
                closedGroup = nil
            default:
                closedGroup = nil
            }
            if character == ")", let body = closedGroup, body {
                // An unquantified ambiguous group keeps its parent ambiguous.
                open[open.count - 1] = true
            }
        }
        return false
    }

    /// Past what follows a `\`: one character, the braces of `\p{…}` `\x{…}` `\N{…}`, the
    /// name of `\k<…>`, or the literal text of `\Q…\E`.
    private static func skipEscape(_ characters: [Unicode.Scalar], at index: inout Int) {
        guard index < characters.count else { return }
        let escaped = characters[index]
        index += 1
        let closing: Unicode.Scalar
        switch escaped {
        case "p", "P", "x", "N": closing = "}"
        case "k": closing = ">"
        case "Q":
            while index < characters.count,
                !(characters[index] == "\\" && index + 1 < characters.count && characters[index + 1] == "E")
            {
                index += 1
            }
            index = min(index + 2, characters.count)
            return
        default: return
        }
        guard index < characters.count, characters[index] == "{" || characters[index] == "<" else { return }
        while index < characters.count, characters[index] != closing { index += 1 }
        index = min(index + 1, characters.count)
    }

    /// Past what follows `(` to open a group of another kind: `?:`, `?=`, `?!`, `?<=`, `?<!`,
    /// `?>`, `?<name>`, flags `?i-x:` or `?i)`, and a comment `?#…` up to its `)`.
    private static func skipGroupPrefix(_ characters: [Unicode.Scalar], at index: inout Int) {
        guard index < characters.count, characters[index] == "?" else { return }
        index += 1
        guard index < characters.count else { return }
        switch characters[index] {
        case ":", "=", "!", ">": index += 1
        case "<":
            index += 1
            if index < characters.count, characters[index] == "=" || characters[index] == "!" {
                index += 1
            } else {
                while index < characters.count, characters[index] != ">" { index += 1 }
                index = min(index + 1, characters.count)
            }
        case "#":
            while index < characters.count, characters[index] != ")" { index += 1 }
        default:
            while index < characters.count, characters[index].properties.isAlphabetic || characters[index] == "-" {
                index += 1
            }
            if index < characters.count, characters[index] == ":" { index += 1 }
        }
    }

    /// `{n}`, `{n,}` or `{n,m}` after its `{`, moving `index` past the `}`; `nil` (and `index`
    /// unmoved) when the braces are not a count.
    private static func counts(_ characters: [Unicode.Scalar], from index: inout Int) -> (Int, Int?)? {
        var end = index
        while end < characters.count, end - index < 24, characters[end] == "," || ("0"..."9").contains(characters[end])
        {
            end += 1
        }
        guard end < characters.count, characters[end] == "}" else { return nil }
        let parts = characters[index..<end].split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let minimum = Self.number(parts[0]) else { return nil }
        let maximum = parts.count == 1 ? minimum : (parts[1].isEmpty ? nil : Self.number(parts[1]))
        if parts.count == 2, !parts[1].isEmpty, maximum == nil { return nil }
        index = end + 1
        return (minimum, maximum)
    }

    /// The decimal number the ASCII digits spell, or `nil` when empty or past `Int`.
    private static func number(_ digits: ArraySlice<Unicode.Scalar>) -> Int? {
        Int(String(String.UnicodeScalarView(digits)))
    }
}
