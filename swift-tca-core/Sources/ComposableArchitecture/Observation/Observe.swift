import Observation
import Synchronization

/// Runs `apply` now, and again each time state it read changes, until the returned token is
/// cancelled or released.
///
/// ```swift
/// let token = observe {
///   print("count:", store.count)
/// }
/// store.send(.incrementButtonTapped)  // prints "count: 1"
/// ```
///
/// Changes made by a store's `send` re-run `apply` as soon as that `send` returns, once however
/// many fields changed; other changes re-run it on the main actor shortly after. State that
/// `apply` did not read never re-runs it.
@MainActor
public func observe(_ apply: @escaping @MainActor () -> Void) -> ObservationToken {
  let token = ObservationToken(apply)
  token.track()
  return token
}

/// Keeps an ``observe(_:)`` running; cancel it or let it go to stop.
///
/// ```swift
/// var token: ObservationToken? = observe { print(store.count) }
/// token = nil  // stops observing
/// ```
@MainActor
public final class ObservationToken: Sendable, Hashable {
  private let apply: @MainActor () -> Void
  private(set) var isCancelled = false

  init(_ apply: @escaping @MainActor () -> Void) {
    self.apply = apply
  }

  /// Stops re-running the closure.
  ///
  /// ```swift
  /// token.cancel()
  /// ```
  public func cancel() {
    isCancelled = true
  }

  func track() {
    guard !isCancelled else { return }
    withObservationTracking {
      apply()
    } onChange: { [weak self] in
      guard let self else { return }
      ObservationScheduler.schedule(self)
    }
  }

  public nonisolated static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool {
    lhs === rhs
  }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// Re-runs observations whose state changed, after the change is complete.
///
/// Observation reports a change before it happens, so re-running at once would read old
/// values. Stores flush right after each `send`; other changes are flushed by a main-actor task.
@usableFromInline
enum ObservationScheduler {
  private static let pending = Mutex<[ObservationToken]>([])
  @usableFromInline static let pendingCount = Atomic<Int>(0)

  static func schedule(_ token: ObservationToken) {
    let isFirst = pending.withLock { tokens in
      tokens.append(token)
      return tokens.count == 1
    }
    pendingCount.add(1, ordering: .releasing)
    if isFirst {
      Task { @MainActor in flush() }
    }
  }

  /// Re-runs the observations scheduled so far. Inlinable: a store calls it after every send,
  /// and there is rarely one.
  @MainActor
  @inlinable
  static func flush() {
    guard pendingCount.load(ordering: .acquiring) > 0 else { return }
    flushPending()
  }

  @MainActor
  @usableFromInline
  static func flushPending() {
    let tokens = pending.withLock { tokens in
      defer { tokens.removeAll() }
      return tokens
    }
    pendingCount.subtract(tokens.count, ordering: .releasing)
    for token in tokens { token.track() }
  }
}
