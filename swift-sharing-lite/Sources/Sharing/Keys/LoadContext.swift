/// Why a key is asked to load.
///
/// ```swift
/// func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
///   if case .userInitiated = context { cache.invalidate() }
///   continuation.resume(returning: cache.value)
/// }
/// ```
public enum LoadContext<Value>: Sendable where Value: Sendable {
  /// A reference is being created; the value is the default to use when storage has none.
  case initialValue(Value)
  /// `$value.load()` was called.
  case userInitiated

  /// The default a reference was created with, if this is its first load.
  public var initialValue: Value? {
    guard case let .initialValue(value) = self else { return nil }
    return value
  }
}

/// Why a key is asked to save.
///
/// ```swift
/// func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
///   if context == .userInitiated { flushNow(value) } else { schedule(value) }
///   continuation.resume()
/// }
/// ```
public enum SaveContext: Hashable, Sendable {
  /// The value was just changed.
  case didSet
  /// `$value.save()` was called.
  case userInitiated
}

extension LoadContext: Equatable where Value: Equatable {}

extension LoadContext: Hashable where Value: Hashable {}
