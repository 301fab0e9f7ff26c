import ComposableArchitectureMacrosSupport
import MacroExpansionTesting

/// The macros as the compiler sees them, with the conformances a declaration does not have yet.
let macroSpecs: [String: MacroSpec] = [
  "Reducer": MacroSpec(type: ReducerImplementation.self, conformances: ["Reducer", "CaseReducer"]),
  "Presents": MacroSpec(type: PresentsImplementation.self),
  "ReducerCaseIgnored": MacroSpec(type: ReducerCaseMarkerImplementation.self),
  "ReducerCaseEphemeral": MacroSpec(type: ReducerCaseMarkerImplementation.self),
  "ObservableState": MacroSpec(
    type: ObservableStateImplementation.self, conformances: ["Observable", "ObservableState"]),
  "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedImplementation.self),
  "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredImplementation.self),
  "ViewAction": MacroSpec(type: ViewActionImplementation.self, conformances: ["ViewActionSending"]),
  "_BindingExtraction": MacroSpec(type: BindingExtractionImplementation.self),
]

/// Expands the ComposableArchitecture macros in `source`, checking it as
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
