import Foundation
import FuzzKit
import Verdict

// JSON decoding of reports: the input is JSON, decoded as a report, an error, a list of errors, a
// problem document, a parameter, a template, a field path, an error code and a scenario name.
//
// Properties: decoding answers a value or a DecodingError, never a crash; whatever decodes renders
// its messages and descriptions, and survives a round trip (encoded, decoded and encoded again,
// the two encodings agree).

enum ReportTarget {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    static func run(_ data: Data) {
        if let report = decoded(ValidationReport.self, data) {
            _ = report.description
            _ = report.isValid
            for error in report.errors {
                _ = error.message
                _ = report.errors(at: error.path)
            }
            _ = report.problem()
        }
        if let errors = decoded([ValidationError].self, data) {
            for error in errors { _ = error.description }
        }
        if let error = decoded(ValidationError.self, data) { _ = error.description }
        if let problem = decoded(ValidationProblem.self, data) { _ = problem.jsonData }
        if let parameter = decoded(MessageParameter.self, data) { _ = parameter.description }
        if let template = decoded(MessageTemplate.self, data) { _ = template.render(["attribute": "Name"]) }
        if let path = decoded(AttributePath.self, data) { _ = path.description }
        _ = decoded(ErrorCode.self, data)
        _ = decoded(ScenarioName.self, data)
    }

    /// The value `data` decodes to, after checking that it survives a round trip.
    static func decoded<Value: Codable>(_ type: Value.Type, _ data: Data) -> Value? {
        guard let value = try? JSONDecoder().decode(Value.self, from: data) else { return nil }
        guard let first = try? encoder.encode(value) else { return value }
        let second = (try? JSONDecoder().decode(Value.self, from: first)).flatMap { try? encoder.encode($0) }
        Fuzzer.check(
            second == first,
            "\(Value.self) changed in a round trip: \(String(decoding: first, as: UTF8.self)) then "
                + "\(second.map { String(decoding: $0, as: UTF8.self) } ?? "nothing")")
        return value
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ReportTarget.run(data.map { Data(bytes: $0, count: size) } ?? Data())
    return 0
}

Fuzzer.run(testOneInput)
