import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The form reader: bodies that are not UTF-8 are refused as JSON ones are, the size limit
/// holds on the bytes received, `[]` groups keys as Rack does, and key depth costs no stack.
@Suite("Form input reader")
struct FormInputReaderTests {
    static let formType = "application/x-www-form-urlencoded"

    @Test(
        "a form body that is not UTF-8, raw or escaped, is refused as malformed and nothing is written",
        arguments: [
            Array("username=ab".utf8) + [0xFF, 0xFE] + Array("cd".utf8),
            Array("username=".utf8) + [0xC3],
            Array("user".utf8) + [0xED, 0xA0, 0x80] + Array("name=alice".utf8),
            Array("username=%FF".utf8),
            Array("username=ab%C3".utf8),
            Array("username=%ED%A0%80".utf8),
        ])
    func notUTF8(_ bytes: [UInt8]) throws {
        var user = SeedUser()
        let result = try SeedUser.rules.assign(
            .body(Data(bytes), contentType: Self.formType), to: &user, scenario: .register)
        #expect(!result.isAssigned)
        #expect(result.report.errors.map(\.code) == [.inputMalformed])
        #expect(user == SeedUser())
    }

    @Test("the size limit holds on the bytes received, not on their decoded text")
    func sizeOnBytesReceived() throws {
        // 12 bytes, 3 of them not UTF-8, each of which would be 3 bytes as U+FFFD.
        let body = Data(Array("username=".utf8) + [0xFF, 0xFF, 0xFF])
        var options = AssignmentOptions()
        options.maximumBytes = 16
        var user = SeedUser()
        let invalid = try SeedUser.rules.assign(
            .body(body, contentType: Self.formType), to: &user, scenario: .register, options: options)
        #expect(invalid.report.errors.map(\.code) == [.inputMalformed])
        let within = try SeedUser.rules.assign(
            .body(Data("username=alice12".utf8), contentType: Self.formType), to: &user, scenario: .register,
            options: options, validating: false)
        #expect(within.isAssigned)
        #expect(user.username == "alice12")
        let over = try SeedUser.rules.assign(
            .body(Data("username=alice123".utf8), contentType: Self.formType), to: &user, scenario: .register,
            options: options, validating: false)
        #expect(over.report.errors.map(\.code) == [.inputTooLarge])
    }

