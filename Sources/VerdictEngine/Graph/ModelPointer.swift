import VerdictRules
import VerdictVocabulary

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
/// model from 70,800 to 34,500 instructions (callgrind; `Benchmarks/README.md`).
///
/// Safety: a `ModelPointer` exists only inside ``with(_:_:)``, for the duration of its body,
/// and it is only read as the type it was made from: every step, capture and writer that
/// receives one was built for the model type of the graph, or of the history, that hands it over,
/// and the doors that re-open a graph or a history as a typed model check that type (``ModelType``).
package struct ModelPointer {
    private let raw: UnsafeMutableRawPointer

    private init(raw: UnsafeMutableRawPointer) {
        self.raw = raw
    }

    /// A pointer to a value that the caller owns in memory it allocated (``NestedChildren``'s
    /// copies of child values): valid until the caller deinitializes it, which it does only
    /// after the steps that received the pointer returned.
    init<Model>(owned value: UnsafeMutablePointer<Model>) {
        raw = UnsafeMutableRawPointer(value)
    }

    /// Calls `body` with a pointer to `model`.
    @inline(__always)
    package static func with<Model, Result>(_ model: inout Model, _ body: (ModelPointer) -> Result) -> Result {
        withUnsafeMutablePointer(to: &model) { body(ModelPointer(raw: UnsafeMutableRawPointer($0))) }
    }

    /// The value stored `offset` bytes into the model (`MemoryLayout<Model>.offset(of:)` of a
    /// stored property): a key path read in unspecialized code instantiates generic metadata on
    /// each call (about 650 instructions), a load at a known offset does not.
    @inline(__always)
    func load<Value>(_: Value.Type, at offset: Int) -> Value {
        raw.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
    }

    /// Replaces the value stored `offset` bytes into the model, as ``load(_:at:)`` reads it.
    @inline(__always)
    package func store<Value>(_ value: Value, at offset: Int) {
        raw.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee = value
    }

    /// Calls `body` with the model, `inout`; `Model` is the type the pointer was made from.
    /// The pointer to the value stored `offset` bytes into the model (a nested model).
    @inline(__always)
    package func advanced(by offset: Int) -> ModelPointer {
        ModelPointer(raw: raw.advanced(by: offset))
    }

    @inline(__always)
    package func access<Model, Result>(as type: Model.Type, _ body: (inout Model) -> Result) -> Result {
        body(&raw.assumingMemoryBound(to: Model.self).pointee)
    }
}
