import VerdictValidation

// The scenarios the tests of this target declare rules in. `ScenarioName` is not expressible by a
// string literal: a scenario is a constant, so that a mistyped name does not compile.
extension ScenarioName {
    static let a = ScenarioName("a")
    static let b = ScenarioName("b")
    static let booking = ScenarioName("booking")
    static let c = ScenarioName("c")
    static let checkout = ScenarioName("checkout")
    static let d = ScenarioName("d")
    static let draft = ScenarioName("draft")
    static let drafts = ScenarioName("drafts")
    static let edit = ScenarioName("edit")
    static let login = ScenarioName("login")
    static let loose = ScenarioName("loose")
    static let nowhere = ScenarioName("nowhere")
    static let publish = ScenarioName("publish")
    static let quick = ScenarioName("quick")
    static let reauthenticate = ScenarioName("reauthenticate")
    static let register = ScenarioName("register")
    static let remote = ScenarioName("remote")
    static let secret = ScenarioName("secret")
    static let secure = ScenarioName("secure")
    static let shipping = ScenarioName("shipping")
    static let strict = ScenarioName("strict")
    static let update = ScenarioName("update")
    static let web = ScenarioName("web")
    static let x = ScenarioName("x")
    static let y = ScenarioName("y")
    static let z = ScenarioName("z")
}
