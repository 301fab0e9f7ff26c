import DependenciesMacrosSupport
import MacroExpansionTesting

/// The dependency macros as the compiler sees them.
let macroSpecs: [String: MacroSpec] = [
  "DependencyClient": MacroSpec(type: DependencyClientImplementation.self),
  "DependencyEndpoint": MacroSpec(type: DependencyEndpointImplementation.self),
  "DependencyIgnored": MacroSpec(type: DependencyIgnoredImplementation.self),
  "DependencyEndpointIgnored": MacroSpec(type: DependencyIgnoredImplementation.self),
  "DependencyEntry": MacroSpec(type: DependencyEntryImplementation.self),
]

/// Expands the dependency macros in a source, checking it as
/// `MacroExpansionTesting.assertExpansion` does.
let assertExpansion = MacroExpansionAssertion(macroSpecs)
