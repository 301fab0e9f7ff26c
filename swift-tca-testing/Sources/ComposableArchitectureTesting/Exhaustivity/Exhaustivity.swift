/// How strictly a ``TestStore`` checks a test.
///
/// ```swift
/// store.exhaustivity = .off
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and in-flight effect must be asserted (the default).
  case on
  /// Only what a test asserts is checked: assertion closures get the state after the action,
  /// `receive` skips actions that do not match, and unasserted work at the end is not a failure.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive testing that does not show what it skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
