extension ValidationError {
    /// Whether the error was reported at the attribute of `keyPath`: the key path it was
    /// declared with or, for an attribute declared through a protocol requirement with
    /// `name:`, the model's own key path to the same property.
    ///
    /// ```swift
    /// report.errors.filter { $0.isReported(at: \SignUp.email) }
    /// ```
    public func isReported(at keyPath: AnyKeyPath) -> Bool {
        var query = KeyPathQuery(keyPath)
        return query.matches(self)
    }
}
