#if Vapor
    import Foundation
    import SignUpExample
    import Testing
    import Vapor
    import Verdict
    import VerdictVapor

    /// `request.assign(to: &model, …)` over real HTTP on 127.0.0.1, through the profile routes of
    /// ``TestServer``: a `PATCH` body assigned into a stored profile, all or nothing.
    @Suite("Request.assign over HTTP")
    struct RequestAssignTests {
        /// `alice` as the store holds her before any update.
        static let alice =
            #"{"username":"alice","email":"alice@example.com","age":30,"website":"","country":"US","role":"member"}"#

        /// The answer to `PATCH path` with `body`, and `alice`'s profile after it.
        func patch(
            _ body: String, path: String = "profiles/alice", contentType: String = "application/json",
            acceptLanguage: String? = nil
        ) async throws -> (reply: TestServer.Reply, after: String) {
            try await TestServer.with { server in
                let reply = try await server.send(
                    "PATCH", path, Data(body.utf8), contentType: contentType, acceptLanguage: acceptLanguage)
                let after = try await server.send("GET", "profiles/alice")
                #expect(after.status == 200)
                return (reply, after.text)
            }
        }

        @Test("the keys present change, the absent ones keep their values: 200 with the profile")
        func present() async throws {
            let (reply, after) = try await patch(#"{"email": " al@example.org ", "website": "example.org"}"#)
            let expected =
                #"{"username":"alice","email":"al@example.org","age":30,"website":"https://example.org","#
                + #""country":"US","role":"member"}"#
            #expect(reply.status == 200)
            #expect(reply.contentType == "application/json")
            #expect(reply.text == expected)
            #expect(after == expected)
        }

        @Test("the username and the role are unsafe: ignored")
        func unsafeIgnored() async throws {
            let (reply, after) = try await patch(#"{"username": "mallory", "role": "admin", "age": 31, "secret": 1}"#)
            let expected = Self.alice.replacingOccurrences(of: #""age":30"#, with: #""age":31"#)
            #expect(reply.status == 200)
            #expect(after == expected)
        }

        @Test("strict mode refuses them: 422 naming them, and nothing is written")
        func unsafeRefused() async throws {
            let (reply, after) = try await patch(
                #"{"username": "mallory", "role": "admin", "age": 31}"#, path: "strict/profiles/alice")
            #expect(reply.status == 422)
            #expect(reply.text.contains(#""pointer":"/username","code":"input.notAssignable""#))
            #expect(reply.text.contains(#""pointer":"/role","code":"input.notAssignable""#))
            #expect(after == Self.alice)
        }

        @Test(
            "a refused request leaves the profile as it was",
            arguments: [
                (#"{"age": 31, "email": "not an address"}"#, "application/json", 422),
                (#"{"age": 31, "email": ""}"#, "application/json", 422),
                (#"{"age": 12, "country": "DE"}"#, "application/json", 422),
                (#"{"country": "DE", "age": "thirty"}"#, "application/json", 422),
                ("country=DE&age=12", "application/x-www-form-urlencoded", 422),
                (#"{"country": "DE""#, "application/json", 400),
                (#"{"country": "DE", "country": "FR"}"#, "application/json", 400),
                (#"{"country": "DE"}"#, "text/plain", 415),
                (
                    #"{"country": "DE", "website": ""# + String(repeating: "x", count: 300) + #""}"#,
                    "application/json", 413
                ),
            ] as [(String, String, Int)])
        func refusedUnchanged(body: String, contentType: String, status: Int) async throws {
            let (reply, after) = try await patch(body, contentType: contentType)
            #expect(reply.status == status)
            #expect(reply.contentType == "application/problem+json")
            #expect(reply.text.contains(#""instance":"/profiles/alice""#))
            #expect(after == Self.alice)
        }

        @Test("the problem is written in the language Accept-Language asks for, with the form's labels")
        func german() async throws {
            let (reply, after) = try await patch(#"{"email": "x", "age": 12}"#, acceptLanguage: "de-DE, de;q=0.9")
            #expect(reply.status == 422)
            #expect(reply.contentLanguage == "de")
            #expect(reply.text.contains(#""message":"E-Mail ist keine gültige E-Mail-Adresse.""#))
            #expect(reply.text.contains(#""message":"Alter darf nicht kleiner als 18 sein.""#))
            #expect(after == Self.alice)
        }

        @Test("a profile that is not there: 404")
        func unknown() async throws {
            let (reply, after) = try await patch(#"{"age": 31}"#, path: "profiles/nobody")
            #expect(reply.status == 404)
            #expect(after == Self.alice)
        }

        @Test("a class model is refused before the body is read: a 500, a developer's mistake")
        func classModel() async throws {
            let reply = try await TestServer.with {
                try await $0.send("PATCH", "records", Data(#"{"email": "x"}"#.utf8))
            }
            #expect(reply.status == 500)
        }
    }
#endif
