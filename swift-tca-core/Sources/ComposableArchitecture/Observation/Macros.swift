/// Makes a struct or enum state observable field by field through a store.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var count = 0
///   @ObservationStateIgnored var cache: [Int: String] = [:]
/// }
/// ```
///
/// Reading `store.count` in `observe { }` (or `withObservationTracking`) re-runs it when `count`
/// changes, not when other fields do. Properties with property wrappers are not tracked.
@attached(extension, conformances: Observable, ObservableState)
@attached(
  member, names: named(_$observationRegistrar), named(_$id), named(_$fieldNames), named(_$writer))
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")

/// Tracks one stored property of an ``ObservableState()`` struct; applied by that macro.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateTrackedMacro")

/// Excludes a stored property of an ``ObservableState()`` struct from observation.
///
/// ```swift
/// @ObservationStateIgnored var cache: [Int: String] = [:]
/// ```
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateIgnoredMacro")

/// Defines a reducer.
///
/// On a struct, it adds `@CasePathable` to `Action` (and `@CasePathable @dynamicMemberLookup` to
/// an enum `State`), fills in a missing `State`, `Action` or `body`, and conforms the type to
/// `Reducer`:
///
/// ```swift
/// @Reducer
/// struct CounterFeature {
///   @ObservableState
///   struct State { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// `@Reducer struct Feature {}` is an inert reducer with empty state and no actions.
///
/// On an enum, it builds a reducer with one feature per case, for destinations and paths:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case addItem(AddFeature)
///   case alert(AlertState<Alert>)
///   @ReducerCaseIgnored case note(String)
/// }
/// ```
///
/// `Destination.State` and `Destination.Action` get a case per feature (alerts and dialogs
/// keep their state and send their button actions; ignored cases have state only), a static
/// `body` runs each feature on its case, and `store.case` switches over the current one.
@attached(
  member, names: named(State), named(Action), named(body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// Defines an enum reducer whose generated `State` and `Action` have extra conformances.
///
/// ```swift
/// @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
/// enum Destination {
///   case addItem(AddFeature)
/// }
/// ```
@attached(
  member, names: named(State), named(Action), named(body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// A conformance `@Reducer(state:action:)` adds to an enum reducer's `State` or `Action`.
public struct _SynthesizedConformance: Sendable {
  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}

/// Stores an optional property as presentation state, for `ifLet(\.$property, action:)`.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// Reads and writes look like a plain optional; `$destination` is the ``PresentationState``.
/// The value is stored on the heap, copied on write. Inside `@ObservableState`, observers of the
/// property are told when the presented value is replaced (another identity), and observers of
/// its fields when those change.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`$`))
public macro Presents() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PresentsMacro")

/// Marks a case of an enum reducer that holds plain state, not a feature: it gets a `State`
/// case and no actions.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case editItem(EditFeature)
///   @ReducerCaseIgnored case note(String)
/// }
/// ```
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseIgnoredMacro")

/// Marks a case of an enum reducer that holds state with actions but no reducer, dismissed by
/// any of its actions, like an alert. `AlertState` and `ConfirmationDialogState` cases are
/// ephemeral without it.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   @ReducerCaseEphemeral case toast(ToastState<Toast>)
/// }
/// ```
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseEphemeralMacro")
