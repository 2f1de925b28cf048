#if Hummingbird
    import Foundation
    import Hummingbird
    import Testing
    import Verdict
    import VerdictHummingbird

    /// An oversized body is refused before it is parsed, with the problem the assignment gives it.
    @Suite("Request.assigned: the size limit")
    struct RequestBoundedBodyTests {
        let context = TestContext()
        let limit = AssignmentOptions(maximumBytes: 64)

        func problem(_ request: Request) async throws -> ValidationProblem? {
            do {
                _ = try await request.assigned(to: Account.self, options: limit, context: context)
                return nil
            } catch let error as ValidationProblemError {
                return error.problem
            }
        }

        /// What the library's own assignment answers for a body over the limit.
        func libraryProblem(bodySize: Int) throws -> ValidationProblem? {
            var account = Account()
            let body = Data(repeating: UInt8(ascii: " "), count: bodySize)
            return try Account.rules.assign(.json(body), to: &account, options: limit)
                .problem(instance: "/signup")
        }

        @Test("a Content-Length over the limit is refused without reading the body, as a 413")
        func declaredTooLarge() async throws {
            let chunks = CountingChunks(["{", "}"])
            let problem = try #require(try await problem(post(chunks: chunks, contentLength: 65)))
            #expect(chunks.readCount == 0)
            #expect(problem == (try libraryProblem(bodySize: 65)))
            #expect(problem.status == 413)
            #expect(problem.errors.map(\.code) == [.inputTooLarge])
            #expect(problem.errors.first?.message == "The request body must be at most 64 bytes.")
        }

        @Test("without a Content-Length, reading stops at the chunk that passes the limit")
        func streamedTooLarge() async throws {
            let chunk = String(repeating: " ", count: 30)
            let chunks = CountingChunks(["{", chunk, chunk, chunk, chunk, "}"])
            let problem = try #require(try await problem(post(chunks: chunks)))
            // 1 + 30 + 30 = 61 bytes kept; the fourth chunk would make 91: read, refused, and the
            // last two never read.
            #expect(chunks.readCount == 4)
            #expect(problem == (try libraryProblem(bodySize: 91)))
        }

        @Test("a Content-Length that understates the body does not get past the limit")
        func understated() async throws {
            let body = #"{"username": "alice", "email": "a@example.com", "age": 30, "x": 1}"#
            #expect(body.utf8.count > 64)
            let problem = try #require(try await problem(post(body: body, contentLength: "10")))
            #expect(problem.errors.map(\.code) == [.inputTooLarge])
        }

        @Test("a body of exactly the limit is read", arguments: [64, 63])
        func atTheLimit(size: Int) async throws {
            let body = #"{"username": "alice"}"# + String(repeating: " ", count: size - 21)
            #expect(body.utf8.count == size)
            #expect(try await problem(post(body: body)) == nil)
        }
    }
#endif
