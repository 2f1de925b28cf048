import Foundation
import Testing
import VerdictValidation

@testable import VerdictTestSupport

/// Issue 37: problem details whose nesting a client does not control are refused past a depth,
/// before anything recurses over them, on a 256 KiB stack.
@Suite("Problem details: decoding bounded nesting")
struct ValidationProblemDecodingTests {
    /// A problem with one error whose parameter `list` is nested `depth` arrays deep.
    static func problem(parameterDepth depth: Int) -> Data {
        let parameter = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        return Data(
            (#"{"type":"about:blank","title":"t","status":422,"detail":"d","errors":[{"pointer":"/a","#
                + #""code":"c","message":"m","parameters":{"list":"# + parameter + "}}]}").utf8)
    }

    /// How each way of decoding a problem answers `body`, on a 256 KiB thread.
    static func outcome(of body: Data, throughScan: Bool) -> String {
        onSmallStack { () -> String in
            do {
                let problem =
                    throughScan
                    ? try ValidationProblem(json: body) : try JSONDecoder().decode(ValidationProblem.self, from: body)
                return "decoded \(problem.errors.count)"
            } catch let error as DecodingError {
                guard case .dataCorrupted = error else { return "\(error)" }
                return "refused"
            } catch {
                return "\(error)"
            }
        }
    }

    @Test(
        "a deep parameter is refused with a DecodingError on a 256 KiB thread",
        arguments: [200, 10_000], [false, true])
    func deepParameterIsRefused(depth: Int, throughScan: Bool) {
        #expect(Self.outcome(of: Self.problem(parameterDepth: depth), throughScan: throughScan) == "refused")
    }

    @Test("a parameter nested up to the limit decodes", arguments: [false, true])
    func parameterWithinTheLimitDecodes(throughScan: Bool) throws {
        // The problem, its errors, an error and its parameters: 4 levels; 28 lists make 32.
        let body = Self.problem(parameterDepth: ValidationProblem.maximumDepth - 4)
        #expect(Self.outcome(of: body, throughScan: throughScan) == "decoded 1")
        #expect(ValidationProblem.excessiveDepth(of: body) == nil)
        #expect(ValidationProblem.excessiveDepth(of: Self.problem(parameterDepth: 29)) == 33)
    }

    @Test("brackets inside strings, escaped quotes included, are not nesting")
    func bracketsInStringsAreText() throws {
        let text = #"\"["# + String(repeating: "[{", count: 500)
        let body = Data(
            (#"{"type":"about:blank","title":""# + text + #"","status":422,"detail":"d","errors":[]}"#).utf8)
        #expect(ValidationProblem.excessiveDepth(of: body) == nil)
        #expect(try ValidationProblem(json: body).title == #""["# + String(repeating: "[{", count: 500))
    }
}
