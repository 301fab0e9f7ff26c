import DependenciesMacrosSupport
import MacroExpansionTesting

/// The dependency macros as the compiler sees them.
let macroSpecs: [String: MacroSpec] = [
  "DependencyClient": MacroSpec(type: DependencyClientImplementation.self),
  "DependencyEndpoint": MacroSpec(type: DependencyEndpointImplementation.self),
  "DependencyIgnored": MacroSpec(type: DependencyIgnoredImplementation.self),
]

/// Expands the dependency macros in `source`, checking it as
/// `MacroExpansionTesting.assertExpansion` does.
func assertExpansion(
  _ source: String,
  expandedSource: String,
  diagnostics: [DiagnosticSpec] = [],
  applyFixIts: [String]? = nil,
  fixedSource: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  MacroExpansionTesting.assertExpansion(
    source,
    expandedSource: expandedSource,
    diagnostics: diagnostics,
    macroSpecs: macroSpecs,
    applyFixIts: applyFixIts,
    fixedSource: fixedSource,
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
}
