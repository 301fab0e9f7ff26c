import CasePathsMacrosSupport
import SwiftCompilerPlugin
import SwiftSyntaxMacros

// The compiler finds a macro by the module and name of its type, so each macro has a type here:
// a subclass of its implementation in `CasePathsMacrosSupport` (a library, so that expansion
// tests can link it without a second build of swift-syntax).

@main
struct CasePathsMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [CasePathableMacro.self]
}

/// `@CasePathable`; see `CasePathsMacrosSupport.CasePathableImplementation`.
public final class CasePathableMacro: CasePathableImplementation {}
