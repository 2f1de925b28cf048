@_spi(VerdictTesting) import VerdictForms
import VerdictVocabulary

/// One thing done to a `FormSession` model in `shouldTransition(through:applying:)`: an edit of one
/// attribute, a validation, an undo…; failure messages name each step.
///
/// ```swift
/// form.shouldTransition(
///     through: ["dirty(username)", "invalid(2 errors)"],
///     applying: [.set(\.username, to: "alice"), .validate])
/// ```
@MainActor
public struct FormStep<Model> {
    /// How messages name the step: `set username = "alice"`, `validate`.
    ///
    /// ```swift
    /// FormStep<SignUp>.validate.name // "validate"
    /// ```
    public let name: String
    private let body: (FormSession<Model>) -> Void

    /// A step named `name` that runs `body`.
    ///
    /// ```swift
    /// let scenario = FormStep<SignUp>("switch to login") { try? $0.setScenario(.login) }
    /// ```
    public init(_ name: String, _ body: @escaping (FormSession<Model>) -> Void) {
        self.name = name
        self.body = body
    }

    /// Sets an attribute, as an edit (`update(_:to:)`).
    ///
    /// ```swift
    /// .set(\.email, to: "alice@example.com")
    /// ```
    public static func set<Value>(_ keyPath: WritableKeyPath<Model, Value>, to value: Value) -> FormStep {
        let name = KeyPathName.printable(keyPath)
        let property = String(name.split(separator: ".").last ?? Substring(name))
        let shown = RuleSet<Model>.isSecret(name: property) ? ModelDifference.hidden : ErrorListing.value(value)
        return FormStep("set \(name) = \(shown)") {
            $0.update(keyPath, to: value)
        }
    }

    /// Validates (`validate()`).
    ///
    /// ```swift
    /// .validate
    /// ```
    public static var validate: FormStep { FormStep("validate") { $0.validate() } }

    /// Validates and runs the submission rules (`submit()`).
    ///
    /// ```swift
    /// .submit
    /// ```
    public static var submit: FormStep { FormStep("submit") { $0.submit() } }

    /// Undoes (`undo()`).
    ///
    /// ```swift
    /// .undo
    /// ```
    public static var undo: FormStep { FormStep("undo") { $0.undo() } }

    /// Redoes (`redo()`).
    ///
    /// ```swift
    /// .redo
    /// ```
    public static var redo: FormStep { FormStep("redo") { $0.redo() } }

    /// Starts again from `model` (`reset(to:)`).
    ///
    /// ```swift
    /// .reset(to: SignUp())
    /// ```
    public static func reset(to model: Model) -> FormStep {
        FormStep("reset") { $0.reset(to: model) }
    }

    /// Runs the step on `form`.
    func run(on form: FormSession<Model>) { body(form) }
}
