// Invariants this file relies on (tested in `Tests/VerdictEngineTests/Unsafe/UnretainedTests.swift`):
//
// 1. Whoever makes an `Unretained` keeps a strong reference to the same object for at least as
//    long as the `Unretained` is used: `RuleGraph` keeps its step boxes in `stepBoxes`, an
//    assignment plan's level keeps its assigners in its entries; both are immutable after `init`.
// 2. The object is immutable after `init` (its fields are `let`), so reading it through a
//    reference that no one counts races with nothing.

/// A reference to an object that is not counted: calling through it neither retains nor releases
/// the object. A graph and a plan are shared by every thread of a server; a retain made for each
/// call is a write to memory that the other threads read too, where under load they wait for
/// each other.
@safe
package struct Unretained<Object: AnyObject & Sendable>: Sendable {
    private let reference: Unmanaged<Object>

    /// A reference to `object`, which the caller keeps alive as long as it uses this one.
    package init(_ object: Object) {
        unsafe reference = Unmanaged.passUnretained(object)
    }

    /// Calls `body` with the object, neither retained nor released.
    @inline(__always)
    package func with<Result>(_ body: (Object) -> Result) -> Result {
        unsafe reference._withUnsafeGuaranteedRef(body)
    }
}
