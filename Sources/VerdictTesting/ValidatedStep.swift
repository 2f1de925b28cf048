@_spi(VerdictTesting) import Verdict
import VerdictVocabulary

/// One thing done to a `Validated` model in `shouldTransition(through:applying:)`: an edit of one
/// attribute, a validation, an undo…; failure messages name each step.
///
/// ```swift
/// form.shouldTransition(
///     through: ["dirty(username)", "invalid(2 errors)"],
///     applying: [.set(\.username, to: "alice"), .validate])
/// ```
@MainActor
public struct ValidatedStep<Model> {
    /// How messages name the step: `set username = "alice"`, `validate`.
    ///
    /// ```swift
    /// ValidatedStep<SignUp>.validate.name // "validate"
    /// ```
    public let name: String
    private let body: (Validated<Model>) -> Void

    /// A step named `name` that runs `body`.
    ///
    /// ```swift
    /// let scenario = ValidatedStep<SignUp>("switch to login") { try? $0.setScenario("login") }
    /// ```
    public init(_ name: String, _ body: @escaping (Validated<Model>) -> Void) {
        self.name = name
        self.body = body
    }

    /// Sets an attribute, as an edit (`update(_:to:)`).
    ///
    /// ```swift
    /// .set(\.email, to: "alice@example.com")
    /// ```
    public static func set<Value>(_ keyPath: WritableKeyPath<Model, Value>, to value: Value) -> ValidatedStep {
        let name = KeyPathName.printable(keyPath)
        let property = String(name.split(separator: ".").last ?? Substring(name))
        let shown = RuleSet<Model>.isSecret(name: property) ? ModelDifference.hidden : ErrorListing.value(value)
        return ValidatedStep("set \(name) = \(shown)") {
            $0.update(keyPath, to: value)
        }
    }

    /// Validates (`validate()`).
    ///
    /// ```swift
    /// .validate
    /// ```
    public static var validate: ValidatedStep { ValidatedStep("validate") { $0.validate() } }

    /// Validates and runs the submission rules (`submit()`).
    ///
    /// ```swift
    /// .submit
    /// ```
    public static var submit: ValidatedStep { ValidatedStep("submit") { $0.submit() } }

    /// Undoes (`undo()`).
    ///
    /// ```swift
    /// .undo
    /// ```
    public static var undo: ValidatedStep { ValidatedStep("undo") { $0.undo() } }

    /// Redoes (`redo()`).
    ///
    /// ```swift
    /// .redo
    /// ```
    public static var redo: ValidatedStep { ValidatedStep("redo") { $0.redo() } }

    /// Starts again from `model` (`reset(to:)`).
    ///
    /// ```swift
    /// .reset(to: SignUp())
    /// ```
    public static func reset(to model: Model) -> ValidatedStep {
        ValidatedStep("reset") { $0.reset(to: model) }
    }

    /// Runs the step on `form`.
    func run(on form: Validated<Model>) { body(form) }
}
