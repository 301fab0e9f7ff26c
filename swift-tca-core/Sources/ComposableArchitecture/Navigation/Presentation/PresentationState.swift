import CasePaths
import CustomDump
import Observation

/// The state of a feature that may be presented: `nil` while it is dismissed.
///
/// Apply it with the ``Presents()`` macro, which also works inside `@ObservableState`:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// and integrate the child with `ifLet(\.$destination, action: \.destination)`.
///
/// The presented value lives on the heap and is copied on write, so a state that presents a
/// state that presents another (a deep link many levels deep) stays one pointer wide at each
/// level and cannot overflow the stack. Copies share the value until one of them changes it.
@dynamicMemberLookup
@propertyWrapper
public struct PresentationState<State> {
  @usableFromInline var storage: Storage
  /// Observers of the presented value, shared by copies like the registrar of observable state.
  @usableFromInline let observation = PresentationObservation()

  /// Presents `wrappedValue`, or nothing when it is `nil`.
  ///
  /// ```swift
  /// var addItem = PresentationState(wrappedValue: AddItem.State())
  /// ```
  public init(wrappedValue: State?) {
    self.storage = Storage(wrappedValue)
  }

  /// The presented state, or `nil`.
  ///
  /// Setting it tells observers that registered with `_access()`; changing it in place does
  /// not (the owner of the property tells them, by identity).
  public var wrappedValue: State? {
    get { storage.value }
    set {
      observation.changing {
        if isKnownUniquelyReferenced(&storage) {
          storage.value = newValue
        } else {
          storage = Storage(newValue, mounted: storage.mounted)
        }
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&storage) {
        storage = storage.copy()
      }
      yield &storage.value
    }
  }

