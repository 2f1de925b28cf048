import VerdictRules
import VerdictVocabulary

/// Reads one attribute's value from the model behind the pointer so that it can be written back
/// later: the undo history keeps what filters write into the model this way. Not generic, like
/// ``RestorableValue``; made by the attribute's accessor (``AttributeAccessor/capture``).
package typealias ValueCapture = @Sendable (_ model: ModelPointer) -> RestorableValue
