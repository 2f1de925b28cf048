import Foundation
import Testing
import Verdict

@Suite("A request body read by its Content-Type")
struct MediaTypeTests {
    private func assign(_ body: String, contentType: String?) throws -> (PurchaseOrder, AssignmentResult) {
        var order = PurchaseOrder()
        let result = try PurchaseOrder.rules.validate(
            &order, assigning: .body(Data(body.utf8), contentType: contentType))
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
        "any other type, or none, is read as JSON",
        arguments: [
            nil, "application/json", "application/json; charset=utf-8", "text/plain", "",
            "application/x-www-form-urlencodedx", "application/x-www-form-urlencode", "multipart/form-data",
            "application/x-www-form-urlencoded\u{0}", "x application/x-www-form-urlencoded",
            "ａpplication/x-www-form-urlencoded",
        ])
    func otherTypesAreReadAsJSON(contentType: String?) throws {
        let (order, result) = try assign("reference=R-1", contentType: contentType)
        #expect(!result.isAssigned)
        #expect(order == PurchaseOrder())
        #expect(result.report.errors.map(\.code) == [.inputMalformed])
        let (json, _) = try assign(#"{"reference": "R-2"}"#, contentType: contentType)
        #expect(json.reference == "R-2")
    }
}
