#if Hummingbird
    import Foundation
    import Hummingbird
    import Testing
    import Verdict
    import VerdictHummingbird

    extension ScenarioName {
        /// A member's update of their own profile.
        static let update = ScenarioName("update")
    }

    /// A stored member: in `update`, the username and the role are validated but never assigned.
    struct Member: SelfValidating, AssignableModel, Sendable, Equatable {
        var username = ""
        var email = ""
        var age: Int?
        var nickname = ""
        var role = "member"

        static let rules = RuleSet<Member> {
            Attribute(\.username) {
                Required()
                Length(min: 4)
            }
            Attribute(\.email) {
                Trim()
                Required()
                Email()
            }
            Attribute(\.age) { Number(min: 18) }
            Attribute(\.nickname) { Length(max: 12) }
            ActiveAttributes(.update, \.email, \.age, \.nickname, unsafe: \.username, \.role)
        }

        /// The member as a store holds them before each test.
        static let stored = Member(
            username: "alice", email: "alice@example.com", age: 30, nickname: "al", role: "member")
    }

    /// A model that is a class: an instance cannot be copied, so it cannot be updated atomically.
    final class MemberRecord: SelfValidating, AssignableModel, @unchecked Sendable {
        var email = ""
        static let rules = RuleSet<MemberRecord> { Attribute(\.email) { Email() } }
    }

    /// `request.assign(to: &model, …)`: a body assigned into an existing model, all or nothing.
    @Suite("Request.assign")
    struct RequestAssignTests {
        let context = TestContext()

        /// The stored member after `request` was assigned to it in `update`, or the problem it was
        /// refused with, and the member then.
        func update(
            _ request: Request, options: AssignmentOptions = AssignmentOptions(), catalog: MessageCatalog = .init()
        )
            async throws -> (member: Member, problem: ValidationProblem?)
        {
            var member = Member.stored
            do {
                try await request.assign(
                    to: &member, scenario: .update, options: options, catalog: catalog, context: context)
                return (member, nil)
            } catch let error as ValidationProblemError {
                return (member, error.problem)
            }
        }

        @Test("the keys present change; the absent ones keep their values")
        func present() async throws {
            let (member, problem) = try await update(post(body: #"{"email": " al@example.org ", "age": 31}"#))
            #expect(problem == nil)
            var expected = Member.stored
            expected.email = "al@example.org"
            expected.age = 31
            #expect(member == expected)
        }

        @Test("null clears an optional attribute; an empty object changes nothing and is valid")
        func nullAndEmpty() async throws {
            let (cleared, problem) = try await update(post(body: #"{"age": null}"#))
            #expect(problem == nil)
            #expect(cleared.age == nil && cleared.email == Member.stored.email)
            let (same, none) = try await update(post(body: "{}"))
            #expect(none == nil)
            #expect(same == Member.stored)
        }

        @Test("unsafe keys are ignored: the username and the role cannot be changed")
        func unsafeIgnored() async throws {
            let (member, problem) = try await update(
                post(body: #"{"username": "mallory", "role": "admin", "nickname": "ally", "secret": 1}"#))
            #expect(problem == nil)
            var expected = Member.stored
            expected.nickname = "ally"
            #expect(member == expected)
        }

        @Test("strict mode refuses unsafe and unknown keys with a 422, and nothing is written")
        func unsafeRefused() async throws {
            let (member, problem) = try await update(
                post(body: #"{"username": "mallory", "role": "admin", "nickname": "ally", "secret": 1}"#),
                options: AssignmentOptions(isStrict: true))
            #expect(problem?.status == 422)
            #expect(problem?.errors.map(\.code) == [.inputNotAssignable, .inputNotAssignable, .inputUnknownKey])
            #expect(member == Member.stored)
        }

        @Test(
            "a refused request leaves every attribute as it was",
            arguments: [
                (#"{"nickname": "ally", "email": "not an address"}"#, "application/json", 422),
                (#"{"nickname": "ally", "email": ""}"#, "application/json", 422),
                (#"{"nickname": "a nickname far too long"}"#, "application/json", 422),
                (#"{"nickname": "ally", "age": 12}"#, "application/json", 422),
                (#"{"nickname": "ally", "age": "thirty"}"#, "application/json", 422),
                ("nickname=ally&age=12", "application/x-www-form-urlencoded", 422),
                (#"{"nickname": "ally", "age": 31"#, "application/json", 400),
                (#"{"nickname": "ally", "nickname": "bo"}"#, "application/json", 400),
                (#"{"nickname": "ally"}"#, "text/plain", 415),
                (#"{"nickname": ""# + String(repeating: "x", count: 100) + #""}"#, "application/json", 413),
            ] as [(String, String, Int)])
        func refusedUnchanged(body: String, contentType: String, status: Int) async throws {
            let (member, problem) = try await update(
                post("/members/alice", body: body, contentType: contentType),
                options: AssignmentOptions(maximumBytes: 64))
            #expect(problem?.status == status)
            #expect(problem?.instance == "/members/alice")
            #expect(member == Member.stored)
        }

        @Test(
            "the problem is written in the language Accept-Language asks for",
            arguments: [
                (nil, "en", "Email is not a valid email address."),
                ("de-DE, de;q=0.9", "de", "E-Mail-Adresse ist keine gültige E-Mail-Adresse."),
            ]
                as [(String?, String, String)])
        func language(header: String?, language: String, message: String) async throws {
            let catalog = MessageCatalog(language: "de", labels: ["email": "E-Mail-Adresse"])
            let (member, problem) = try await update(
                post(body: #"{"email": "x"}"#, acceptLanguage: header), catalog: catalog)
            #expect(problem?.contentLanguage == language)
            #expect(problem?.errors.map(\.message) == [message])
            #expect(member == Member.stored)
        }

        @Test("rules passed explicitly, an asynchronous one awaited: refused, the model is unchanged")
        func asynchronousRules() async throws {
            let rules = RuleSet<Member> {
                Member.rules
                Attribute(\.nickname) {
                    Custom<String>("nickname.taken", message: "{attribute} is taken.") { name async in name != "bob" }
                }
            }
            var member = Member.stored
            try await post(body: #"{"nickname": "ally"}"#)
                .assign(to: &member, rules: rules, scenario: .update, context: context)
            #expect(member.nickname == "ally")
            do {
                try await post(body: #"{"nickname": "bob", "age": 40}"#)
                    .assign(to: &member, rules: rules, scenario: .update, context: context)
                Issue.record("a taken nickname was accepted")
            } catch let error as ValidationProblemError {
                #expect(error.problem.errors.map(\.code) == ["nickname.taken"])
            }
            #expect(member.nickname == "ally" && member.age == 30)
        }

        @Test("a class model is refused before the body is read: it could not be left unchanged")
        func classModel() async throws {
            let record = MemberRecord()
            record.email = "alice@example.com"
            var reference = record
            await #expect(throws: RuleSetError.self) {
                try await post(body: #"{"email": "x"}"#).assign(to: &reference, context: context)
            }
            #expect(record.email == "alice@example.com")
        }
    }
#endif
