import VerdictEngine

/// What one attribute's rules add to its schema, read in their order: the constraints JSON
/// Schema states as Verdict does, and the rules it cannot, named as omissions.
///
/// Rules run on the converted value, in order, and filters rewrite it: a constraint holds for
/// the body's value only while what ran before left the value as it was, or only shortened it
/// (``Trim``: a minimum length, and non-emptiness, still hold for the text before trimming).
/// After any other rewrite, the rules that follow are left out.
struct RuleSchemas<Model, Value> {
    /// What the rules before have done to the value.
    enum ValueState {
        /// The value as the body sent it.
        case sent
        /// Shortened at its ends (``Trim``).
        case trimmed
        /// Rewritten otherwise.
        case rewritten
    }

    let scenario: ScenarioName
    /// Whether the rules may be stated: `false` below a nested model with a `when` condition.
    let rulesApply: Bool
    private(set) var state = ValueState.sent
    /// Whether a `Required` refuses an empty value (so that what skips one needs no exception).
    private(set) var refusesEmpty = false
    private(set) var omissions: [(rule: String, reason: String)] = []
    /// Constraints of rules that skip empty values, met after a `Trim`, by rule name.
    private var afterTrim: [(name: String, constraint: SchemaNode)] = []

    init(scenario: ScenarioName, rulesApply: Bool) {
        self.scenario = scenario
        self.rulesApply = rulesApply
    }

    /// Adds what `rules` state to `node`.
    mutating func apply(_ rules: [AttributeRule<Model, Value>], to node: inout SchemaNode) {
        for rule in rules {
            let settings = rule.options.settings
            guard settings.scope.includes(scenario), settings.stage == .validation else { continue }
            let writes = rule.behavior.writesValue
            let fails = settings.severity == .error
            guard rulesApply, rule.options.conditions.isEmpty else {
                if writes { state = .rewritten }
                if fails && !Self.neverFails(rule.behavior) {
                    omit(rule.behavior.name, "runs only when a condition holds")
                }
                continue
            }
            switch rule.behavior {
            case .model(let modelRule):
                if writes { state = .rewritten }
                guard fails, !Self.neverFails(rule.behavior) else { continue }
                omit(
                    modelRule.name,
                    modelRule.name == "Compare" ? "compares with another attribute" : "reads other attributes")
            case .value(let valueRule):
                if AsyncRule.of(valueRule) != nil {
                    if writes { state = .rewritten }
                    if fails { omit(rule.behavior.name, "asynchronous: asks a service") }
                    continue
                }
                if writes {
                    if valueRule is Trim {
                        if state == .sent { state = .trimmed }
                    } else {
                        state = .rewritten
                        if fails { omit(rule.behavior.name, "rewrites the value, and may refuse it") }
                    }
                    continue
                }
                guard fails else { continue }
                let skipsEmpty = settings.skipOnEmpty ?? valueRule.skipsEmptyValues
                validator(valueRule, name: rule.behavior.name, skipsEmpty: skipsEmpty, to: &node)
            }
        }
        if refusesEmpty, let unlessEmpty = node.unlessEmpty {
            node.unlessEmpty = nil
            merge(unlessEmpty, into: &node)
        }
        // After a `Trim`, a value of spaces is empty: without a `Required`, a rule that skips
        // empty values passes it, whatever its length.
        for (name, constraint) in afterTrim {
            if refusesEmpty { merge(constraint, into: &node) } else { omit(name, "skips a value that Trim empties") }
        }
    }

    /// Filters that never refuse a value: no omission to name.
    private static func neverFails(_ behavior: RuleBehavior<Model, Value>) -> Bool {
        switch behavior {
        case .value(let rule): rule is Trim
        case .model(let rule): rule.name == "Default"
        }
    }

    private mutating func omit(_ rule: String, _ reason: String) {
        omissions.append((rule, reason))
    }

