import Observation

/// State a store can observe field by field. Apply ``ObservableState()`` rather than
/// conforming by hand.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var count = 0
/// }
/// ```
public protocol ObservableState: Observable {
  /// The identity of this value: equal for copies of one value, different for a value created
  /// anew (and, for enums, for another case).
  var _$id: ObservableStateID { get }

  /// Each stored property's key path and name, for messages that show key paths (the macro
  /// makes the properties computed, and a computed key path does not print its name).
  static var _$fieldNames: [(AnyKeyPath, String)] { get }

  /// How to reach the tracked or presented property at `keyPath` without a key path: its
  /// writer for bindings and, for a tracked one, its storage for child operators.
  static func _$field(for keyPath: AnyKeyPath) -> _StateField<Self>?
}

extension ObservableState {
  /// No names: enums and hand-written conformances.
  public static var _$fieldNames: [(AnyKeyPath, String)] { [] }

  /// No fields: enums and hand-written conformances.
  public static func _$field(for keyPath: AnyKeyPath) -> _StateField<Self>? { nil }
}
