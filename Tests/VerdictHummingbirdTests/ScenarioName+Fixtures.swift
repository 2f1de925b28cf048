#if Hummingbird
    import Verdict

    // The scenarios the tests of this target declare rules in. `ScenarioName` is not expressible by a
    // string literal: a scenario is a constant, so that a mistyped name does not compile.
    extension ScenarioName {
        static let checkout = ScenarioName("checkout")
        static let login = ScenarioName("login")
        static let register = ScenarioName("register")
    }
#endif
