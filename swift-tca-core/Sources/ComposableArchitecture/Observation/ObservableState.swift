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

  /// A writer for the tracked property at `keyPath`, which sets it without the cost of a
  /// key-path write.
  static func _$writer(for keyPath: AnyKeyPath) -> _FieldWriter<Self>?
}

extension ObservableState {
  /// No names: enums and hand-written conformances.
  public static var _$fieldNames: [(AnyKeyPath, String)] { [] }

  /// No writers: enums and hand-written conformances.
  public static func _$writer(for keyPath: AnyKeyPath) -> _FieldWriter<Self>? { nil }
}
