import VerdictRules
import VerdictVocabulary

/// Which elements of an array an edit that set the whole array changed, by comparing them with
/// `==`: so that `form.items[5].quantity = 3` (which sets `items`) re-validates element 5 alone.
///
/// Only for elements that are `Equatable` values: a class instance edited in place is the same
/// instance, equal to itself, and so never seen as changed. `==` must tell apart any two values
/// that the rules could tell apart, as `Equatable` requires (equal values are substitutable).
enum ElementComparison {
    /// The comparison of two `[Element]`s (as `Any`), or `nil` when the elements cannot be
    /// compared: not `Equatable`, or a class.
    static func changedElements<Element>(of _: Element.Type) -> (@Sendable (Any, Any) -> [Int]?)? {
        guard !(Element.self is AnyClass), let equatable = Element.self as? any Equatable.Type else { return nil }
        return comparison(equatable)
    }

    private static func comparison<Element: Equatable>(_: Element.Type) -> @Sendable (Any, Any) -> [Int]? {
        let compare: (Any, Any) -> [Int]? = { old, new in
            guard let old = old as? [Element], let new = new as? [Element], old.count == new.count else { return nil }
            return changed(old, new)
        }
        // It captures nothing but the element type's conformance, which a graph (and so this
        // closure) is only ever given for a model type whose rules are `Sendable`.
        nonisolated(unsafe) let shared = compare
        return { shared($0, $1) }
    }

    /// The positions where `old` and `new`, of the same length, differ.
    ///
    /// Elements are first compared as memory, a word at a time: two elements with the same bytes
    /// hold the same value (the same references, for what they hold by reference), so only those
    /// whose bytes differ are compared with `==`. Setting an array through the wrapper copies it
    /// element by element, so all but the edited element usually have the same bytes; calling
    /// `==` on each, from code that is not specialized for the element type, cost 14 times more
    /// (about 280 instructions per element of three properties).
    static func changed<Element: Equatable>(_ old: [Element], _ new: [Element]) -> [Int] {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                guard old.baseAddress != new.baseAddress, !old.isEmpty else { return [] }
                let stride = MemoryLayout<Element>.stride
                guard stride > 0 else { return [] }
                let oldBytes = UnsafeRawBufferPointer(old)
                let newBytes = UnsafeRawBufferPointer(new)
                var changed: [Int] = []
                var offset = 0
                while let difference = firstDifference(oldBytes, newBytes, from: offset) {
                    // The bytes differ in this element: `==` decides.
                    let index = difference / stride
                    if old[index] != new[index] { changed.append(index) }
                    offset = (index + 1) * stride
                }
                return changed
            }
        }
    }

    /// Whether `a` and `b` have the same bytes, and so are the same value (the same references,
    /// for what they hold by reference). Equal values may have different bytes.
    static func sameBytes<Value>(_ a: Value, _ b: Value) -> Bool {
        withUnsafeBytes(of: a) { a in withUnsafeBytes(of: b) { b in firstDifference(a, b, from: 0) == nil } }
    }

    /// The offset of the first byte at or after `offset` where `a` and `b` (of the same size)
    /// differ, `nil` when none does; compared a word at a time. Not generic, so that it compiles
    /// to a tight loop whatever the element type.
    static func firstDifference(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, from offset: Int) -> Int? {
        let count = min(a.count, b.count)
        guard offset < count, let a = a.baseAddress, let b = b.baseAddress else { return nil }
        let word = MemoryLayout<UInt64>.size
        var position = offset
        while position + word <= count,
            a.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                == b.loadUnaligned(fromByteOffset: position, as: UInt64.self)
        {
            position += word
        }
        while position < count {
            if a.load(fromByteOffset: position, as: UInt8.self) != b.load(fromByteOffset: position, as: UInt8.self) {
                return position
            }
            position += 1
        }
        return nil
    }
}
