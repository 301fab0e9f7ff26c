import Synchronization

/// A callback that runs at most once; later calls are ignored.
final class OnceCallback<Argument: Sendable>: Sendable {
  private let callback: Mutex<(@Sendable (Argument) -> Void)?>

  init(_ callback: @escaping @Sendable (Argument) -> Void) {
    self.callback = Mutex(callback)
  }

  func callAsFunction(_ argument: Argument) {
    let callback = self.callback.withLock { callback in
      defer { callback = nil }
      return callback
    }
    callback?(argument)
  }
}
