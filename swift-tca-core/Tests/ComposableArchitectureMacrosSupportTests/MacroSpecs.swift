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

/// Expands the ComposableArchitecture macros in a source, checking it as
/// `MacroExpansionTesting.assertExpansion` does.
let assertExpansion = MacroExpansionAssertion(macroSpecs)
