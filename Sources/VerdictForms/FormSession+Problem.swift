// The server's answer, back on a `FormSession` form: problem details applied to the model's
// attributes.

extension FormSession {
    /// Puts a server's problem details (a 422 `application/problem+json` answer, decoded with
    /// ``ValidationProblem/init(json:)``, which bounds its nesting) on the form: each error lands on the attribute its JSON Pointer names, read back through `keys`,
    /// the key strategy the server assigned the body with (`/user_name` is `userName` under
    /// ``KeyStrategy/snakeCase``; per-attribute `name:`s, nested models and `Each` indices are
    /// followed, `~1` and `~0` unescaped). The errors keep the server's code, parameters, severity
    /// and message as it wrote it, in its language; ``ValidationError/isFromServer`` is `true`.
    /// On a sensitive attribute, whose text may echo the secret, the message is Verdict's own
    /// (`PIN is invalid.`, translated) and only numbers and truth values stay among the
    /// parameters: the server's text is hidden as the attribute's values are.
    ///
    /// ```swift
    /// let problem = try ValidationProblem(json: body)
    /// form.apply(problem, keys: .snakeCase)
    /// form.errors(at: \.username).first?.message // "Benutzername ist vergeben."
    /// ```
    ///
    /// - The report is the form's own errors followed by the server's; with a blocking server
    ///   error the state becomes `invalid`, and `submit()` is not valid until the error goes.
    /// - An error whose pointer names no attribute of the rule set (the empty pointer, a key the
    ///   client does not know, a malformed pointer) stays, as a form-level error at the root path.
    ///   A problem without any error and with a status of 400 or more is one form-level error,
    ///   ``ErrorCode/problemRejected``, with the problem's title as its message.
    /// - Editing an attribute (``update(_:to:)``, ``update(_:at:_:)``, ``assign(_:options:)``,
    ///   ``undo(_:)``) removes the server errors at it or below it, and every form-level one; its
    ///   own rules decide again at the next validation (at once with ``validatesOnChange``). The
    ///   other server errors stay, through validations.
    /// - At most 1,000 errors of one problem are read and kept, the first ones, so that a hostile
    ///   problem costs a bounded report and every later edit bounded work. When it has more, the
    ///   others are dropped and one more form-level error says so: ``ErrorCode/inputTooManyErrors``,
    ///   with parameters `max` (1,000) and `count` (how many were dropped); the state is `invalid`.
    /// - Applying another problem replaces them all; ``undo()``, ``redo()``, ``reset(to:)`` and
    ///   ``setScenario(_:)`` remove them all (the model is no longer the one the server answered
    ///   about), and undo never brings one back.
    public func apply(_ problem: ValidationProblem, keys: KeyStrategy = .exact) {
        session.apply(problem, keys: keys)
    }

    /// How many steps the last ``apply(_:keys:)`` ran (scalars of the pointers read, tokens looked
    /// up): the work counter of the tests that check it is linear.
    var stepsOfLastApply: Int { session.stepsOfLastApply }
}
