#if Hummingbird
    import Foundation
    import Hummingbird
    import Testing
    import Verdict
    import VerdictHummingbird

    /// The response Hummingbird gives a refused request.
    @Suite("ValidationProblemError")
    struct ValidationProblemErrorTests {
        @Test("the response is the problem as application/problem+json, with its status", arguments: [422, 400])
        func response(status: Int) async throws {
            let failure = RuleFailure(code: "username.taken", template: "{attribute} is taken.")
            let report = ValidationReport(
                errors: [
                    ValidationError(path: AttributePath("username"), keyPath: nil, failure: failure, label: "Username")
                ],
                scenario: .default)
            let problem = report.problem(status: status, instance: "/signup")
            let error = ValidationProblemError(problem)
            let request = post(body: "{}")
            let response = try error.response(from: request, context: TestContext())
            #expect(error.status.code == status)
            #expect(response.status.code == status)
            #expect(response.headers[.contentType] == "application/problem+json")
            #expect(response.headers[.contentLength] == String(problem.jsonData.count))
            let written = Written()
            try await response.body.write(CollectingWriter(written: written))
            #expect(written.bytes == problem.jsonData)
            #expect(written.isFinished)
        }

        @Test(
            "Content-Language is the problem's contentLanguage, and absent when it has none",
            arguments: [("de", "de"), ("en", "en"), (nil, nil), ("de-CH", "de-CH")] as [(String?, String?)])
        func contentLanguage(locale: String?, expected: String?) throws {
            let failure = RuleFailure(code: .required, template: "{attribute} cannot be blank.")
            let report = ValidationReport(
                errors: [
                    ValidationError(path: AttributePath("username"), keyPath: nil, failure: failure, label: "Username")
                ],
                scenario: .default)
            let catalog = MessageCatalog(language: "de-CH", labels: ["username": "Benutzername"])
            var problem = report.problem(locale: locale.map { Locale(identifier: $0) }, catalog: catalog)
            if locale == nil { problem.contentLanguage = nil }  // as a problem decoded from JSON
            let response = try ValidationProblemError(problem).response(from: post(body: "{}"), context: TestContext())
            #expect(response.headers[.contentLanguage] == expected)
        }
    }

    /// What a ``CollectingWriter`` was given.
    final class Written: @unchecked Sendable {
        var bytes = Data()
        var isFinished = false
    }

    /// A response body writer that keeps what it is given.
    struct CollectingWriter: ResponseBodyWriter {
        let written: Written

        mutating func write(_ buffer: ByteBuffer) async throws {
            written.bytes.append(contentsOf: buffer.readableBytesView)
        }

        consuming func finish(_ trailingHeaders: HTTPFields?) async throws {
            written.isFinished = true
        }
    }
#endif
