#if Macros
    import Observation
    import Verdict
    import VerdictMacros

    // The ```swift example of VerdictMacros's doc comment, verbatim (the main package's
    // DocExampleSyncTests checks that it is here): compiled, with the conformance the macro writes.
    enum DocExamples {
        // MARK: AttributeNames.swift

        @Observable @AttributeNames
        final class Profile {
            var displayName = ""
            var age = 0
        }
        // extension Profile: Verdict.NamedAttributes {
        //     static var attributeNames: [PartialKeyPath<Profile>: String] {
        //         [\Profile.displayName: "displayName", \Profile.age: "age"]
        //     }
        // }

        /// The table the macro wrote, of the type the comment above shows.
        static var profileNames: [PartialKeyPath<Profile>: String] { Profile.attributeNames }
    }
#endif
