import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros of the stand-ins for Apple frameworks (FoundationModels' `@Generable`, `@Guide`).
@main
struct StandInMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [GenerableMacro.self, GuideMacro.self]
}
