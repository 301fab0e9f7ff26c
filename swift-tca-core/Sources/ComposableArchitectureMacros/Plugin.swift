import ComposableArchitectureMacrosSupport
import SwiftCompilerPlugin
import SwiftSyntaxMacros

// The compiler finds a macro by the module and name of its type, so each macro has a type here:
// a subclass of its implementation in `ComposableArchitectureMacrosSupport` (a library, so
// that expansion tests can link it without a second build of swift-syntax).

@main
struct ComposableArchitectureMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ReducerMacro.self,
    ObservableStateMacro.self,
    ObservationStateTrackedMacro.self,
    ObservationStateIgnoredMacro.self,
    PresentsMacro.self,
    ReducerCaseIgnoredMacro.self,
    ReducerCaseEphemeralMacro.self,
    BindingExtractionMacro.self,
    NestedBindingExtractionMacro.self,
    ViewActionMacro.self,
  ]
}

/// `@Reducer`; see `ComposableArchitectureMacrosSupport.ReducerImplementation`.
public final class ReducerMacro: ReducerImplementation {}

/// `@ObservableState`; see `ComposableArchitectureMacrosSupport.ObservableStateImplementation`.
public final class ObservableStateMacro: ObservableStateImplementation {}

/// `@ObservationStateTracked`; see `ObservationStateTrackedImplementation`.
public final class ObservationStateTrackedMacro: ObservationStateTrackedImplementation {}

/// `@ObservationStateIgnored`; see `ObservationStateIgnoredImplementation`.
public final class ObservationStateIgnoredMacro: ObservationStateIgnoredImplementation {}

/// `@Presents`; see `ComposableArchitectureMacrosSupport.PresentsImplementation`.
public final class PresentsMacro: PresentsImplementation {}

/// `@ReducerCaseIgnored`: a marker read by `@Reducer` on an enum.
public final class ReducerCaseIgnoredMacro: ReducerCaseMarkerImplementation {}

/// `@ReducerCaseEphemeral`: a marker read by `@Reducer` on an enum.
public final class ReducerCaseEphemeralMacro: ReducerCaseMarkerImplementation {}

/// `@_BindingExtraction`; see `ComposableArchitectureMacrosSupport.BindingExtractionImplementation`.
public final class BindingExtractionMacro: BindingExtractionImplementation {}

/// `@_NestedBindingExtraction`; the member half of `BindingExtractionMacro`.
public final class NestedBindingExtractionMacro: BindingExtractionImplementation {}

/// `@ViewAction(for:)`; see `ComposableArchitectureMacrosSupport.ViewActionImplementation`.
public final class ViewActionMacro: ViewActionImplementation {}
