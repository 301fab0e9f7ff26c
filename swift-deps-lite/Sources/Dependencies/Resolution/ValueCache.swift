import Foundation
import IssueReporting
import LiteSupport
import Synchronization

/// Default values created on their first read and kept, each created once even when many threads
/// read it first at the same time.
///
/// A value is created with no lock held, since a key's default may itself read dependencies (or
/// take locks of its own, as shared state does). A thread that finds the value being created by
/// another waits for it, unless that thread is (through the values it creates) waiting for this
/// one: then both would wait forever, so it creates its own and the first stored is kept.
final class ValueCache: Sendable {
  /// Where a value is kept: its key, the context it was created in and, for a test value, the
  /// number of the Swift Testing test that created it (0 outside Swift Testing).
  struct Key: Hashable, Sendable {
    let key: ObjectIdentifier
    let context: DependencyContext
    let test: Int
  }

  /// What creating a value produced: the value, and whether to keep it.
  struct Created {
    var value: any Sendable
    var isKept = true
  }

  private struct State {
    var values: [Key: any Sendable] = [:]
    /// The keys being created, each by the chain of creations running on one thread.
    var creators: [Key: UInt64] = [:]
    /// The key each chain of creations is waiting for.
    var waiting: [UInt64: Key] = [:]

    /// Whether `chain` is `waiter`, or waits (directly or through the chains it waits for) for
    /// a value `waiter` is creating.
    func isWaiting(_ chain: UInt64, for waiter: UInt64) -> Bool {
      var current = chain
      for _ in 0...waiting.count {
        if current == waiter { return true }
        guard let key = waiting[current], let owner = creators[key] else { return false }
        current = owner
      }
      return false
    }
  }

  // A `Mutex`, not `VisibleLock`: every dependency read takes it, and the visible lock cost a
  // tenth of a read. Its file is the one ThreadSanitizer suppression (scripts/).
  private let state = Mutex(State())

  /// The value kept for `key`, if one was created.
  func cachedValue(for key: Key) -> (any Sendable)? {
    state.withLock { $0.values[key] }
  }

  /// The value kept for `key`, created by `create` if there is none yet; `keyType` names the key
  /// in messages.
  func value(for key: Key, of keyType: Any.Type, create: () -> Created) -> any Sendable {
    let chain = CreationChain.current ?? CreationChain.next()
    func createHere() -> any Sendable {
      finish(key, by: chain, with: CreationChain.$current.withValue(chain, operation: create))
    }
    let patience = DependencyValues._creationPatience
    var deadline: Date?
    while true {
      switch claim(key, for: chain) {
      case let .found(value):
        return value
      case .create:
        return createHere()
      case let .wait(owner):
        let until = deadline ?? Date().addingTimeInterval(patience.secondsValue)
        deadline = until
        let ended = CreationChain.wait(until: until, while: { isBeingCreated(key, by: owner) })
        stopWaiting(chain)
        guard ended else {
          reportIssue(
            """
            The default value of '\(keyType)' has been in creation on another thread for \
            \(patience): its creation may be waiting for something this thread holds (a lock, \
            or the main thread). A second value was created here; the first one stored is kept. \
            Read the dependency once before reading it from two threads, or do not read it \
            while holding what its creation needs.
            """
          )
          return createHere()
        }
      }
    }
  }

  /// The keys of the values kept for `context` and `test`, or being created for them.
  func keys(in context: DependencyContext, test: Int) -> Set<ObjectIdentifier> {
    state.withLock { state in
      Set(
        (Array(state.values.keys) + state.creators.keys)
          .filter { $0.context == context && $0.test == test }.map(\.key))
    }
  }

  /// Keeps `values` as the values of their keys, replacing any kept before.
  func store(
    _ values: [ObjectIdentifier: any Sendable], context: DependencyContext, test: Int
  ) {
    state.withLock { state in
      for (key, value) in values {
        state.values[Key(key: key, context: context, test: test)] = value
      }
    }
    CreationChain.signalFinished()
  }

  /// Forgets the values kept for keys that match `shouldRemove`.
  func removeAll(where shouldRemove: (Key) -> Bool) {
    state.withLock { state in
      state.values = state.values.filter { key, _ in !shouldRemove(key) }
    }
  }

  private enum Claim {
    case found(any Sendable)
    /// Create it: claimed, or owned by a creation that waits (through others) for this one.
    case create
    case wait(owner: UInt64)
  }

  private func claim(_ key: Key, for chain: UInt64) -> Claim {
    state.withLock { state in
      if let value = state.values[key] { return .found(value) }
      guard let owner = state.creators[key] else {
        state.creators[key] = chain
        return .create
      }
      // The owner is this chain (a default that reads itself) or waits, through others, for
      // this chain: waiting would never end.
      if state.isWaiting(owner, for: chain) { return .create }
      state.waiting[chain] = key
      return .wait(owner: owner)
    }
  }

  private func finish(_ key: Key, by chain: UInt64, with created: Created) -> any Sendable {
    let value: any Sendable = state.withLock { state in
      if state.creators[key] == chain { state.creators[key] = nil }
      if let existing = state.values[key] { return existing }
      if created.isKept { state.values[key] = created.value }
      return created.value
    }
    CreationChain.signalFinished()
    return value
  }

  private func isBeingCreated(_ key: Key, by owner: UInt64) -> Bool {
    state.withLock { $0.values[key] == nil && $0.creators[key] == owner }
  }

  private func stopWaiting(_ chain: UInt64) {
    _ = state.withLock { $0.waiting.removeValue(forKey: chain) }
  }
}

/// The creations of default values running on one thread: a default that reads dependencies
/// creates theirs in the same chain.
enum CreationChain {
  /// The chain of the creation running on this thread, if any.
  @TaskLocal static var current: UInt64?

  private static let counter = Atomic<UInt64>(0)
  private static let finished = NSCondition()

  static func next() -> UInt64 {
    counter.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// Waits while `isPending` holds, until `deadline`; whether it stopped holding.
  static func wait(until deadline: Date, while isPending: () -> Bool) -> Bool {
    finished.lock()
    defer { finished.unlock() }
    while isPending() {
      if !finished.wait(until: deadline), isPending() { return false }
    }
    return true
  }

  static func signalFinished() {
    finished.lock()
    finished.broadcast()
    finished.unlock()
  }
}

extension DependencyValues {
  /// How long a thread waits for another to create a default value before it creates one
  /// itself, reporting an issue; tests of that path shorten it.
  @_spi(Internals) @TaskLocal public static var _creationPatience: Duration = .seconds(10)
}

extension Duration {
  fileprivate var secondsValue: TimeInterval {
    TimeInterval(components.seconds) + TimeInterval(components.attoseconds) / 1e18
  }
}
