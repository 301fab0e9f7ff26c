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
}
