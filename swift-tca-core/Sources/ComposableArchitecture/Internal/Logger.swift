/// Upstream's log of store events, under its name, for test code written against it: tests turn
/// it off and clear it after each test.
///
/// ```swift
/// @_spi(Logging) import ComposableArchitecture
///
/// await MainActor.run {
///   Logger.shared.isEnabled = false
///   Logger.shared.clear()
/// }
/// ```
///
/// In debug builds, stores log their creation and release as upstream's do
/// (`StoreOf<Feature>.init`, `StoreOf<Feature>.deinit`); nothing is logged while it is
/// disabled, and release builds log nothing.
@_spi(Logging)
@MainActor
public final class Logger {
  /// The one log.
  public static let shared = Logger()

  /// Whether ``log(_:)`` records; off by default.
  public var isEnabled = false

  /// What was logged while enabled, oldest first.
  public private(set) var logs: [String] = []

  /// Records `string` when enabled.
  public func log(_ string: @autoclosure () -> String) {
    guard isEnabled else { return }
    logs.append(string())
  }

  /// Forgets what was logged.
  public func clear() {
    logs = []
  }
}
