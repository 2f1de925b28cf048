#if Macros
    import SwiftCompilerPlugin
    import SwiftSyntaxMacros

    /// The compiler plug-in that serves the macros of `VerdictMacros`.
    @main
    struct VerdictMacrosPlugin: CompilerPlugin {
        let providingMacros: [any Macro.Type] = [AttributeNamesMacro.self]
    }
#else
    // Without the trait `Macros`, swift-syntax is not a dependency and the plug-in serves nothing; it
    // stays an executable, since SwiftPM builds every target of the package (nothing uses it then).
    @main
    enum VerdictMacrosPlugin {
        static func main() {}
    }
#endif
