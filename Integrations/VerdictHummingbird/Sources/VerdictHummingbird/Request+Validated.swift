import Foundation
import Hummingbird
import Verdict

extension Request {
    /// The request's body assigned to a new `Model` and validated in `scenario`, in one line: the
    /// body is read (refused past `AssignmentOptions.maximumBytes`, before it is
    /// parsed), its values are assigned to the scenario's safe attributes of `Model()`, and the
    /// model's `SelfValidating.rules` run, asynchronous ones (such as `Remote`)
    /// included.
    ///
    /// A body of type `application/x-www-form-urlencoded` is read as a form; any other as JSON.
    /// Unknown and unsafe keys are ignored, or refused with `AssignmentOptions.isStrict`.
    ///
    /// Throws a ``ValidationProblemError`` when the request is refused, which Hummingbird answers
    /// as `application/problem+json`: status 400 when the body cannot be read (not well-formed,
    /// too large, a key twice), 422 when its content is not valid; `instance` is the request's
    /// path. Warnings alone do not refuse a request. The problem is written in the language the
    /// request's `Accept-Language` asks for (English when none of Verdict's 24 languages, nor
    /// one of `catalog`'s, is asked for; see `MessageCatalog`), and `Content-Language` says which. A broken rule set throws its
    /// `RuleSetError` (a 500: a developer's mistake, not the client's).
    ///
    /// ```swift
    /// router.post("signup") { request, context -> String in
    ///     let signUp = try await request.validated(SignUp.self, scenario: "register", context: context)
    ///     return signUp.username
    /// }
    /// ```
    ///
    /// Options choose the keys the client sends, strict mode and the size limit:
    ///
    /// ```swift
    /// let signUp = try await request.validated(
    ///     SignUp.self, scenario: "register", options: AssignmentOptions(keys: .snakeCase, isStrict: true),
    ///     context: context)
    /// ```
    ///
    /// A catalog adds messages and labels in the languages a server answers in:
    ///
    /// ```swift
    /// let messages = MessageCatalog(language: "de", labels: ["username": "Benutzername"])
    /// let signUp = try await request.validated(
    ///     SignUp.self, scenario: "register", catalog: messages, context: context)
    /// ```
    public func validated<Model: SelfValidating & AssignableModel & Sendable>(
        _ type: Model.Type, scenario: ScenarioName = .default, options: AssignmentOptions = AssignmentOptions(),
        checks: CheckOptions = CheckOptions(), catalog: MessageCatalog = MessageCatalog(),
        context: some RequestContext
    ) async throws -> Model {
        try await validated(
            type, rules: Model.rules, scenario: scenario, options: options, checks: checks, catalog: catalog,
            context: context)
    }

    /// The request's body assigned to a new `Model` and validated with `rules` in `scenario`: as
    /// ``validated(_:scenario:options:checks:catalog:context:)`` for a model that carries no rules of its
    /// own, or rules built for the route (a `Remote` rule that asks a service of this server).
    ///
    /// ```swift
    /// let login = try await request.validated(Login.self, rules: Login.rules, scenario: "login", context: context)
    /// ```
    public func validated<Model: AssignableModel & Sendable>(
        _ type: Model.Type, rules: RuleSet<Model>, scenario: ScenarioName = .default,
        options: AssignmentOptions = AssignmentOptions(), checks: CheckOptions = CheckOptions(),
        catalog: MessageCatalog = MessageCatalog(), context: some RequestContext
    ) async throws -> Model {
        let input: AssignmentInput
        switch try await boundedBody(maximumBytes: options.maximumBytes) {
        case .some(let body): input = isForm ? .query(String(decoding: body, as: UTF8.self)) : .json(body)
        case .none: input = .oversized
        }
        var model = Model()
        let result = try await rules.validate(
            &model, assigning: input, scenario: scenario, options: options, checks: checks)
        guard !result.report.isValid else { return model }
        let locale = catalog.locale(forAcceptLanguage: headers[.acceptLanguage])
        if let problem = result.problem(instance: uri.path, locale: locale, catalog: catalog) {
            throw ValidationProblemError(problem: problem, language: locale)
        }
        return model
    }

    /// Whether the body is a form (`application/x-www-form-urlencoded`) rather than JSON.
    /// Read from the header's bytes, without Foundation's trimming and lowercasing (an
    /// allocation each, on every request).
    private var isForm: Bool {
        guard let type = headers[.contentType] else { return false }
        let form = "application/x-www-form-urlencoded".utf8
        var mediaType = type.utf8.prefix { $0 != UInt8(ascii: ";") }[...]
        while mediaType.first == UInt8(ascii: " ") || mediaType.first == UInt8(ascii: "\t") { mediaType.removeFirst() }
        while mediaType.last == UInt8(ascii: " ") || mediaType.last == UInt8(ascii: "\t") { mediaType.removeLast() }
        // The name is in lowercase ASCII; a letter may come in uppercase.
        return mediaType.count == form.count
            && zip(mediaType, form).allSatisfy { $0 == $1 || ((0x61...0x7A).contains($1) && $0 == $1 - 0x20) }
    }
}
