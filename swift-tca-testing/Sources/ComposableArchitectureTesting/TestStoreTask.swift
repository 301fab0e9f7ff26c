/// The effects started by one test store `send`.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await task.cancel()  // as if the view disappeared
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  /// Cancels the effects and waits for them to end.
  public func cancel() async {
    rawValue?.cancel()
    await rawValue?.value
  }

  /// Waits until the effects finish.
  ///
  /// ```swift
  /// await store.send(.load).finish()
  /// ```
  public func finish() async {
    await rawValue?.value
  }

  /// Whether the effects were cancelled; `true` when the action started none.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
