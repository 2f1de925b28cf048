import Foundation
import Verdict

// Issue 24: repeated asynchronous validations, each with fresh `CheckOptions`, must not grow the
// process. Runs 300,000 validations of a model with a `Remote` check (an in-process transport
// that answers `true` at once) and an asynchronous `Custom`, each with new options, and prints the
// resident set every 30,000. Run: `swift run -c release FreshOptionsRSS [count]`.

struct InstantTransport: RemoteTransport {
    func post(_ body: Data, to url: URL, timeout: Duration) async throws -> RemoteResponse {
        RemoteResponse(status: 200, body: Data("true".utf8))
    }
}

struct Account: Sendable {
    var username = ""
    var coupon = ""

    static let rules = RuleSet<Account> {
        Attribute(\.username) {
            Required()
            Remote(url: URL(string: "http://127.0.0.1:9/usernames/available")!)
        }
        Attribute(\.coupon) {
            Custom<String>(timeout: .seconds(5)) { $0.count < 40 }
        }
    }
}

/// The resident set in MiB, from `/proc/self/statm` (Linux).
func residentMiB() -> Double {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return -1 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return -1 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 300_000
let step = max(1, count / 10)
let transport = InstantTransport()
var invalid = 0
print("validations  RSS (MiB)")
print(String(format: "%11d  %9.1f", 0, residentMiB()))
for index in 1...count {
    let options = CheckOptions(transport: transport)
    var account = Account(username: "user\(index)", coupon: "coupon\(index % 97)")
    let report = try await Account.rules.validate(&account, checks: options)
    if !report.isValid { invalid += 1 }
    if index % step == 0 { print(String(format: "%11d  %9.1f", index, residentMiB())) }
}
print("invalid: \(invalid)")
