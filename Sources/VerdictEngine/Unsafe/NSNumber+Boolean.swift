// Invariant this file relies on (tested in `Tests/VerdictEngineTests/Unsafe/NSNumberBooleanTests.swift`):
//
// 1. `objCType` points to the number's type encoding, a NUL-terminated C string that lives as long
//    as the number: it is read once, inside the call, while the number is held, and not kept.

import Foundation

extension NSNumber {
    /// Whether the number holds a Boolean (`JSONSerialization`'s `true` and `false`), which its
    /// type encoding tells apart from the integers 1 and 0: `"c"`, the encoding of a C `char`.
    package var isBoolean: Bool {
        unsafe String(cString: objCType) == "c"
    }
}
