import Foundation
import Testing
import VerdictAssignment
@testable import VerdictTestSupport

@Suite("A request body read by its Content-Type")
struct MediaTypeTests {
    private func assign(_ body: String, contentType: String?, options: AssignmentOptions = AssignmentOptions())
        throws -> (PurchaseOrder, AssignmentResult)
    {
        var order = PurchaseOrder()
        let result = try PurchaseOrder.rules.assign(
            .body(Data(body.utf8), contentType: contentType), to: &order, options: options)
        return (order, result)
    }

    @Test(
        "a form, in any case, with parameters and spaces around it, is read as pairs",
        arguments: [
            "application/x-www-form-urlencoded",
            "APPLICATION/X-WWW-FORM-URLENCODED",
            "Application/x-www-Form-urlencoded; charset=utf-8",
            " \tapplication/x-www-form-urlencoded \t;charset=UTF-8",
        ])
    func formsAreReadAsPairs(contentType: String) throws {
        let (order, result) = try assign("reference=R-1&quantity=3", contentType: contentType)
        #expect(result.isAssigned)
        #expect(order.reference == "R-1")
        #expect(order.quantity == 3)
    }

    @Test(
        "JSON, and any type with the suffix +json, in any case, its parameters ignored, is read as JSON",
        arguments: [
            "application/json", "APPLICATION/JSON", "Application/Json; charset=utf-8", " \tapplication/json \t; x=y",
            "application/problem+json", "application/vnd.example+json", "application/vnd.example.v2+JSON; q=1",
            "application/merge-patch+json",
        ])
    func jsonTypesAreReadAsJSON(contentType: String) throws {
        let (order, result) = try assign(#"{"reference": "R-2", "quantity": 4}"#, contentType: contentType)
        #expect(result.isAssigned)
        #expect(order.reference == "R-2")
        #expect(order.quantity == 4)
        // Read as JSON, not as a form: a form body is malformed JSON.
        let (_, form) = try assign("reference=R-1", contentType: contentType)
        #expect(form.report.errors.map(\.code) == [.inputMalformed])
        #expect(form.report.errors.first?.parameters["format"] == .string("JSON"))
    }

    @Test(
        "no type, or any other, is refused as an unsupported media type (415), whatever the body",
        arguments: [
            nil, "", " ", "text/plain", "multipart/form-data; boundary=----x", "application/xml", "text/json",
            "application/jsonx", "application/json+", "application/+json", "+json", "/json", "application/", "json",
            "application /json", "application/ json", "application/json/x", "application/x-json",
            "application/x-www-form-urlencodedx", "application/x-www-form-urlencode", "multipart/form-data",
            "application/x-www-form-urlencoded\u{0}", "x application/x-www-form-urlencoded",
            "ａpplication/x-www-form-urlencoded", "application/ｊson", "application/json\u{301}",
        ] as [String?])
    func otherTypesAreRefused(contentType: String?) throws {
        for body in ["reference=R-1", #"{"reference": "R-2"}"#, "", "--x\r\nContent-Disposition: form-data"] {
            let (order, result) = try assign(body, contentType: contentType)
            #expect(!result.isAssigned)
            #expect(order == PurchaseOrder())
            #expect(result.report.errors.map(\.code) == [.inputUnsupportedMediaType])
            let problem = try #require(result.problem(instance: "/orders"))
            #expect(problem.status == 415)
            #expect(problem.title == "The request body could not be read.")
            #expect(
                problem.errors.map(\.message) == [
                    "The request body must be sent as JSON (application/json) or as a form "
                        + "(application/x-www-form-urlencoded)."
                ])
            #expect(problem.errors.first?.parameters == nil)
        }
    }

    @Test(
        "a form body that is JSON is refused as malformed form data (400), not read as one unknown key",
        arguments: [#"{"reference": "R-1"}"#, "[1, 2]", " \r\n\t{", "{", "[reference]=R-1"])
    func jsonSentAsAForm(body: String) throws {
        for options in [AssignmentOptions(), AssignmentOptions(isStrict: true)] {
            let (order, result) = try assign(body, contentType: "application/x-www-form-urlencoded", options: options)
            #expect(!result.isAssigned)
            #expect(order == PurchaseOrder())
            let error = try #require(result.report.errors.first)
            #expect(result.report.errors.count == 1)
            #expect(error.code == .inputMalformed)
            #expect(error.parameters["format"] == .string("form data"))
            #expect(
                error.message
                    == "The request body is not valid form data: the body is JSON; send it with Content-Type: "
                    + "application/json.")
            #expect(result.problem()?.status == 400)
        }
    }

    @Test("a form body starting otherwise, a brace escaped included, is read as pairs")
    func formsThatAreNotJSON() throws {
        let (order, result) = try assign(
            "reference=%7BR-1%7D&quantity=1", contentType: "application/x-www-form-urlencoded")
        #expect(result.isAssigned)
        #expect(order.reference == "{R-1}")
    }

    @Test("a body too large is refused as too large (413) before its media type is looked at")
    func tooLargeFirst() throws {
        let options = AssignmentOptions(maximumBytes: 8)
        for contentType in [nil, "text/plain", "application/x-www-form-urlencoded"] as [String?] {
            for body in [#"{"reference": "R-1"}"#, "reference=R-1&quantity=3"] {
                let (_, result) = try assign(body, contentType: contentType, options: options)
                #expect(result.report.errors.map(\.code) == [.inputTooLarge])
                #expect(result.problem()?.status == 413)
            }
        }
        let (_, fits) = try assign("{}", contentType: "text/plain", options: options)
        #expect(fits.report.errors.map(\.code) == [.inputUnsupportedMediaType])
    }

    /// A media type as a reference reads it, with Foundation: the part before `;`, trimmed and
    /// lowercased, split at its one `/` into two tokens.
    private static func reference(_ contentType: String) -> String? {
        let essence = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
        guard essence.unicodeScalars.allSatisfy({ $0.isASCII }) else { return nil }
        let lower = essence.lowercased()
        let parts = lower.split(separator: "/", omittingEmptySubsequences: false)
        let token = CharacterSet(charactersIn: "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyz")
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && String($0).unicodeScalars.allSatisfy(token.contains) })
        else { return nil }
        if lower == "application/json" { return "json" }
        if lower == "application/x-www-form-urlencoded" { return "form" }
        if parts[1].count > 5, parts[1].hasSuffix("+json") { return "json" }
        return nil
    }

    @Test("random Content-Type values are read as a reference reads them (seeded)")
    func randomTypes() throws {
        var random = SplitMix64(seed: 0x4D45_4449_4154_5950)
        let pieces = [
            "application", "APPLICATION", "Application", "json", "JSON", "x-www-form-urlencoded",
            "X-WWW-Form-URLEncoded",
            "vnd.a+json", "+json", "+JSON", "problem", "text", "plain", "multipart", "form-data", "/", "/", "/", ";",
            " ", "\t", "charset=utf-8", "+", "x", "é", "\u{0}", "\"", ",", "=",
        ]
        for _ in 0..<2_000 {
            var contentType = ""
            for _ in 0..<(1 + random.below(6)) { contentType += random.pick(pieces) }
            let expected = Self.reference(contentType)
            let (_, json) = try assign(#"{"reference": "R-1"}"#, contentType: contentType)
            let (_, form) = try assign("reference=R-1", contentType: contentType)
            let read: String? =
                json.isAssigned ? "json" : form.isAssigned ? "form" : nil
            #expect(read == expected, "\(contentType.debugDescription)")
            if expected == nil {
                #expect(json.report.errors.map(\.code) == [.inputUnsupportedMediaType])
            }
        }
    }
}
