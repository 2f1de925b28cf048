import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The JSON reader against nst/JSONTestSuite (`Tests/ConformanceData/json`, copied unchanged):
/// every document it must accept is read, every one it must refuse is refused with a structured
/// `input.*` error, and the ones left to the reader are read or refused, never a crash. Then the
/// reader's own decisions: keys compared scalar by scalar, and nesting that costs no call stack.
@Suite("JSON input reader")
struct JSONInputReaderTests {
    /// The folder of the suite's data, found from this file's path so that it runs from any
    /// clone.
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ConformanceData/json")

    static func files(_ folder: String) -> [String] {
        let names = try? FileManager.default.contentsOfDirectory(
            atPath: data.appendingPathComponent(folder).path)
        return (names ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    static let parsingFiles = files("test_parsing")
    static let transformFiles = files("test_transform")

    /// The documents the suite says to accept that have a key twice: refused by design.
    static let duplicateKeys: Set<String> = ["y_object_duplicated_key.json", "y_object_duplicated_key_and_value.json"]

    static func read(_ folder: String, _ name: String) throws -> Result<InputValue, InputFailure> {
        let body = try Data(contentsOf: data.appendingPathComponent(folder).appendingPathComponent(name))
        return Result { () throws(InputFailure) in try AssignmentInput.json(body).read(AssignmentOptions()) }
    }

    @Test("the suite is all there: 95 documents to accept, 188 to refuse, 35 either")
    func counts() {
        #expect(Self.parsingFiles.count { $0.hasPrefix("y_") } == 95)
        #expect(Self.parsingFiles.count { $0.hasPrefix("n_") } == 188)
        #expect(Self.parsingFiles.count { $0.hasPrefix("i_") } == 35)
        #expect(Self.parsingFiles.count == 318)
        #expect(Self.transformFiles.count == 22)
    }

    @Test("each document of test_parsing is read or refused as the suite says", arguments: parsingFiles)
    func parsing(_ name: String) throws {
        let outcome = try Self.read("test_parsing", name)
        switch (name.prefix(2), outcome) {
        case ("y_", .success):
            #expect(!Self.duplicateKeys.contains(name), "a key given twice must be refused")
        case ("y_", .failure(let failure)):
            #expect(Self.duplicateKeys.contains(name), "refused: \(failure.failure.code)")
            #expect(failure.failure.code == .inputDuplicateKey)
        case ("n_", .success):
            Issue.record("a malformed document was read")
        case (_, .failure(let failure)):
            #expect(failure.failure.code.rawValue.hasPrefix("input."))
        default:
            break
        }
    }

    /// A small model each document is assigned to: refused with `input.*` errors or assigned,
    /// never a crash.
    struct Holder: Equatable, Sendable {
        var a = 0
        var b = ""
        static let rules = RuleSet<Holder> {
            Attribute(\.a) { Number(max: 5) }
            Attribute(\.b) { Length(max: 5) }
        }
    }

    @Test("each document of the suite is assigned to a model or refused with errors", arguments: parsingFiles)
    func assigned(_ name: String) throws {
        let body = try Data(contentsOf: Self.data.appendingPathComponent("test_parsing").appendingPathComponent(name))
        var holder = Holder()
        let result = try Holder.rules.assign(.json(body), to: &holder)
        if !result.isAssigned {
            #expect(holder == Holder())
            #expect(result.report.errors.first?.code.rawValue.hasPrefix("input.") == true)
        }
        if name.hasPrefix("n_") { #expect(!result.isAssigned) }
    }

    @Test(
        "test_transform: keys are exact, a key twice is refused, numbers keep their text",
        arguments: [
            ("object_key_nfc_nfd.json", "{\"\u{E9}\":\"NFC\",\"e\u{301}\":\"NFD\"}"),
            ("object_key_nfd_nfc.json", "{\"e\u{301}\":\"NFD\",\"\u{E9}\":\"NFC\"}"),
            ("object_same_key_different_values.json", "input.duplicateKey"),
            ("object_same_key_same_value.json", "input.duplicateKey"),
            ("object_same_key_unclear_values.json", "input.duplicateKey"),
            ("number_1e-999.json", "[1E-999]"),
            ("number_10000000000000000999.json", "[10000000000000000999]"),
            ("number_-9223372036854775809.json", "[-9223372036854775809]"),
            ("string_1_invalid_codepoint.json", "input.malformed"),
            ("string_1_escaped_invalid_codepoint.json", "input.malformed"),
            ("string_with_escaped_NULL.json", #"["A\u0000B"]"#),
        ])
    func transform(_ name: String, _ expected: String) throws {
        switch try Self.read("test_transform", name) {
        // Bytes, not strings: `String`'s equality would take NFC and NFD for one.
        case .success(let value): #expect(Array(value.jsonData) == Array(expected.utf8))
        case .failure(let failure): #expect(failure.failure.code.rawValue == expected)
        }
    }
}

extension JSONInputReaderTests {
    /// Objects or arrays nested `depth` levels, a number at the bottom.
    static func nested(_ depth: Int, objects: Bool) -> Data {
        let open = objects ? #"{"a":"# : "["
        let close = objects ? "}" : "]"
        return Data((String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)).utf8)
    }

    /// How deep a value is, counted without recursion.
    static func depth(of value: InputValue) -> Int {
        var level = 0
        var current = value
        while true {
            if let members = current.members, members.count == 1 {
                current = members[0].value
            } else if let elements = current.elements, elements.count == 1 {
                current = elements[0]
            } else {
                return level
            }
            level += 1
        }
    }

    @Test(
        "input nested as deep as the options allow is read on a 256 KiB stack", arguments: [true, false])
    func deepestOnSmallStack(objects: Bool) {
        let deepest = AssignmentOptions(maximumDepth: .max).maximumDepth
        let outcome = onSmallStack { () -> [String] in
            var options = AssignmentOptions()
            options.maximumDepth = deepest
            let read = Result { () throws(InputFailure) in
                try AssignmentInput.json(Self.nested(deepest, objects: objects)).read(options)
            }
            let tooDeep = Result { () throws(InputFailure) in
                try AssignmentInput.json(Self.nested(deepest + 1, objects: objects)).read(options)
            }
            return [
                (try? read.get()).map { "\(Self.depth(of: $0))" } ?? "refused",
                (try? tooDeep.get()).map { _ in "read" } ?? "refused",
            ]
        }
        #expect(outcome == ["\(deepest)", "refused"])
    }

    @Test("keys are compared scalar by scalar: NFC and NFD are two keys, KELVIN SIGN is not K")
    func exactKeys() throws {
        let twoKeys = Data("{\"\u{E9}\":1,\"e\u{301}\":2}".utf8)
        let read = try AssignmentInput.json(twoKeys).read(AssignmentOptions())
        #expect(
            read
                == .object([
                    InputMember(key: "\u{E9}", value: .number("1")), InputMember(key: "e\u{301}", value: .number("2")),
                ]))
        let twice = Data("{\"\u{E9}\":1,\"\u{E9}\":2}".utf8)
        #expect(throws: InputFailure.self) { try AssignmentInput.json(twice).read(AssignmentOptions()) }

        var flags = Flags()
        let kelvin = try Flags.rules.assign(.json(Data("{\"is\u{212A}nown\":true}".utf8)), to: &flags)
        #expect(!flags.isKnown)
        #expect(kelvin.ignoredKeys.map { Array($0.path.description.utf8) } == [Array("is\u{212A}nown".utf8)])
        let form = try Flags.rules.assign(.form([("is\u{212A}nown", "on")]), to: &flags)
        #expect(!flags.isKnown)
        #expect(form.ignoredKeys.count == 1)
        _ = try Flags.rules.assign(.json(Data(#"{"isKnown":true}"#.utf8)), to: &flags)
        #expect(flags.isKnown)
    }

    struct Flags: Equatable, Sendable {
        var isKnown = false
        static let rules = RuleSet<Flags> { Attribute(\.isKnown) { Required(equalTo: true) } }
    }

    /// Hostile documents of any size: deep nesting (the limit lifted), long strings, numbers,
    /// whitespace, escapes, and objects of many keys (compared while small, hashed after).
    static let hostileShapes: [HostileShape] = [
        HostileShape("[×n") { String(repeating: "[", count: $0) },
        HostileShape("[×n ]×n") { String(repeating: "[", count: $0) + String(repeating: "]", count: $0) },
        HostileShape("{\"a\":×n") { String(repeating: #"{"a":"#, count: $0) },
        HostileShape("{\"a\":×n 1 }×n") {
            String(repeating: #"{"a":"#, count: $0) + "1" + String(repeating: "}", count: $0)
        },
        HostileShape("string of a×n") { "\"" + String(repeating: "a", count: $0) + "\"" },
        HostileShape("unclosed string of a×n") { "\"" + String(repeating: "a", count: $0) },
        HostileShape("string of \\u00e9×n") { "\"" + String(repeating: #"\u00e9"#, count: $0) + "\"" },
        HostileShape("string of \\ud83d\\ude00×n") { "\"" + String(repeating: #"\ud83d\ude00"#, count: $0) + "\"" },
        HostileShape("1×n") { String(repeating: "1", count: $0) },
        HostileShape("-0.1×n e+1×n") {
            "-0." + String(repeating: "1", count: $0) + "e+" + String(repeating: "1", count: $0)
        },
        HostileShape("space×n 1") { String(repeating: " ", count: $0) + "1" },
        HostileShape("[1,×n 1]") { "[" + String(repeating: "1,", count: $0) + "1]" },
        HostileShape("n distinct keys") { n in "{" + (0..<n).map { #""k\#($0)":0"# }.joined(separator: ",") + "}" },
        HostileShape("n keys, the last a duplicate") { n in
            "{" + (0..<n).map { #""k\#($0)":0"# }.joined(separator: ",") + #","k0":1}"#
        },
        HostileShape("[{15 keys}×n]") { n in
            let object = "{" + (0..<15).map { #""k\#($0)":0"# }.joined(separator: ",") + "}"
            return "[" + Array(repeating: object, count: n).joined(separator: ",") + "]"
        },
        HostileShape("key of a×n twice") { n in
            let key = String(repeating: "a", count: n)
            return #"{""# + key + #"":1,""# + key + #"":2}"#
        },
    ]

    /// Linearity by counting the bytes read and the other work, never by timing.
    @Test("Reading is linear in the document", arguments: hostileShapes)
    func readingIsLinear(shape: HostileShape) {
        StepCount.expectLinear(shape) { value in
            var steps = 0
            Array(value.utf8).withByteView { bytes in
                _ = try? JSONInputReader.read(bytes, maximumDepth: .max, steps: &steps)
            }
            return steps
        }
    }
}
