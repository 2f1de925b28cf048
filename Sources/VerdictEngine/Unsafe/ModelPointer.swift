import VerdictRules
import VerdictVocabulary

// Invariants this file relies on (each tested in `Tests/VerdictEngineTests/Unsafe/ModelPointerTests.swift`):
//
// 1. A `ModelPointer` made by ``ModelPointer/with(_:_:)`` is used only inside that call's body:
//    steps, captures and writers receive it as an argument and never store it. (One exception:
//    `ValidationSession` keeps the pointer of its model's in-place run in a property that it
//    clears before that body returns, for a rule that reads the form during the run.)
// 2. It is only read as the type it was made from: every step, capture and writer that receives
//    one was built for the model type of the graph or history that hands it over, and the doors
//    that re-open a graph or a history as a typed model check that type (``ModelType``).
// 3. A `FieldOffset<Value>` used with a pointer was made from a key path of that pointer's model
//    type (see `FieldOffset.swift`), so the bytes at it hold an initialized `Value`.
// 4. A pointer made by ``ModelPointer/init(owned:)`` points into memory its owner
//    (``OwnedValues``) keeps initialized until the steps that received it returned.

/// The model behind an untyped pointer: the one place where the engine handles memory itself.
///
/// Steps, value captures and value writers take the model as a `ModelPointer`, so that the loop
/// over a graph's steps and the undo history are not generic: running a graph instantiates no
/// generic type per call, and recording an edit builds no generic metadata. Generic code that
/// read the model through a typed pointer's `pointee` copied it whole; here it is only ever
/// passed `inout`.
///
/// Measured (release builds, `Benchmarks/`): the non-generic step loop over a model pointer,
/// with the model passed `inout` instead of copied once per rule and the rules of an attribute
/// run as one closure chain, took the sign-up benchmark from 3.53x to 1.21x the hand-written
/// checks for a valid model (commits d9ac448 and 6a878e9; the three changes were measured
/// together, not one by one). The journal of non-generic values took an edit of the 1,000-rule
/// model from 70,800 to 34,500 instructions (callgrind; `Benchmarks/HISTORY.md`).
///
/// `@safe`: its uses are safe under the invariants at the head of this file.
@safe
package struct ModelPointer {
    private let raw: UnsafeMutableRawPointer

    private init(raw: UnsafeMutableRawPointer) {
        unsafe self.raw = raw
    }

    /// A pointer to a value that the caller owns in memory it allocated (``OwnedValues``):
    /// valid until the caller deinitializes it, which it does only after the steps that received
    /// the pointer returned.
    @unsafe
    init<Model>(owned value: UnsafeMutablePointer<Model>) {
        unsafe raw = UnsafeMutableRawPointer(value)
    }

    /// Calls `body` with a pointer to `model`.
    @inline(__always)
    package static func with<Model, Result>(_ model: inout Model, _ body: (ModelPointer) -> Result) -> Result {
        unsafe withUnsafeMutablePointer(to: &model) { unsafe body(ModelPointer(raw: UnsafeMutableRawPointer($0))) }
    }

    /// The value of the stored property at `field`: a key path read in unspecialized code
    /// instantiates generic metadata on each call (about 650 instructions), a load at a known
    /// offset does not.
    @inline(__always)
    package func load<Value>(at field: FieldOffset<Value>) -> Value {
        unsafe raw.advanced(by: field.bytes).assumingMemoryBound(to: Value.self).pointee
    }

    /// Replaces the value of the stored property at `field`, as ``load(at:)`` reads it.
    @inline(__always)
    package func store<Value>(_ value: Value, at field: FieldOffset<Value>) {
        unsafe raw.advanced(by: field.bytes).assumingMemoryBound(to: Value.self).pointee = value
    }

    /// The pointer to the nested model stored at `field`.
    @inline(__always)
    package func nested<Child>(at field: FieldOffset<Child>) -> ModelPointer {
        unsafe ModelPointer(raw: raw.advanced(by: field.bytes))
    }

    /// Calls `body` with the model, `inout`; `Model` is the type the pointer was made from.
    @inline(__always)
    package func access<Model, Result>(as type: Model.Type, _ body: (inout Model) -> Result) -> Result {
        unsafe body(&raw.assumingMemoryBound(to: Model.self).pointee)
    }
}
