import Foundation
import Testing

@testable import VerdictTestSupport

// Every ```swift example of the documentation (the doc comments under Sources/, the integrations'
// and the macro's among them, the DocC articles and the README) appears verbatim in a mirror that
// the test targets compile, so that none can go stale. The mirrors are the files under
// `Tests/*/Documentation/`: the `DocExamples/` folders, and the README and article example tests.
// Those of the integrations and the macro (`Tests/VerdictHummingbirdTests/Documentation/`, …) are
// compiled with their trait on (`swift build --traits Hummingbird,Vapor,Macros`, as `.ci/run` does):
// without it their files compile to nothing, but this test reads them all the same.
//
// "Verbatim" is compared line by line, after trimming each line and dropping empty ones: an
// example's lines must appear, in order and contiguous, in the mirrors, indented as the mirror
// needs. Two allowances: a line may start with `_ = ` in the mirror and not in the example (a
// result the example shows in a comment, which the compiler would otherwise flag as unused);
// and an example's `import` lines need only appear in some mirror, at the top of its file.
//
// Run: `swift test --filter DocExampleSyncTests`.

/// Each example of the documentation is in a compiled mirror.
@Suite("Documentation examples are compiled")
struct DocExampleSyncTests {
    @Test(arguments: try DocExample.all())
    func exampleIsMirrored(_ example: DocExample) throws {
        let mirrors = try Mirrors.shared.get()
        for module in example.imports where !mirrors.imports.contains(module) {
            Issue.record(
                """
                \(example.location): no mirror imports \(module), which the example imports.
                """,
                sourceLocation: example.sourceLocation)
        }
        guard !example.code.isEmpty, mirrors.find(example.code) == nil else { return }
        Issue.record(
            """
            \(example.location): this example is not mirrored in Tests/*/Documentation/; copy it, \
            verbatim, into a mirror where it compiles (see DocExamples/DocExampleFixtures.swift).
            \(mirrors.closestMatch(to: example.code))
            \(example.text)
            """,
            sourceLocation: example.sourceLocation)
    }

    @Test func examplesAreFoundEverywhere() throws {
        let examples = try DocExample.all()
        // Every library target's doc comments: the examples of the vocabulary, the rules and each
        // feature module, which users reach through `import Verdict`, are mirrored. (`Verdict`
        // itself only re-exports them.)
        let targets = [
            "VerdictVocabulary", "VerdictRules", "VerdictValidation", "VerdictAssignment", "VerdictSchema",
            "VerdictForms",
            "VerdictRemote",
        ]
        for target in targets {
            #expect(examples.contains { $0.file.hasPrefix("Sources/\(target)/") && $0.file.hasSuffix(".swift") })
        }
        #expect(examples.contains { $0.file.hasPrefix("Sources/VerdictTesting/") && $0.file.hasSuffix(".swift") })
        #expect(examples.contains { $0.file.hasSuffix(".docc/Verdict.md") })
        #expect(examples.contains { $0.file.hasSuffix(".docc/TestingYourModels.md") })
        #expect(examples.contains { $0.file == "README.md" })
        let mirrors = try Mirrors.shared.get().files
        #expect(mirrors.contains { $0.hasPrefix("Tests/VerdictTests/Documentation/DocExamples/") })
        #expect(mirrors.contains { $0.hasPrefix("Tests/VerdictTestingTests/Documentation/DocExamples/") })
        // The integrations' and the macro's, whose targets are built with their trait.
        for target in ["VerdictHummingbird", "VerdictVapor", "VerdictMacros"] {
            #expect(examples.contains { $0.file.hasPrefix("Sources/\(target)/") && $0.file.hasSuffix(".swift") })
            #expect(mirrors.contains { $0.hasPrefix("Tests/\(target)Tests/Documentation/") })
        }
    }

    @Test func everyFenceIsClosed() throws {
        for example in try DocExample.all() where !example.isClosed {
            Issue.record(
                "\(example.location): the example's ``` fence is not closed.", sourceLocation: example.sourceLocation)
        }
    }
}

/// A ```swift block of the documentation.
struct DocExample: Sendable, CustomTestStringConvertible {
    /// The file, relative to the package root.
    let file: String
    /// The line of the opening fence, from 1.
    let line: Int
    /// The block's lines as written, without the `/// ` of a doc comment.
    let lines: [String]
    /// Whether a closing fence ends the block.
    let isClosed: Bool

    var testDescription: String { location }
    var location: String { "\(file):\(line)" }
    var text: String { lines.joined(separator: "\n") }

    /// The modules the example imports.
    var imports: [String] {
        lines.compactMap { line in
            let words = line.split(separator: " ")
            return words.count == 2 && words[0] == "import" ? String(words[1]) : nil
        }
    }