    /// A checking rule: its constraint, or its omission.
    private mutating func validator(
        _ rule: any ValueRule<Value>, name: String, skipsEmpty: Bool, to node: inout SchemaNode
    ) {
        if let required = rule as? Required<Value> {
            self.required(required, name: name, skipsEmpty: skipsEmpty, to: &node)
            return
        }
        if let length = rule as? Length {
            guard state != .rewritten else { return omit(name, "checks a rewritten value") }
            var constraint = SchemaNode()
            constraint.minLength = length.exactly ?? length.min
            // Stated as a minimum of code points, which a text of fewer characters may reach
            // (`e` and a combining accent are one character); never as a maximum.
            omit(
                name,
                length.exactly != nil || length.max != nil
                    ? "a maximum in characters: JSON Schema counts code points, which may be more"
                    : "a minimum in characters, stated as one of code points, which may be more")
            if skipsEmpty, state == .trimmed {
                afterTrim.append((name, constraint))
            } else {
                add(constraint, skipsEmpty: skipsEmpty, to: &node)
            }
            return
        }
        guard state == .sent else { return omit(name, "checks a rewritten value") }
        if let number = rule as? Number<Value> {
            guard let bounds = number.schemaBounds else { return omit(name, "a number in text") }
            var constraint = SchemaNode()
            constraint.minimum = bounds.minimum
            constraint.maximum = bounds.maximum
            if bounds.isWidened {
                omit(name, "floating-point bounds, widened to the next Double: the text may round to the bound")
            }
            if bounds.integerOnly {
                omit(name, "whole numbers only: a JSON number rounds to a whole one that its text is not")
            }
            add(constraint, skipsEmpty: false, to: &node)
            return
        }
        if let list = rule as? any ListRule {
            guard let listed = list.listedValues else { return omit(name, "a list of arrays") }
            let literals = listed.compactMap { ValueSchemas.literal($0) }
            guard literals.count == listed.count else {
                return omit(name, "values JSON Schema may compare otherwise than Swift")
            }
            var constraint = SchemaNode()
            if list.refusesListed { constraint.refused = literals } else { constraint.allowed = literals }
            add(constraint, skipsEmpty: skipsEmpty && Value.self == String.self, to: &node)
            return
        }
        if let match = rule as? Match {
            guard match.runsOnAutomaton, !match.not, let pattern = ECMAPattern.translate(match.pattern) else {
                return omit(name, "a pattern whose meaning ECMA-262 may not share")
            }
            var constraint = SchemaNode()
            constraint.pattern = pattern
            add(constraint, skipsEmpty: skipsEmpty, to: &node)
            return
        }
        if let email = rule as? Email, !email.allowName, !email.enableIDN, node.format == nil {
            node.format = "email"
        } else if rule is URLFormat, node.format == nil {
            node.format = "uri"
        }
        let reason =
            rule is Email || rule is URLFormat
            ? "a format, which JSON Schema validators need not check" : "a rule JSON Schema cannot state"
        omit(name, reason)
    }

    private mutating func required(
        _ rule: Required<Value>, name: String, skipsEmpty: Bool, to node: inout SchemaNode
    ) {
        guard !skipsEmpty else { return }
        guard state != .rewritten else { return omit(name, "checks a rewritten value") }
        node.refuseNull()
        if let flag = rule as? Required<Bool> {
            switch (flag.validate(true) == nil, flag.validate(false) == nil) {
            case (true, false): node.constant = "true"
            case (false, true): node.constant = "false"
            default: break
            }
            return
        }
        if rule.requiresValue { return omit(name, "one value, which JSON Schema may compare otherwise") }
        guard !rule.strict else { return }
        if Value.self == String.self {
            refusesEmpty = true
            node.minLength = max(node.minLength ?? 0, 1)
        } else if Emptiness.check(for: Value.self) != nil, node.types == ["array"] {
            node.minItems = max(node.minItems ?? 0, 1)
        }
    }

    /// Adds `constraint` to `node`, or to what `node` requires of a non-empty string when the rule
    /// skips empty values (an empty string passes it).
    private mutating func add(_ constraint: SchemaNode, skipsEmpty: Bool, to node: inout SchemaNode) {
        guard skipsEmpty, Value.self == String.self, !refusesEmpty else {
            merge(constraint, into: &node)
            return
        }
        var unlessEmpty = node.unlessEmpty ?? SchemaNode()
        merge(constraint, into: &unlessEmpty, allowsNull: node.allowsNull)
        node.unlessEmpty = unlessEmpty
    }

    /// `constraint`'s keywords added to `node`'s: the larger minimum, the smaller maximum; a
    /// second list or pattern is left out (named as an omission).
    private mutating func merge(_ constraint: SchemaNode, into node: inout SchemaNode, allowsNull: Bool? = nil) {
        if let minLength = constraint.minLength { node.minLength = max(node.minLength ?? 0, minLength) }
        if let minItems = constraint.minItems { node.minItems = max(node.minItems ?? 0, minItems) }
        if let minimum = constraint.minimum {
            node.minimum = node.minimum.map { Self.number($0) >= Self.number(minimum) ? $0 : minimum } ?? minimum
        }
        if let maximum = constraint.maximum {
            node.maximum = node.maximum.map { Self.number($0) <= Self.number(maximum) ? $0 : maximum } ?? maximum
        }
        for (keyword, mine, theirs) in [
            ("pattern", \SchemaNode.pattern, constraint.pattern), ("format", \SchemaNode.format, constraint.format),
        ] {
            guard let theirs else { continue }
            if node[keyPath: mine] == nil { node[keyPath: mine] = theirs } else { omit("Match", "a second \(keyword)") }
        }
        if let allowed = constraint.allowed {
            if node.allowed == nil {
                node.allowed = (allowsNull ?? node.allowsNull) ? allowed + ["null"] : allowed
            } else {
                omit("In", "a second list")
            }
        }
        if let refused = constraint.refused {
            if node.refused == nil { node.refused = refused } else { omit("In", "a second list") }
        }
        if let constant = constraint.constant, node.constant == nil { node.constant = constant }
        if let unlessEmpty = constraint.unlessEmpty {
            var mine = node.unlessEmpty ?? SchemaNode()
            merge(unlessEmpty, into: &mine, allowsNull: node.allowsNull)
            node.unlessEmpty = mine
        }
    }

    private static func number(_ text: String) -> Double { Double(text) ?? 0 }
}
