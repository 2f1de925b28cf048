#if Hummingbird
    import Hummingbird
    import VerdictSchema

    /// A request's body, ready to be assigned to an existing model: what a route added with
    /// `Router.on(_:method:updating:…)` receives, bound to the rules, scenario and options that the
    /// route's OpenAPI description states.
    ///
    /// ```swift
    /// var signUp = SignUp()
    /// try await update.assign(to: &signUp)
    /// ```
    public struct BodyAssignment<Model: AssignableModel & Sendable>: Sendable {
        let request: Request
        let rules: RuleSet<Model>
        let scenario: ScenarioName
        let options: AssignmentOptions
        let checks: CheckOptions?
        let catalog: MessageCatalog

        /// The body assigned to `model` and validated, as `Request.assign(to:rules:scenario:options:checks:catalog:context:)`
        /// does: `model` changes only when the request is accepted; otherwise a ``ValidationProblemError``
        /// is thrown, answered as `application/problem+json`.
        ///
        /// ```swift
        /// try await update.assign(to: &signUp)
        /// ```
        public func assign(to model: inout Model) async throws {
            try await request.assignExisting(
                to: &model, rules: rules, scenario: scenario, options: options, checks: checks, catalog: catalog)
        }
    }
#endif
