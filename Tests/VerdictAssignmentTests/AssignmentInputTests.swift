import Foundation
import Testing
import VerdictAssignment
@testable import VerdictTestSupport

@Suite("Massive assignment: reading bad input")
struct AssignmentInputTests {
    private func assign(_ input: AssignmentInput, options: AssignmentOptions = AssignmentOptions()) throws
        -> (PurchaseOrder, AssignmentResult)
    {
        var order = PurchaseOrder()
        let result = try PurchaseOrder.rules.assign(input, to: &order, options: options)
        return (order, result)
    }

    @Test(
        "malformed JSON is one structured error, and nothing is written",
        arguments: [
            (#"{"reference": "R""#, "unexpected end"),
            (#"{"reference": "R",}"#, "expected a key in quotes"),
            (#"{"reference" "R"}"#, "expected ':'"),
            (#"{"reference": tru}"#, "unexpected character"),
            (#"{"quantity": 01}"#, "expected ',' or '}'"),
            (#"{"quantity": -}"#, "invalid number"),
            (#"{"reference": "\x"}"#, "an invalid escape"),
            (#"{"reference": "\ud800"}"#, "a lone surrogate"),
            ("{\"reference\": \"a\u{01}b\"}", "a control character in a string"),
            (#"{"reference": "R"} {}"#, "unexpected text after the value"),
            ("", "unexpected end"),
        ])
    func malformedJSON(body: String, reason: String) throws {
        let (order, result) = try assign(.json(Data(body.utf8)))
        #expect(order == PurchaseOrder())
        #expect(!result.isAssigned)
        #expect(result.report.errors.map(\.code) == [.inputMalformed])
        #expect(result.report.errors.first?.parameters["reason"] == .string(reason))
        #expect(result.report.errors.first?.message == "The request body is not valid JSON: \(reason).")
    }

    @Test("a body that is not an object is an error")
    func notAnObject() throws {
        let (_, result) = try assign(.json(Data("[1, 2]".utf8)))
        #expect(result.report.errors.map(\.code) == [.inputWrongType])
        #expect(result.report.errors.first?.message == "Input must be an object.")
    }

    @Test("10,000 levels of nesting are refused at the depth limit, without a crash")
    func deepNesting() throws {
        let body = String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        let (_, result) = try assign(.json(Data(body.utf8)))
        #expect(result.report.errors.map(\.code) == [.inputTooDeep])
        #expect(result.report.errors.first?.parameters["max"] == 64)
        let arrays = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(try assign(.json(Data(arrays.utf8))).1.report.errors.map(\.code) == [.inputTooDeep])
        let form = "reference" + String(repeating: "[a]", count: 10_000)
        #expect(try assign(.form([(form, "x")])).1.report.errors.map(\.code) == [.inputTooDeep])
    }

    @Test("a duplicate key is an error at its path", arguments: [4, 40])
    func duplicateKeys(members: Int) throws {
        let filler = (0..<members).map { #""k\#($0)": 1"# }.joined(separator: ", ")
        let body = #"{"address": {\#(filler), "zip": "1", "zip": "2"}}"#
        let (order, result) = try assign(.json(Data(body.utf8)))
        #expect(order == PurchaseOrder())
        #expect(result.report.errors.map(\.code) == [.inputDuplicateKey])
        #expect(result.report.errors.map(\.path) == ["address.zip"])
        #expect(result.report.errors.first?.message == "Zip is given more than once.")
        let form = try assign(.form([("reference", "a"), ("reference", "b")])).1
        #expect(form.report.errors.map(\.code) == [.inputDuplicateKey])
    }

    @Test("invalid UTF-8 is a structured error", arguments: [[0xC3], [0xFF, 0xFE], [0xED, 0xA0, 0x80]] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) throws {
        var body = Array(#"{"reference": ""#.utf8)
        body += bytes
        body += Array(#""}"#.utf8)
        let (_, result) = try assign(.json(Data(body)))
        #expect(result.report.errors.map(\.code) == [.inputMalformed])
        #expect(result.report.errors.first?.parameters["reason"] == "text that is not UTF-8")
        let query = try assign(.query("reference=%FF")).1
        #expect(query.report.errors.map(\.code) == [.inputMalformed])
    }

    @Test("a 50 MB body is refused by the size limit before it is read")
    func hugeBody() throws {
        let body = Data(repeating: UInt8(ascii: " "), count: 50 << 20)
        let (_, result) = try assign(.json(body))
        #expect(result.report.errors.map(\.code) == [.inputTooLarge])
        #expect(result.report.errors.first?.message == "The request body must be at most 1048576 bytes.")
        let larger = try assign(.json(body), options: AssignmentOptions(maximumBytes: 64 << 20)).1
        #expect(larger.report.errors.map(\.code) == [.inputMalformed])
    }

    @Test("a body not read for its size is refused as the whole body would be, with the options' limit")
    func oversized() throws {
        let whole = try assign(.json(Data(count: 4_097)), options: AssignmentOptions(maximumBytes: 4_096)).1
        let (order, result) = try assign(.oversized, options: AssignmentOptions(maximumBytes: 4_096))
        #expect(result.report == whole.report)
        #expect(result.report.errors.first?.message == "The request body must be at most 4096 bytes.")
        #expect(!result.isAssigned)
        #expect(result.isUnreadable)
        #expect(result.problem()?.status == 413)
        #expect(order == PurchaseOrder())
    }

    @Test("text of any length and script is taken as it is")
    func anyScript() throws {
        let texts = ["مرحبا", "👩‍👩‍👧‍👦🇩🇪", "e\u{301}", String(repeating: "長", count: 100_000), "\u{FEFF}x"]
        for text in texts {
            var body: [UInt8] = []
            body += Array(#"{"reference": "#.utf8)
            body += Array(("\"" + text + "\"").utf8)
            body += Array("}".utf8)
            let (order, result) = try assign(.json(Data(body)))
            #expect(result.isAssigned)
            #expect(order.reference == text)
        }
        let escaped = try assign(.json(Data(#"{"reference": "\u00e9\ud83d\ude00\n\"\/"}"#.utf8)))
        #expect(escaped.0.reference == "é😀\n\"/")
    }

    @Test(
        "form keys that do not parse are errors",
        arguments: [
            [("items[0", "x")], [("items[0]x", "x")], [("items[5][sku]", "x")], [("tags[]", "a"), ("tags[0]", "b")],
            [("reference", "a"), ("reference[x]", "b")], [("items[1][sku]", "x"), ("items[2][sku]", "y"), ("x", "")],
        ])
    func malformedFormKeys(pairs: [(String, String)]) throws {
        let (order, result) = try assign(.form(pairs))
        #expect(order == PurchaseOrder())
        #expect(result.report.errors.map(\.code) == [.inputMalformed])
    }

    @Test("a dictionary from JSONSerialization reads numbers, booleans and null")
    func dictionaryFromJSONSerialization() throws {
        let object = try JSONSerialization.jsonObject(
            with: Data(
                #"{"reference": "R", "quantity": 3, "isGift": true, "price": 2.5, "note": null, "tags": ["a"]}"#.utf8))
        let (order, result) = try assign(.dictionary(object as! [String: Any]))
        #expect(result.isAssigned, "\(result.report)")
        #expect(order.quantity == 3)
        #expect(order.isGift)
        #expect(order.price == 2.5)
        #expect(order.tags == ["a"])
        let swiftValues = try assign(.dictionary(["quantity": 4, "isGift": false, "ratio": 0.25, "reference": "S"]))
        #expect(swiftValues.0.quantity == 4)
        #expect(swiftValues.0.ratio == 0.25)
        let wrong = try assign(.dictionary(["reference": Date()]))
        #expect(wrong.1.report.errors.map(\.code) == [.inputMalformed])
        let boolForInt = try assign(.dictionary(["quantity": true]))
        #expect(boolForInt.1.report.errors.first?.code == .inputWrongType)
    }
}
