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
