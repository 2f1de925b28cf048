/// Says how two models differ, property by property where the runtime can list the properties:
/// `email: expected "alice@example.com", actual "oops"`. A sensitive property's values are never
/// written (`password: differs (values hidden)`), nor those of a value that holds one.
enum ModelDifference {
    /// What messages write in place of a sensitive value.
    static let hidden = "(hidden)"

    /// How many values of a model are looked into at most for a secret; a model with more is
    /// taken to hold one.
    static let inspectionLimit = 1_000

    /// The difference, with `isSensitive` saying which property names hold secrets.
    static func describe<Model>(expected: Model, actual: Model, isSensitive: (String) -> Bool) -> String {
        let expectedChildren = Array(Mirror(reflecting: expected).children)
        let actualChildren = Array(Mirror(reflecting: actual).children)
        let labels = expectedChildren.map(\.label)
        guard !expectedChildren.isEmpty, labels == actualChildren.map(\.label), !labels.contains(nil) else {
            return whole(expected: expected, actual: actual, isSensitive: isSensitive)
        }
        let differences = zip(expectedChildren, actualChildren).compactMap { pair -> String? in
            let (wanted, found) = (ErrorListing.value(pair.0.value), ErrorListing.value(pair.1.value))
            guard wanted != found else { return nil }
            let label = pair.0.label ?? ""
            if isSensitive(label) || holdsSecret(pair.0.value, isSensitive) || holdsSecret(pair.1.value, isSensitive) {
                return "\(label): differs (values hidden)"
            }
            return "\(label): expected \(wanted), actual \(found)"
        }
        if differences.isEmpty {
            return whole(expected: expected, actual: actual, isSensitive: isSensitive)
        }
        return differences.joined(separator: "; ")
    }

    /// The two models written whole, unless either holds a secret.
    private static func whole<Model>(expected: Model, actual: Model, isSensitive: (String) -> Bool) -> String {
        if holdsSecret(expected, isSensitive) || holdsSecret(actual, isSensitive) {
            return "the models differ (values hidden: they hold sensitive properties)"
        }
        return "expected \(ErrorListing.value(expected)), actual \(ErrorListing.value(actual))"
    }

    /// Whether `value` has, at any depth, a property whose name is sensitive. Walks the value's
    /// mirror with a stack of its own (no recursion), over at most ``inspectionLimit`` values.
    static func holdsSecret(_ value: Any, _ isSensitive: (String) -> Bool) -> Bool {
        var pending: [Any] = [value]
        var inspected = 0
        while let next = pending.popLast() {
            inspected += 1
            if inspected > inspectionLimit { return true }
            for child in Mirror(reflecting: next).children {
                if let label = child.label, isSensitive(label) { return true }
                pending.append(child.value)
            }
        }
        return false
    }
}
