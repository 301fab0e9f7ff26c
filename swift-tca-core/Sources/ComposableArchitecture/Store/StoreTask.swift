/// The effects started by one `send`: wait for them with ``finish()`` or stop them with
/// ``cancel()``.
///
/// ```swift
/// let task = store.send(.refresh)
/// await task.finish()
/// ```
public struct StoreTask: Hashable, Sendable {
  @usableFromInline let rawValue: Task<Void, Never>?

  @usableFromInline
  init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// The task running the effects, if any. For test tools.
  @_spi(Internals) public var _rawValue: Task<Void, Never>? { rawValue }

  /// Cancels the effects.
  ///
  /// ```swift
  /// let task = store.send(.startTimer)
  /// task.cancel()
  /// ```
  public func cancel() {
    rawValue?.cancel()
  }

  /// Waits until the effects finish. Cancelling the waiting task cancels them.
  ///
  /// ```swift
  /// await store.send(.load).finish()
  /// ```
  /// Waits for the effects to finish, as ``finish()`` does.
  ///
  /// ```swift
  /// await store.send(.refresh).value
  /// ```
  public var value: Void {
    get async { await finish() }
  }

  public func finish() async {
    guard let rawValue else { return }
    await withTaskCancellationHandler {
      await rawValue.value
    } onCancel: {
      rawValue.cancel()
    }
  }

  /// Whether the effects were cancelled. A `send` that started no effects is cancelled already.
  ///
  /// ```swift
  /// store.send(.increment).isCancelled  // true: nothing to run
  /// ```
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
