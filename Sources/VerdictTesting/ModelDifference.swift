/// Says how two models differ, property by property where the runtime can list the properties:
/// `email: expected "alice@example.com", actual "oops"`.
enum ModelDifference {
    static func describe<Model>(expected: Model, actual: Model) -> String {
        let expectedChildren = Array(Mirror(reflecting: expected).children)
        let actualChildren = Array(Mirror(reflecting: actual).children)
        let labels = expectedChildren.map(\.label)
        guard !expectedChildren.isEmpty, labels == actualChildren.map(\.label), !labels.contains(nil) else {
            return "expected \(ErrorListing.value(expected)), actual \(ErrorListing.value(actual))"
        }
        let differences = zip(expectedChildren, actualChildren).compactMap { pair -> String? in
            let (wanted, found) = (ErrorListing.value(pair.0.value), ErrorListing.value(pair.1.value))
            return wanted == found ? nil : "\(pair.0.label ?? ""): expected \(wanted), actual \(found)"
        }
        if differences.isEmpty {
            return "expected \(ErrorListing.value(expected)), actual \(ErrorListing.value(actual))"
        }
        return differences.joined(separator: "; ")
    }
}
