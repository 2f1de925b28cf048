#if Vapor
    import Vapor
    import VerdictSchema

    /// A request's body, ready to be assigned to an existing model: what a route added with
    /// `Application.on(_:_:updating:…)` receives, bound to the rules, scenario and options that the
    /// route's OpenAPI description states.
    ///
    /// ```swift
    /// var profile = Profile()
    /// try await update.assign(to: &profile)
    /// ```
    public struct BodyAssignment<Model: AssignableModel>: Sendable {
        let request: Request
        let rules: RuleSet<Model>
        let scenario: ScenarioName
        let options: AssignmentOptions
        let checks: CheckOptions?
        let catalog: MessageCatalog

        /// The body assigned to `model` and validated, as
        /// ``Vapor/Request/assign(to:rules:scenario:options:checks:catalog:)`` does: `model` changes
        /// only when the request is accepted; otherwise a ``ValidationProblemError`` is thrown, which
        /// the route answers as `application/problem+json`.
        ///
        /// ```swift
        /// try await update.assign(to: &profile)
        /// ```
        public func assign(to model: inout Model) async throws {
            try await request.assign(
                to: &model, rules: rules, scenario: scenario, options: options, checks: checks, catalog: catalog)
        }
    }
#endif
