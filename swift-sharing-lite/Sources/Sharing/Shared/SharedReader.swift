import CustomDump
import Dependencies
import LiteSupport

/// Read-only shared state: the value every holder of the reference sees, which this holder cannot
/// change (assigning to it does not compile). Works with every key, and with read-only keys.
///
/// ```swift
/// @SharedReader(.appStorage("isOn")) var isOn = false
/// isOn = true  // 🛑 cannot assign: 'isOn' is a get-only property
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value> {
  let slot: ReferenceSlot<Value>

  init(reference: any SharedReference<Value>) {
    self.slot = ReferenceSlot(reference)
  }

  var reference: any SharedReference<Value> { slot.reference }

  /// Read-only state held in memory, owned by whoever creates it.
  ///
  /// ```swift
  /// Feature.State(count: SharedReader(value: 42))
  /// ```
  public init(value: Value) {
    self.init(
      reference: SharedBox(value, description: "SharedReader<\(typeName(Value.self))>"))
  }

  /// A read-only view of shared state.
  ///
  /// ```swift
  /// ChildFeature.State(count: SharedReader(state.$count))
  /// ```
  public init(_ shared: Shared<Value>) {
    self.init(reference: shared.reference)
  }

  /// Unwraps shared optional state read-only: `nil` if the value is `nil` now; afterwards it
  /// keeps the last value it saw if the value becomes `nil`.
  ///
  /// ```swift
  /// guard let todo = SharedReader($todos[id: todoID]) else { return .none }
  /// ```
  public init?(_ base: Shared<Value?>) {
    self.init(SharedReader<Value?>(base))
  }

  /// Unwraps read-only shared optional state: `nil` if the value is `nil` now.
  ///
  /// ```swift
  /// guard let user = SharedReader($currentUser) else { return }
  /// ```
  public init?(_ base: SharedReader<Value?>) {
    guard let reference = LastValueReference(unwrapping: base.reference) else { return nil }
    self.init(reference: reference)
  }

  /// The reference itself, for `self._count = count` in an initializer.
  ///
  /// ```swift
  /// init(count: SharedReader<Int>) { self._count = count }
  /// ```
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// A value that never changes, for previews and tests, like `Binding.constant`.
  ///
  /// ```swift
  /// Feature.State(count: .constant(42))
  /// ```
  public static func constant(_ value: Value) -> Self {
    Self(reference: ConstantReference(value))
  }

  /// The current value.
  ///
  /// ```swift
  /// if isOn { … }
  /// ```
  public var wrappedValue: Value { reference.value }

  /// The reference, to pass on or derive from.
  ///
  /// ```swift
  /// Child.State(isOn: $isOn)
  /// ```
  ///
  /// Assigning it points this reader and every copy of it at another reference; readers derived
  /// from it earlier keep the old one.
  public var projectedValue: SharedReader<Value> {
    get { self }
    nonmutating set { slot.replace(with: newValue.reference) }
  }

  /// Read-only shared state for a part of this value.
  ///
  /// ```swift
  /// let name: SharedReader<String> = $user.name
  /// ```
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(reference: ProjectedReference(base: reference, keyPath: keyPath))
  }

  /// Read-only shared state computed from this value, recomputed on every read.
  ///
  /// ```swift
  /// let isEmpty: SharedReader<Bool> = $items.read { $0.isEmpty }
  /// ```
  public func read<Member>(_ body: @escaping @Sendable (Value) -> Member) -> SharedReader<Member> {
    SharedReader<Member>(reference: MappedReference(base: reference, transform: body))
  }

  /// Read-only shared state for a part of this value.
  ///
  /// ```swift
  /// let name = $user.name  // preferred spelling
  /// ```
  @available(
    *, deprecated,
    message: "Use dynamic member lookup instead ('$shared.member', not '$shared.read(\\.member)')"
  )
  public func read<Member>(_ keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    self[dynamicMember: keyPath]
  }
}

extension SharedReader where Value: Sendable {
  /// Read-only shared state loaded by `key`; `value` is used only if storage has no value.
  ///
  /// ```swift
  /// @SharedReader(.appStorage("isOn")) var isOn = false
  /// ```
  public init(
    wrappedValue value: @autoclosure () -> Value,
    _ key: some SharedReaderKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(reference: SharedBox.forKey(key, default: value, at: location))
  }

  /// Optional read-only shared state loaded by `key`, `nil` until storage has a value.
  ///
  /// ```swift
  /// @SharedReader(.appStorage("sessionID")) var sessionID: String?
  /// ```
  @_disfavoredOverload
  public init<Wrapped>(
    _ key: some SharedReaderKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value == Wrapped? {
    self.init(
      wrappedValue: nil, key, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Read-only shared state loaded by a key that carries its own default.
  ///
  /// ```swift
  /// @SharedReader(.users) var users
  /// ```
  public init<Key: SharedReaderKey<Value>>(
    _ key: _SharedKeyDefault<Key>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(reference: SharedBox.forKey(key.base, default: key.defaultValue, at: location))
  }

  /// Read-only shared state loaded by a key with a default, overriding that default.
  ///
  /// ```swift
  /// @SharedReader(.users) var users = [.blob]
  /// ```
  public init<Key: SharedReaderKey<Value>>(
    wrappedValue value: @autoclosure () -> Value,
    _ key: _SharedKeyDefault<Key>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(reference: SharedBox.forKey(key.base, default: value, at: location))
  }

  /// The error of the last load from storage, if it failed.
  ///
  /// ```swift
  /// if let error = $config.loadError { print(error) }
  /// ```
  public var loadError: (any Error)? { reference.box.loadError }

  /// Whether a load from storage is in progress.
  ///
  /// ```swift
  /// if $config.isLoading { print("Loading…") }
  /// ```
  public var isLoading: Bool { reference.box.isLoading }

  /// Reloads the value from storage.
  ///
  /// ```swift
  /// try await $config.load()
  /// ```
  public func load() async throws {
    try await reference.box.load()
  }
}

extension SharedReader: @unchecked Sendable where Value: Sendable {}

extension SharedReader: Equatable where Value: Equatable {
  /// Equal when the values are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension SharedReader: CustomStringConvertible {
  /// The type and where it reads, as upstream writes it: `SharedReader<Int>(.appStorage("count"))`.
  public var description: String {
    "\(typeName(Self.self))(\(reference.referenceDescription))"
  }
}

extension SharedReader: CustomDumpRepresentable {
  /// The value, so diffs show it rather than the reference.
  public var customDumpValue: Any { wrappedValue }
}
