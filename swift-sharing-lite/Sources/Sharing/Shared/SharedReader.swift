import CustomDump
import Dependencies

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
  let reference: any SharedReference<Value>

  init(reference: any SharedReference<Value>) {
    self.reference = reference
  }

  /// A read-only view of shared state.
  ///
  /// ```swift
  /// ChildFeature.State(count: SharedReader(state.$count))
  /// ```
  public init(_ shared: Shared<Value>) {
    self.init(reference: shared.reference)
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
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  /// Read-only shared state for a part of this value.
  ///
  /// ```swift
  /// let name: SharedReader<String> = $user.name
  /// ```
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(reference: ProjectedReference(base: reference, keyPath: keyPath))
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
    self.init(reference: KeyedReference(key, default: value, at: location))
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
    self.init(reference: KeyedReference(key.base, default: key.defaultValue, at: location))
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
    self.init(reference: KeyedReference(key.base, default: value, at: location))
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

extension SharedReader: CustomDumpRepresentable {
  /// The value, so diffs show it rather than the reference.
  public var customDumpValue: Any { wrappedValue }
}
