#if Macros
    import SwiftSyntax
    import SwiftSyntaxMacroExpansion
    import SwiftSyntaxMacrosGenericTestSupport
    import Testing
    import VerdictMacrosPlugin

    /// What `@AttributeNames` writes, checked on the syntax. The generic `assertMacroExpansion`
    /// reports through `failureHandler`, recorded here as Swift Testing issues: the XCTest one calls
    /// `XCTFail`, which a Swift Testing test never sees (its tests passed with any expansion).
    @Suite("AttributeNames expansion")
    struct AttributeNamesMacroTests {
        /// The macro as the compiler declares it: the conformance it may add is passed to it (the
        /// compiler passes none when the type conforms already).
        private static func expect(
            _ source: String, expandsTo expanded: String, diagnostics: [DiagnosticSpec] = [],
            conformances: [TypeSyntax] = ["NamedAttributes"], sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            assertMacroExpansion(
                source, expandedSource: expanded, diagnostics: diagnostics,
                macroSpecs: ["AttributeNames": MacroSpec(type: AttributeNamesMacro.self, conformances: conformances)],
                failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
        }

        @Test func namesEachStoredProperty() {
            Self.expect(
                """
                @AttributeNames
                final class Profile {
                    var displayName = ""
                    let id: Int
                    var age = 0, height = 0.0
                    static var shared = Profile()
                    lazy var cache = [String]()
                    var greeting: String { "Hi, \\(displayName)" }
                    var nickname = "" {
                        didSet { print(nickname) }
                    }
                    var total: Int {
                        get { age }
                        set { age = newValue }
                    }
                    var `default` = false
                    func reset() {}
                }
                """,
                expandsTo: """
                    final class Profile {
                        var displayName = ""
                        let id: Int
                        var age = 0, height = 0.0
                        static var shared = Profile()
                        lazy var cache = [String]()
                        var greeting: String { "Hi, \\(displayName)" }
                        var nickname = "" {
                            didSet { print(nickname) }
                        }
                        var total: Int {
                            get { age }
                            set { age = newValue }
                        }
                        var `default` = false
                        func reset() {}
                    }

                    extension Profile: VerdictVocabulary.NamedAttributes {
                        static var attributeNames: [PartialKeyPath<Profile>: String] {
                            [
                                \\Profile.displayName: "displayName",
                                \\Profile.id: "id",
                                \\Profile.age: "age",
                                \\Profile.height: "height",
                                \\Profile.nickname: "nickname",
                                \\Profile.`default`: "default",
                            ]
                        }
                    }
                    """)
        }

        @Test func aPublicModelHasAPublicTable() {
            Self.expect(
                """
                @AttributeNames
                public struct Point {
                    public var x = 0
                }
                """,
                expandsTo: """
                    public struct Point {
                        public var x = 0
                    }

                    extension Point: VerdictVocabulary.NamedAttributes {
                        public static var attributeNames: [PartialKeyPath<Point>: String] {
                            [
                                \\Point.x: "x",
                            ]
                        }
                    }
                    """)
        }

        @Test func aModelWithNoStoredPropertyHasAnEmptyTable() {
            Self.expect(
                """
                @AttributeNames
                struct Empty {
                    var computed: Int { 1 }
                }
                """,
                expandsTo: """
                    struct Empty {
                        var computed: Int { 1 }
                    }

                    extension Empty: VerdictVocabulary.NamedAttributes {
                        static var attributeNames: [PartialKeyPath<Empty>: String] {
                            [:]
                        }
                    }
                    """)
        }

        @Test func anEnumIsRefused() {
            Self.expect(
                """
                @AttributeNames
                enum Choice {
                    case yes
                }
                """,
                expandsTo: """
                    enum Choice {
                        case yes
                    }
                    """,
                diagnostics: [
                    DiagnosticSpec(message: "@AttributeNames applies to a struct or a class.", line: 1, column: 1)
                ])
        }

        @Test func aModelThatConformsAlreadyIsLeftAsItIs() {
            Self.expect(
                """
                @AttributeNames
                struct Named {
                    var x = 0
                }
                """,
                expandsTo: """
                    struct Named {
                        var x = 0
                    }
                    """,
                conformances: [])
        }
    }
#endif
