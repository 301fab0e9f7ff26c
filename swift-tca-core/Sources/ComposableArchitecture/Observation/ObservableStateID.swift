import Synchronization

/// The identity of an observable state value.
///
/// Every `@ObservableState` struct value gets a fresh identity when it is created; copies share
/// it. An enum's identity is its case together with the identity of the case's state. Stores
/// notify observers of a whole value only when its identity changes; field changes are notified
/// by the fields.
///
/// ```swift
/// let state = Feature.State()
/// var copy = state
/// copy.count += 1
/// state._$id == copy._$id  // true
/// ```
public struct ObservableStateID: Hashable, Sendable {
  private var location: UInt64
  private var tags: UInt64 = 0

  /// A new, unique identity.
  ///
  /// ```swift
  /// let id = ObservableStateID()
  /// ```
  public init() {
    self.location = nextLocation.add(1, ordering: .relaxed).newValue
  }

  private init(location: UInt64) {
    self.location = location
  }

  /// The identity shared by every value of a case without observable state.
  public static let _$inert = ObservableStateID(location: 0)

  /// This identity, marked as belonging to the case numbered `tag` of an enum.
  ///
  /// ```swift
  /// ObservableStateID._$id(for: child)._$tag(1)
  /// ```
  public func _$tag(_ tag: Int) -> Self {
    var copy = self
    copy.tags = copy.tags &* 31 &+ UInt64(truncatingIfNeeded: tag) &+ 1
    return copy
  }

  /// The identity of `value`.
  public static func _$id<Value: ObservableState>(for value: Value) -> Self {
    value._$id
  }

  /// The identity of a value that is not observable state: new each time, so that any change
  /// to it is reported rather than missed.
  public static func _$id<Value>(for value: Value) -> Self {
    Self()
  }
}

private let nextLocation = Atomic<UInt64>(0)