    /// The example's lines, normalized, without its imports.
    var code: [String] {
        lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") }.compactMap(Mirrors.normalize)
    }

    var sourceLocation: SourceLocation {
        SourceLocation(fileID: "Verdict/\(file)", filePath: "\(PackageRoot.url.path)/\(file)", line: line, column: 1)
    }

    /// The examples of every `.swift` file under Sources/, of the DocC articles and of the
    /// README, in path order.
    static func all() throws -> [DocExample] {
        let fileManager = FileManager.default
        let sources = PackageRoot.url.appendingPathComponent("Sources")
        var files: [String] = ["README.md"]
        let enumerator = fileManager.enumerator(atPath: sources.path)
        while let path = enumerator?.nextObject() as? String {
            let components = path.split(separator: "/")
            let isArticle = path.hasSuffix(".md") && components.count == 3 && components[1].hasSuffix(".docc")
            if path.hasSuffix(".swift") || isArticle { files.append("Sources/\(path)") }
        }
        return try files.sorted().flatMap { file in
            let text = try String(contentsOf: PackageRoot.url.appendingPathComponent(file), encoding: .utf8)
            return examples(in: text, file: file, docComments: file.hasSuffix(".swift"))
        }
    }

    /// The ```swift blocks of `text`: of its `///` comments, or of the whole (markdown) text.
    static func examples(in text: String, file: String, docComments: Bool) -> [DocExample] {
        // Each line as documentation text, or nil outside a doc comment.
        let lines: [String?] = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard docComments else { return String(line) }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("///") else { return nil }
            let comment = trimmed.dropFirst(3)
            return String(comment.hasPrefix(" ") ? comment.dropFirst() : comment)
        }
        var examples: [DocExample] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard let opening = lines[index], opening.trimmingCharacters(in: .whitespaces) == "```swift" else {
                continue
            }
            let start = index
            var body: [String] = []
            var isClosed = false
            while index + 1 < lines.count, let line = lines[index + 1] {
                index += 1
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                    isClosed = true
                    break
                }
                body.append(line)
            }
            examples.append(DocExample(file: file, line: start + 1, lines: body, isClosed: isClosed))
        }
        return examples
    }
}

/// The mirrors' lines, normalized and concatenated.
struct Mirrors: Sendable {
    /// Read once for all the tests.
    static let shared = Result { try Mirrors() }

    /// The mirror files, relative to the package root.
    let files: [String]
    let lines: [String]
    let imports: Set<String>

    init() throws {
        let fileManager = FileManager.default
        let tests = PackageRoot.url.appendingPathComponent("Tests")
        var files: [String] = []
        let enumerator = fileManager.enumerator(atPath: tests.path)
        while let path = enumerator?.nextObject() as? String {
            let components = path.split(separator: "/")
            guard components.count >= 3, components[1] == "Documentation", path.hasSuffix(".swift"),
                components.last != "DocExampleSyncTests.swift"
            else { continue }
            files.append("Tests/\(path)")
        }
        self.files = files.sorted()
        let lines = try self.files.flatMap { file in
            try String(contentsOf: PackageRoot.url.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        self.lines = lines.compactMap(Self.normalize)
        imports = Set(
            lines.compactMap { line in
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 2 == words.count else { return nil }
                return String(words[index + 1])
            })
    }

    /// `line` without its leading and trailing white space and a leading `_ = `; nil when empty.
    static func normalize(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return nil }
        return trimmed.hasPrefix("_ = ") ? String(trimmed.dropFirst(4)) : trimmed
    }

    /// The index of the mirror line where `code` appears, contiguous; nil if it does not.
    func find(_ code: [String]) -> Int? {
        guard code.count <= lines.count else { return nil }
        return (0...(lines.count - code.count)).first { start in
            code.indices.allSatisfy { lines[start + $0] == code[$0] }
        }
    }

    /// Where the longest prefix of `code` appears in the mirrors, and the line that differs.
    func closestMatch(to code: [String]) -> String {
        var best = (length: 0, start: 0)
        for start in lines.indices {
            var length = 0
            while length < code.count, start + length < lines.count, lines[start + length] == code[length] {
                length += 1
            }
            if length > best.length { best = (length, start) }
        }
        guard best.length > 0 else { return "No mirror has its first line. The example:" }
        let next = best.start + best.length
        return """
            A mirror has its first \(best.length) line(s); then the example has
                \(code[best.length])
            where the mirror has
                \(next < lines.count ? lines[next] : "(the end)")
            The example:
            """
    }
}

enum PackageRoot {
    /// The package's root directory: this file is Tests/VerdictTests/Documentation/….
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