    @Test(
        "`[]` followed by a key groups into the last element until its key comes again, as Rack does",
        arguments: [
            (
                "items[][sku]=A&items[][qty]=2&items[][sku]=B&items[][qty]=3",
                #"{"items":[{"sku":"A","qty":"2"},{"sku":"B","qty":"3"}]}"#
            ),
            ("items[][sku]=A&items[][sku]=B", #"{"items":[{"sku":"A"},{"sku":"B"}]}"#),
            ("tags[]=a&tags[]=b&tags[]=a", #"{"tags":["a","b","a"]}"#),
            (
                "items[][a][x]=1&items[][a][y]=2&items[][a][x]=3",
                #"{"items":[{"a":{"x":"1","y":"2"}},{"a":{"x":"3"}}]}"#
            ),
            ("items[][tags][]=a&items[][tags][]=b&items[][sku]=C", #"{"items":[{"tags":["a","b"],"sku":"C"}]}"#),
            ("items[]=a&items[][sku]=B&items[][qty]=1", #"{"items":["a",{"sku":"B","qty":"1"}]}"#),
            ("items[][sku]=A&items[][qty]=2&items[][qty]=3", #"{"items":[{"sku":"A","qty":"2"},{"qty":"3"}]}"#),
            ("items[][a]=1&items[][b][]=x&items[][b][]=y", #"{"items":[{"a":"1","b":["x","y"]}]}"#),
        ])
    func grouping(_ query: String, _ expected: String) throws {
        let value = try AssignmentInput.query(query).read(AssignmentOptions())
        #expect(String(decoding: value.jsonData, as: UTF8.self) == expected)
    }

    @Test("grouped `[]` keys assign one model per element")
    func groupedAssignment() throws {
        var order = PurchaseOrder()
        let result = try PurchaseOrder.rules.assign(
            .query("reference=R&items[][sku]=A&items[][quantity]=2&items[][sku]=B&items[][quantity]=3"), to: &order,
            validating: false)
        #expect(result.isAssigned)
        #expect(order.items.map(\.sku) == ["A", "B"])
        #expect(order.items.map(\.quantity) == [2, 3])
    }

    @Test("keys nested as deep as the options allow are read on a 256 KiB stack")
    func deepestOnSmallStack() {
        let deepest = AssignmentOptions(maximumDepth: .max).maximumDepth
        let outcome = onSmallStack { () -> [String] in
            var options = AssignmentOptions()
            options.maximumDepth = deepest
            func read(_ depth: Int, _ segment: String) -> String {
                let key = "a" + String(repeating: segment, count: depth - 1)
                do throws(InputFailure) {
                    let value = try AssignmentInput.form([(key, "1")]).read(options)
                    return "\(JSONInputReaderTests.depth(of: value))"
                } catch {
                    return error.failure.code.rawValue
                }
            }
            return [read(deepest, "[b]"), read(deepest, "[0]"), read(deepest, "[]"), read(deepest + 1, "[b]")]
        }
        #expect(outcome == ["\(deepest)", "\(deepest)", "\(deepest)", "input.tooDeep"])
    }

    /// Hostile bodies of any size: deep keys (the limit lifted), Rack's groups, appends, indexes,
    /// long keys and values, escapes.
    static let hostileShapes: [HostileShape] = [
        HostileShape("a[b]×n=1") { "a" + String(repeating: "[b]", count: $0) + "=1" },
        HostileShape("a[]×n=1") { "a" + String(repeating: "[]", count: $0) + "=1" },
        HostileShape("(a[][b]×8=1&)×n") { n in
            Array(repeating: "a" + String(repeating: "[][b]", count: 8) + "=1", count: n).joined(separator: "&")
        },
        HostileShape("(a[][b][][c]=1&)×n") { n in
            Array(repeating: "a[][b][][c]=1", count: n).joined(separator: "&")
        },
        HostileShape("(items[][sku]=A&items[][qty]=2&)×n") { n in
            Array(repeating: "items[][sku]=A&items[][qty]=2", count: n).joined(separator: "&")
        },
        HostileShape("(tags[]=x&)×n") { n in Array(repeating: "tags[]=x", count: n).joined(separator: "&") },
        HostileShape("a[i]=x, i from n-1 to 0") { n in
            (0..<n).reversed().map { "a[\($0)]=x" }.joined(separator: "&")
        },
        HostileShape("k_i=v, n distinct keys") { n in (0..<n).map { "k\($0)=v" }.joined(separator: "&") },
        HostileShape("(a=1&)×n") { n in Array(repeating: "a=1", count: n).joined(separator: "&") },
        HostileShape("a×n=b×n") { String(repeating: "a", count: $0) + "=" + String(repeating: "b", count: $0) },
        HostileShape("a[×n=1") { "a" + String(repeating: "[", count: $0) + "=1" },
        HostileShape("&×n") { String(repeating: "&", count: $0) },
        HostileShape("a=%41×n") { "a=" + String(repeating: "%41", count: $0) },
        HostileShape("a=+×n") { "a=" + String(repeating: "+", count: $0) },
    ]

    /// Linearity by counting the bytes and nodes visited, never by timing: splitting the body into
    /// pairs, then reading the pairs.
    @Test("Reading is linear in the body", arguments: hostileShapes)
    func readingIsLinear(shape: HostileShape) {
        StepCount.expectLinear(shape) { value in
            var steps = 0
            guard let pairs = try? FormInputReader.pairs(of: Array(value.utf8), steps: &steps) else {
                return steps
            }
            _ = try? FormInputReader.read(pairs, maximumDepth: .max, steps: &steps)
            return steps
        }
    }
}
