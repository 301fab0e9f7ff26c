import Observation

/// The observation machinery stored in every `@ObservableState` struct.
///
/// It compares equal and hashes to nothing, so it never affects the `Equatable` or `Hashable`
/// conformance of the state that holds it.
///
/// Until a field is read where observation may track it — anywhere but the store's reducers and
/// `withState` (`UntrackedReads`) — nobody can be observing the value, and a change tells
/// nobody: it costs one atomic load instead of two calls into the Observation registrar (most of
/// a send that changes observable state, for a store that no view observes).
public struct ObservationStateRegistrar: Sendable, Hashable {
  /// The identity of the state value holding this registrar.
  public let id = ObservableStateID()
  @usableFromInline let observers = StateObservers()

  /// A registrar with a new identity.
  public init() {}

  /// Whether a field of the value was ever read where observation may track it: until then a
  /// setter writes its field directly, without passing a copy of the whole state to
  /// ``mutate(_:keyPath:_:_:_:)``.
  @inlinable
  public var _$isObserved: Bool {
    observers.isObserved
  }

  /// Registers that `keyPath` of `subject` was read, unless the read starts no observation (a
  /// reducer's, `withState`'s) and none has started.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    guard observers.isObserved || !UntrackedReads.areActive else { return }
    observers.registrar.access(subject, keyPath: keyPath)
  }

  /// Sets `value` to `newValue`, notifying observers of `keyPath` unless the two have the same
  /// identity (equal values, or observable states with the same `_$id`).
  // The key path is an autoclosure: a key path literal is instantiated each time it is
  // evaluated, which only a value that is observed needs.
  @inlinable
  public func mutate<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ value: inout Member,
    _ newValue: Member,
    _ isIdentityEqual: (Member, Member) -> Bool
  ) {
    guard observers.isObserved, !isIdentityEqual(value, newValue) else {
      value = newValue
      return
    }
    let registrar = observers.registrar
    let keyPath = keyPath()
    registrar.willSet(subject, keyPath: keyPath)
    value = newValue
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Notifies observers of `keyPath` after an in-place modification, unless the value kept its
  /// identity (then its own fields have notified their observers).
  ///
  /// Identities come from `_$identity(of:)`; `nil` means the value has none and observers are
  /// always notified.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    identityBefore: ObservableStateID?,
    identityAfter: ObservableStateID?
  ) {
    guard observers.isObserved else { return }
    if let identityBefore, identityBefore == identityAfter { return }
    let registrar = observers.registrar
    let keyPath = keyPath()
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}

extension ObservationStateRegistrar: Codable {
  /// A new registrar: the registrar is never part of the state's data, so `Codable` state
  /// decodes the registrar it encoded as a fresh one.
  public init(from decoder: any Decoder) throws { self.init() }

  /// Encodes nothing.
  public func encode(to encoder: any Encoder) throws {}
}
