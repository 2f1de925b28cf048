import BenchmarkHarness
import Foundation
import Verdict

/// A server's 422 answer put back on the form: `FormSession.apply(_:keys:)` of a problem with 20
/// errors, one on each of 20 attributes of the 100-attribute model (1,000 rules), against one full
/// validation of the same model by its rule set, in the same rounds. Two problems (the first 20
/// attributes, the next 20) alternate, so that every application changes the report and the state.
@MainActor
enum ProblemSuite {
    enum ProblemContender: Int, CaseIterable {
        case validation, apply

        var id: String {
            switch self {
            case .validation: "full-validation"
            case .apply: "apply"
            }
        }
    }

    /// The names of the model's first `count` attributes from `start`, group by group.
    static func attributeNames(from start: Int, count: Int) -> [String] {
        let names = [
            "title", "code", "codeRepeat", "quantity", "limit", "reference", "postcode", "category",
            "percent", "slug",
        ]
        return (start..<(start + count)).map { index in
            names[index % 10] + String(format: "%02d", index / 10)
        }
    }

    /// A problem+json body of 20 errors on the attributes from `start`, decoded as a client does.
    static func problem(from start: Int) throws -> ValidationProblem {
        let items = attributeNames(from: start, count: 20).map { name in
            #"{"pointer":"/\#(name)","code":"server.rejected","message":"Vom Server abgelehnt.","parameters":{"min":3}}"#
        }
        let body =
            #"{"type":"about:blank","title":"Ungültig.","status":422,"detail":"20 Fehler.","errors":["#
            + items.joined(separator: ",") + "]}"
        return try JSONDecoder().decode(ValidationProblem.self, from: Data(body.utf8))
    }

    static func suite() throws -> BenchmarkSuite {
        let problems = [try problem(from: 0), try problem(from: 20)]
        let form = try FormSession(IncrementalModel100(), rules: IncrementalModel100.rules)
        form.validate()
        let model = IncrementalModel100()
        let contenders = [
            Contender(id: ProblemContender.validation.id) { iterations in
                var checksum = 0
                for _ in 0..<iterations {
                    var copy = opaque(model)
                    checksum &+= try IncrementalModel100.rules.validate(&copy).errors.count
                }
                return checksum
            },
            Contender(id: ProblemContender.apply.id) { iterations in
                var checksum = 0
                for iteration in 0..<iterations {
                    form.apply(opaque(problems[iteration & 1]))
                    checksum &+= form.report.errors.count
                }
                return checksum
            },
        ]
        return BenchmarkSuite(
            name: "problem", title: "problem (a 20-error problem applied to a form of 1,000 rules)",
            numeratorTitle: "ns/op", denominatorTitle: "full validation ns/op",
            groups: [BenchmarkGroup(id: "20-errors", contenders: contenders)],
            comparisons: [
                Comparison(
                    name: "apply 20 errors / one full validation (1,000 rules)", group: 0,
                    numerator: ProblemContender.apply.rawValue, denominator: ProblemContender.validation.rawValue)
            ],
            verify: { try verification(problems) })
    }

    private static func verification(_ problems: [ValidationProblem]) throws -> Verification {
        var problemsFound: [String] = []
        let form = try FormSession(IncrementalModel100(), rules: IncrementalModel100.rules)
        form.validate()
        for (start, problem) in zip([0, 20], problems) {
            form.apply(problem)
            let server = form.report.errors.filter(\.isFromServer)
            if server.map(\.path.description) != attributeNames(from: start, count: 20) {
                problemsFound.append("the errors landed at \(server.map(\.path.description))")
            }
            if form.state != .invalid(form.report) { problemsFound.append("the state is \(form.state)") }
            if server.contains(where: { $0.message != "Vom Server abgelehnt." }) {
                problemsFound.append("a message changed")
            }
        }
        return Verification(
            problems: problemsFound, passed: "every error lands on its attribute, the form is invalid",
            failed: "applying the problem is wrong")
    }
}
