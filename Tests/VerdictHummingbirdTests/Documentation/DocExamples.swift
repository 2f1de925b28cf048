#if Hummingbird
    import Foundation
    import Hummingbird
    import Verdict
    import VerdictHummingbird

    // The ```swift examples of VerdictHummingbird's doc comments, verbatim (the main package's
    // DocExampleSyncTests checks that each is here), with the models they name.
    enum DocExamples {
        struct SignUp: SelfValidating, AssignableModel, Sendable {
            var username = ""
            var password = ""
            static let rules = RuleSet<SignUp> {
                Attribute(\.username) {
                    Required(); Length(min: 4)
                }
                Attribute(\.password) {
                    Required(); Length(min: 8)
                }
            }
        }

        struct Login: AssignableModel, Sendable {
            var username = ""
            static let rules = RuleSet<Login> { Attribute(\.username) { Required() } }
        }

        // MARK: Request+FormSession.swift

        static func route(_ router: Router<TestContext>) {
            router.post("signup") { request, context -> String in
                let signUp = try await request.assigned(to: SignUp.self, scenario: .register, context: context)
                return signUp.username
            }
        }

        static func strict(_ request: Request, context: TestContext) async throws -> SignUp {
            let signUp = try await request.assigned(
                to: SignUp.self, scenario: .register, options: AssignmentOptions(keys: .snakeCase, isStrict: true),
                context: context)
            return signUp
        }

        static func catalog(_ request: Request, context: TestContext) async throws -> SignUp {
            let messages = MessageCatalog(language: "de", labels: ["username": "Benutzername"])
            let signUp = try await request.assigned(
                to: SignUp.self, scenario: .register, catalog: messages, context: context)
            return signUp
        }

        // MARK: Request+Assign.swift

        struct Profile: SelfValidating, AssignableModel, Sendable {
            var username = ""
            var email = ""
            static let rules = RuleSet<Profile> {
                Attribute(\.email) { Email() }
                ActiveAttributes(.update, \.email, unsafe: \.username)
            }
        }

        /// A store of profiles, as a database would be.
        actor Profiles {
            var saved: [String: Profile] = [:]
            func find(_ username: String) throws -> Profile { saved[username] ?? Profile() }
            func save(_ profile: Profile) throws { saved[profile.username] = profile }
        }

        static func update(
            _ request: Request, username: String, profiles: Profiles, context: TestContext
        ) async throws -> Profile {
            var profile = try await profiles.find(username)
            try await request.assign(to: &profile, scenario: .update, context: context)
            try await profiles.save(profile)
            return profile
        }

        static func updateWithRules(
            _ request: Request, profile: Profile, context: TestContext
        ) async throws -> Profile {
            var profile = profile
            try await request.assign(to: &profile, rules: Profile.rules, scenario: .update, context: context)
            return profile
        }

        // MARK: ValidationProblemError.swift

        static func catching(_ request: Request, context: TestContext) async throws {
            do {
                _ = try await request.assigned(to: SignUp.self, scenario: .register, context: context)
            } catch let error as ValidationProblemError {
                context.logger.info("refused: \(error.problem.detail)")
                throw error
            }
        }

        static func throwing(_ report: ValidationReport, request: Request) throws {
            throw ValidationProblemError(report.problem(instance: request.uri.path))
        }

        static func response(_ problem: ValidationProblem, request: Request, context: TestContext) throws -> Response {
            let response = try ValidationProblemError(problem).response(from: request, context: context)
            return response
        }
    }

    // At the top level, so that the example's line fits in 120 columns as the documentation writes it.
    func explicitRules(_ request: Request, context: TestContext) async throws -> DocExamples.Login {
        typealias Login = DocExamples.Login
        let login = try await request.assigned(to: Login.self, rules: Login.rules, scenario: .login, context: context)
        return login
    }
#endif
