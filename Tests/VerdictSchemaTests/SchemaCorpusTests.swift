import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictSchema
@testable import VerdictTestSupport
@testable import VerdictValidation

extension SignUp: AssignableModel {}

/// Writes, when `VERDICT_SCHEMA_CORPUS` names a folder, each case's schema and generated bodies
/// with Verdict's verdict, for `Tests/Schema/agree.py` to check with Python's `jsonschema`
/// (`.ci/run`, step "JSON Schema: agreement with python jsonschema"): a folder per case holding
/// `schema.json`, `omissions.txt` (one omission a line) and `bodies.jsonl` (one
/// `{"accepted": …, "body": …}` a line).
@Suite("JSON Schema corpus for third-party validators")
struct SchemaCorpusTests {
    static let bodiesPerCase = 500

    static let cases: [SchemaCase] =
        SchemaCase.all + [
            .of(
                "sign-up, register", SignUp.rules, scenario: .register, extraKeys: ["unknown"],
                valid: [
                    #"{"username": "alice", "email": "alice@example.com", "password": "correct horse", "passwordRepeat": "correct horse", "age": 30}"#
                ])
        ]

    @Test func writeTheCorpus() throws {
        guard let folder = ProcessInfo.processInfo.environment["VERDICT_SCHEMA_CORPUS"] else { return }
        for (index, schemaCase) in Self.cases.enumerated() {
            let directory = URL(fileURLWithPath: folder).appendingPathComponent(String(format: "%02d", index))
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let schema = try schemaCase.schema()
            try schema.jsonData.write(to: directory.appendingPathComponent("schema.json"))
            let omissions = schema.omissions.map { "\($0)\n" }.joined()
            try Data((schemaCase.name + "\n" + omissions).utf8).write(
                to: directory.appendingPathComponent("omissions.txt"))
            let evaluator = try SchemaEvaluator(schema.jsonData)
            let valid = try schemaCase.valid.map { try JSONInputReader.read(Data($0.utf8), maximumDepth: 64) }
            var bodies = SchemaBodies.exactInDouble(seed: 0xC0_2B05 &+ UInt64(index), extraKeys: schemaCase.extraKeys)
            var lines = Data()
            for _ in 0..<Self.bodiesPerCase {
                let body = bodies.body(for: evaluator.schema, valid: valid)
                let accepted = try schemaCase.accepts(body.jsonData)
                lines.append(Data(#"{"accepted":\#(accepted),"body":"#.utf8))
                lines.append(body.jsonData)
                lines.append(Data("}\n".utf8))
            }
            try lines.write(to: directory.appendingPathComponent("bodies.jsonl"))
        }
    }
}
