import Verdict

/// A thread of replies that nests its own type (`Each`), with a nested model, a list of values
/// and a sensitive attribute: every way a pointer lands, or fails to.
struct ReplyThread: Equatable, Sendable {
    var text = ""
    var pin = ""
    var tags: [String] = []
    var address = Address()
    var replies: [ReplyThread] = []

    static let rules: RuleSet<ReplyThread> = RuleSet {
        Attribute(\.text, name: "body~text") { Required() }
        Attribute(\.pin, label: "PIN", sensitive: true) { Length(min: 4) }
        Each(\.tags) { Length(max: 8) }
        Nested(\.address, Address.rules)
        Each(\.replies, ReplyThread.rules)
    }
}

/// A nested model.
struct Address: Equatable, Sendable {
    var zipCode = ""
    var city = ""

    static let rules = RuleSet<Address> {
        Attribute(\.zipCode) { Length(max: 10) }
        Attribute(\.city) { Required() }
    }
}
