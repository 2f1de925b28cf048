import VerdictVocabulary

extension ValueRule {
    /// Whether the rule was made sensitive with `.sensitive()`: its failures keep no attempted
    /// value, and the test-support library prints none of the values it is tried on.
    @_spi(VerdictTesting)
    public var hidesValues: Bool {
        (self as? any ConfiguredValueRule)?.settings.isSensitive ?? false
    }
}
