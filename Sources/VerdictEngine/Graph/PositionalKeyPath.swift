import VerdictRules
import VerdictVocabulary

/// Whether a key path reaches an element of an array by its position (`\Form.values[1]`,
/// `\Form.lines[0].sku`, `\Form.values[0..<2]`): reading or writing through it traps when the
/// array is shorter, and an array's length is the model's to change (an edit, an undo, an
/// assignment). The graph compiler refuses such a declaration, so that no rule, capture, undo or
/// assignment ever reads through it.
///
/// A key path's description does not print a subscript's arguments, only the subscript's
/// identity (`\Form.values.<computed 0x… (Int)>`), which is the same for every element type: the
/// identities of the standard library's positional subscripts are read once, from key paths
/// made here, and looked for in the declared key path's description (read once per key path
/// by ``KeyPathName/describe(_:)``).
enum PositionalKeyPath {
    static func isPositional(_ keyPath: AnyKeyPath) -> Bool {
        let description = KeyPathName.describe(keyPath)
        guard description.contains("<computed ") else { return false }
        return identities.contains { description.contains($0) }
    }

    /// `<computed 0x… ` of each positional subscript of `Array`, `ContiguousArray` and
    /// `ArraySlice`, by an index and by a range.
    private static let identities: [String] = {
        let keyPaths: [AnyKeyPath] = [
            \[Int].[0], \[Int].[0..<1], \ContiguousArray<Int>.[0], \ContiguousArray<Int>.[0..<1],
            \ArraySlice<Int>.[0], \ArraySlice<Int>.[0..<1],
        ]
        return keyPaths.compactMap { keyPath in
            let description = keyPath.debugDescription
            guard let start = description.range(of: "<computed "),
                let end = description[start.upperBound...].firstIndex(of: " ")
            else { return nil }
            return String(description[start.lowerBound...end])
        }
    }()
}
