import DependenciesMacrosSupport
import SwiftCompilerPlugin
import SwiftSyntaxMacros

// The compiler finds a macro by the module and name of its type, so each macro has a type here:
// a subclass of its implementation in `DependenciesMacrosSupport` (a library, so that
// expansion tests can link it without a second build of swift-syntax).

@main
struct DependenciesMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    DependencyClientMacro.self,
    DependencyEndpointMacro.self,
    DependencyIgnoredMacro.self,
    DependencyEndpointIgnoredMacro.self,
    DependencyEntryMacro.self,
  ]
}

/// `@DependencyClient`; see `DependenciesMacrosSupport.DependencyClientImplementation`.
public final class DependencyClientMacro: DependencyClientImplementation {}

/// `@DependencyEndpoint`; see `DependenciesMacrosSupport.DependencyEndpointImplementation`.
public final class DependencyEndpointMacro: DependencyEndpointImplementation {}

/// `@DependencyIgnored`; see `DependenciesMacrosSupport.DependencyIgnoredImplementation`.
public final class DependencyIgnoredMacro: DependencyIgnoredImplementation {}

/// `@DependencyEndpointIgnored`, upstream's name for `@DependencyIgnored`.
public final class DependencyEndpointIgnoredMacro: DependencyIgnoredImplementation {}

/// `@DependencyEntry`; see `DependenciesMacrosSupport.DependencyEntryImplementation`.
public final class DependencyEntryMacro: DependencyEntryImplementation {}
