import LiteSupport

/// A running subscription of a key to its external system; cancelled explicitly or when released.
///
/// ```swift
/// let watcher = startWatching()
/// return SharedSubscription { watcher.stop() }
/// ```
public final class SharedSubscription: Sendable {
  private let onCancel: VisibleLock<(@Sendable () -> Void)?>

  /// A subscription that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.onCancel = VisibleLock(cancel)
  }

  /// Stops the subscription; later calls do nothing.
  public func cancel() {
    let cancel = onCancel.withLock { onCancel in
      defer { onCancel = nil }
      return onCancel
    }
    cancel?()
  }

  deinit {
    cancel()
  }
}
