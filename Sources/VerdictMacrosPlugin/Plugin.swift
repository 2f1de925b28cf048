import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that serves the macros of `VerdictMacros`.
@main
struct VerdictMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [AttributeNamesMacro.self]
}
