#if Hummingbird
    // This file imports Hummingbird, Verdict and VerdictHummingbird together and names the types of
    // each without qualifying any: that it compiles is the test. Keep the imports as they are.
    import Foundation
    import Hummingbird
    import Testing
    import Verdict
    import VerdictHummingbird

    /// A model declared with Verdict's DSL next to Hummingbird's names.
    private struct Order: SelfValidating, AssignableModel, Sendable {
        var email = ""
        var quantity = 1
        var country: String?
        var note = ""
        var items: [Line] = []

        struct Line: SelfValidating, AssignableModel, Sendable {
            var sku = ""
            static let rules = RuleSet<Line> { Attribute(\.sku) { Required() } }
        }

        static let rules = RuleSet<Order> {
            Attribute(\.email) {
                Trim()
                Required()
                Email()
            }
            Attribute(\.quantity) { Number(min: 1, max: 99) }
            Attribute(\.country) {
                Default("US")
                Length(2)
                In(["US", "DE", "FR"])
            }
            Attribute(\.note) { Match(#"^[^<>]*$"#) }
            Each(\.items, Line.rules)
            Scenario(.checkout) {
                Constraint(\.quantity, reads: [\.quantity], code: "order.tooMany", message: "Too many.") {
                    $0.quantity < 50
                }
            }
        }
    }

    @Suite("Hummingbird, Verdict and VerdictHummingbird in one file")
    struct UnqualifiedNamesTests {
        @Test("a router, a request, a response, a validation error and a report, unqualified")
        func names() async throws {
            let router = Router()
            router.post("orders") { request, context -> Response in
                let order = try await request.assigned(to: Order.self, scenario: .checkout, context: context)
                let status: HTTPResponse.Status = order.items.isEmpty ? .accepted : .created
                return Response(status: status)
            }
            let failure = RuleFailure(code: "order.closed", template: "{attribute} is closed.")
            let error: ValidationError = ValidationError(
                path: AttributePath("email"), keyPath: \Order.email, failure: failure, label: "Email")
            let report = ValidationReport(errors: [error], scenario: .checkout)
            let problem: ValidationProblem = report.problem(instance: "/orders")
            let refusal: any HTTPResponseError = ValidationProblemError(problem)
            let fallback: any HTTPResponseError = HTTPError(.badRequest, message: "no")
            #expect(refusal.status == .unprocessableContent)
            #expect(fallback.status == .badRequest)
            var order = Order()
            let result = try await Order.rules.assign(.json(Data(#"{"email": "x"}"#.utf8)), to: &order)
            #expect(result.problem()?.status == 422)
            let responder = router.buildResponder()
            _ = responder
        }
    }
#endif
