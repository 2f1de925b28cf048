/// Derives human-readable labels from property names.
package enum Label {
    /// `passwordRepeat` → `Password repeat`, `zip_code` → `Zip code`, `userID` → `User ID`.
    package static func derived(from name: String) -> String {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (i, c) in characters.enumerated() {
            if c == "_" || c == "-" || c == " " {
                if !current.isEmpty { words.append(current); current = "" }
                continue
            }
            let next = i + 1 < characters.count ? characters[i + 1] : nil
            let previous = i > 0 ? characters[i - 1] : nil
            let startsWord =
                c.isUppercase && !current.isEmpty
                && (previous?.isLowercase == true || next?.isLowercase == true)
            if startsWord { words.append(current); current = "" }
            current.append(c)
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return name }
        let rest = words.dropFirst().map { word in
            word.allSatisfy(\.isUppercase) && word.count > 1 ? word : word.lowercased()
        }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + rest).joined(separator: " ")
    }

    /// The label of one element of a collection labelled `label`, in English: `Tags` → `Tag`,
    /// `Categories` → `Category`, `Addresses` → `Address`; a label that does not look plural is
    /// kept. Give `Each` a `label:` for anything else.
    package static func singular(_ label: String) -> String {
        let lower = label.lowercased()
        if lower.hasSuffix("ies"), label.count > 3 { return label.dropLast(3) + "y" }
        for ending in ["sses", "shes", "ches", "xes", "zes"] where lower.hasSuffix(ending) {
            return String(label.dropLast(2))
        }
        if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), label.count > 1 {
            return String(label.dropLast())
        }
        return label
    }
}