  /// The presentation state itself, reached as `$destination`, for `ifLet`.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// Reads or changes the value of one case of an enum destination.
  ///
  /// ```swift
  /// state.$destination[case: \.counter]?.count += 1
  /// ```
  ///
  /// Writing `nil` dismisses the case. Writing to a case other than the presented one (or when
  /// nothing is presented) changes nothing and is a reported issue, as upstream: `Can't modify
  /// unrelated case "counter"`.
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    get { wrappedValue.flatMap { $0[case: path] } }
    _modify {
      let presented = wrappedValue
      var value = presented.flatMap { $0[case: path] }
      let isPresented = value != nil
      yield &value
      guard isPresented, var presented else {
        return reportUnrelatedCase(presented)
      }
      guard let value else {
        wrappedValue = nil
        return
      }
      presented[case: path] = value
      wrappedValue = presented
    }
  }

  /// The presentation state of one case of the presented value: `$destination.alert` is
  /// presented when the destination is presented in that case.
  ///
  /// ```swift
  /// state.$destination.alert.wrappedValue  // the alert, if one is presented
  /// ```
  public subscript<Case>(dynamicMember keyPath: CaseKeyPath<State, Case>) -> PresentationState<Case>
  where State: CasePathable {
    PresentationState<Case>(wrappedValue: wrappedValue.flatMap { $0[case: keyPath] })
  }

  /// The presentation state of a property of the presented value.
  ///
  /// ```swift
  /// state.$child.count.wrappedValue  // the child's count, if a child is presented
  /// ```
  public subscript<Member>(dynamicMember keyPath: KeyPath<State, Member>)
    -> PresentationState<Member>
  {
    PresentationState<Member>(wrappedValue: wrappedValue?[keyPath: keyPath])
  }

  /// Registers a read of the presented value, so that observers are told when it is replaced
  /// through this presentation state (by `ifLet`, say). `@Presents` calls it from its getter.
  public func _access() {
    observation.access()
  }

  /// Tells observers that the presented value changed in place, for values that cannot tell
  /// them themselves (state that is not observable).
  @inlinable
  func notifyChanged() {
    observation.changing {}
  }

  /// Whether the two share storage: equal without comparing the values. While a copy is kept,
  /// any write through the other allocates new storage, so sharing storage also means "not
  /// written to since the copy was made".
  @inlinable
  func isIdentical(to other: Self) -> Bool {
    storage === other.storage
  }

  /// Runs `body` on the presented value in place, or returns `nil` when nothing is presented.
  /// Observers are not told: the value tells its own, or the caller calls ``notifyChanged()``.
  @inlinable
  mutating func modifyPresented<Result>(_ body: (inout State) -> Result) -> Result? {
    guard storage.value != nil else { return nil }
    if !isKnownUniquelyReferenced(&storage) {
      storage = storage.copy()
    }
    return body(&storage.value!)
  }

  /// Whether a value is presented, without copying it.
  @inlinable
  var isPresented: Bool {
    storage.value != nil
  }

  /// The identity of the child whose effects the operator last started, so that when a reducer
  /// outside the operator removes or replaces it, the operator's next action cancels them, as
  /// upstream's. `nil` until the child starts an effect: the send path pays one `nil` check.
  @usableFromInline
  var mounted: MountedChild? {
    get { storage.mounted }
    set {
      if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
      storage.mounted = newValue
    }
  }

  /// The identity of a presented child that started effects: a reference, so that the send
  /// path checks it for `nil` without copying an identity.
  @usableFromInline
  final class MountedChild: @unchecked Sendable {
    // An identity is a Sendable identifier or an `ObservableStateID`.
    @usableFromInline let identity: AnyHashable
    @usableFromInline init(_ identity: AnyHashable) { self.identity = identity }
  }

  @usableFromInline
  final class Storage: @unchecked Sendable {
    // Mutated only through a uniquely referenced `PresentationState`, itself accessed
    // exclusively, so accesses cannot overlap: no dynamic exclusivity checks (a sixth of a
    // presented child's send).
    @usableFromInline @exclusivity(unchecked) var value: State?
    @usableFromInline @exclusivity(unchecked) var mounted: MountedChild?
    @usableFromInline init(_ value: State?, mounted: MountedChild? = nil) {
      self.value = value
      self.mounted = mounted
    }
    @usableFromInline func copy() -> Storage { Storage(value, mounted: mounted) }
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Compares the presented values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.isIdentical(to: rhs) || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

// The storage is copied before any mutation unless uniquely referenced, so sharing it across
// threads shares only immutable data.
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes the presented value, or `nil`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(wrappedValue: container.decodeNil() ? nil : try container.decode(State.self))
  }
}

extension PresentationState: Encodable where State: Encodable {
  /// Encodes the presented value, or `nil`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension PresentationState: CustomReflectable {
  /// Reflects as the presented value.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}

extension PresentationState: CustomDumpRepresentable {
  /// Dumps as the presented value, so diffs show the child state, not the wrapper.
  public var customDumpValue: Any {
    wrappedValue as Any
  }
}

/// The observers of one presentation state's value. Their registrar is made on the first
/// observed read, as observable state's is (`StateObservers`): until then a change tells no
/// one, at the cost of one atomic load (a third of a presented child's send otherwise).
@usableFromInline
final class PresentationObservation: Observable, Sendable {
  @usableFromInline let observers = StateObservers()
  // Observed as a whole: replacing the presented value is its only change.
  private var presented: Void { () }

  @usableFromInline init() {}

  func access() {
    guard observers.isObserved || !UntrackedReads.areActive else { return }
    observers.registrar.access(self, keyPath: \.presented)
  }

  /// Runs `change`, telling the observers before and after it, if anyone ever observed.
  @inlinable
  func changing<Result>(_ change: () -> Result) -> Result {
    guard observers.isObserved else { return change() }
    willChange()
    defer { didChange() }
    return change()
  }

  @usableFromInline func willChange() {
    observers.registrar.willSet(self, keyPath: \.presented)
  }

  @usableFromInline func didChange() {
    observers.registrar.didSet(self, keyPath: \.presented)
  }
}
