#if Macros
    import VerdictVocabulary

    /// Writes the model's `NamedAttributes` conformance: one entry per stored property declared
    /// in the type's body (`var` or `let`, not `static`, `lazy` or computed), named as written.
    ///
    /// An `@Observable` class turns its stored properties into computed ones, whose key paths have no
    /// printable name at run time; with this one line, its attributes need no `name:`.
    ///
    /// ```swift
    /// @Observable @AttributeNames
    /// final class Profile {
    ///     var displayName = ""
    ///     var age = 0
    /// }
    /// // extension Profile: VerdictVocabulary.NamedAttributes {
    /// //     static var attributeNames: [PartialKeyPath<Profile>: String] {
    /// //         [\Profile.displayName: "displayName", \Profile.age: "age"]
    /// //     }
    /// // }
    /// ```
    @attached(extension, conformances: NamedAttributes, names: named(attributeNames))
    public macro AttributeNames() = #externalMacro(module: "VerdictMacrosPlugin", type: "AttributeNamesMacro")
#endif
