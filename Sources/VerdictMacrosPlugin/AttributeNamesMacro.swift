#if Macros
    import SwiftDiagnostics
    import SwiftSyntax
    import SwiftSyntaxMacros

    /// `@AttributeNames`: an extension of the model conforming it to `NamedAttributes`, whose table
    /// names each stored property declared in the type's body, as written.
    ///
    /// A stored property is a `var` or `let` of the type's body that is not `static` or `class`, not
    /// `lazy`, and has no getter (observers, `willSet` and `didSet`, keep it stored). Each name of a
    /// binding list (`var a, b: Int`) counts; a tuple pattern (`let (a, b) = …`) names none. The table
    /// is a computed property, as a key path is not `Sendable` and a static constant of a type that is
    /// not would not compile in Swift 6.
    public enum AttributeNamesMacro: ExtensionMacro {
        /// The extension that conforms the struct or class to `NamedAttributes`; nothing when it
        /// conforms already, and an error on any other declaration.
        public static func expansion(
            of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
            providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
            in context: some MacroExpansionContext
        ) throws -> [ExtensionDeclSyntax] {
            guard declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) else {
                context.diagnose(Diagnostic(node: Syntax(node), message: AttributeNamesMessage.notStructOrClass))
                return []
            }
            // The compiler passes no protocol when the type conforms already.
            guard !protocols.isEmpty else { return [] }
            let typeName = type.trimmedDescription
            let names = storedPropertyNames(of: declaration)
            let entries =
                names.isEmpty
                ? "[:]"
                : "[\n" + names.map { "            \\\(typeName).\($0): \"\(unescaped($0))\"," }.joined(separator: "\n")
                    + "\n        ]"
            let access = accessModifier(of: declaration)
            let decl: DeclSyntax = """
                extension \(raw: typeName): VerdictVocabulary.NamedAttributes {
                    \(raw: access)static var attributeNames: [PartialKeyPath<\(raw: typeName)>: String] {
                        \(raw: entries)
                    }
                }
                """
            guard let extensionDecl = decl.as(ExtensionDeclSyntax.self) else { return [] }
            return [extensionDecl]
        }

        /// The names of the stored instance properties declared in the body, in order.
        static func storedPropertyNames(of declaration: some DeclGroupSyntax) -> [String] {
            var names: [String] = []
            for member in declaration.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                let skipped = variable.modifiers.contains { modifier in
                    ["static", "class", "lazy"].contains(modifier.name.text)
                }
                guard !skipped else { continue }
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), isStored(binding) else {
                        continue
                    }
                    names.append(pattern.identifier.text)
                }
            }
            return names
        }

        /// Whether a binding stores its value: it has no accessor block, or only observers.
        private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
            guard let block = binding.accessorBlock else { return true }
            switch block.accessors {
            case .getter: return false
            case .accessors(let accessors):
                return accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
            }
        }

        /// The name without its backticks (`` `default` `` prints as `default`).
        private static func unescaped(_ name: String) -> String {
            name.filter { $0 != "`" }
        }

        /// `public `, `package ` or nothing: the table is as visible as the conformance must be.
        private static func accessModifier(of declaration: some DeclGroupSyntax) -> String {
            for modifier in declaration.modifiers {
                switch modifier.name.text {
                case "public", "open": return "public "
                case "package": return "package "
                default: continue
                }
            }
            return ""
        }
    }

    /// What `@AttributeNames` reports.
    enum AttributeNamesMessage: String, DiagnosticMessage {
        case notStructOrClass

        var message: String {
            switch self {
            case .notStructOrClass: "@AttributeNames applies to a struct or a class."
            }
        }

        var diagnosticID: MessageID { MessageID(domain: "VerdictMacros", id: rawValue) }
        var severity: DiagnosticSeverity { .error }
    }
#endif
