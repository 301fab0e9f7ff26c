import Dependencies

/// A key whose storage can be read synchronously, so a new reference starts with the stored
/// value and its default is evaluated only when storage is empty.
protocol SynchronouslyLoadingKey<Value>: SharedReaderKey {
  /// The stored value, `nil` if storage has none.
  func loadSynchronously() -> Result<Value?, any Error>

  /// Keeps `value`, the default a new reference started with because storage had none, if the
  /// storage should outlive the reference with it (in-memory storage does; persistent storage
  /// writes only changes).
  func storeDefault(_ value: Value)
}

extension SynchronouslyLoadingKey {
  func storeDefault(_ value: Value) {}
}

extension SharedBox where Value: Sendable {
  /// The app's (or test's) box for `key`: an existing holder's, or a new one loaded from storage,
  /// with `defaultValue` used (and evaluated) only if storage has no value.
  static func forKey<Key: SharedReaderKey<Value>>(
    _ key: Key, default defaultValue: () -> Value, at location: SourceLocation
  ) -> SharedBox<Value> {
    @Dependency(\.sharedReferences) var references
    return references.box(for: key, at: location) {
      SharedBox.make(key: key, default: defaultValue, at: location)
    }
  }

  private static func make<Key: SharedReaderKey<Value>>(
    key: Key, default defaultValue: () -> Value, at location: SourceLocation
  ) -> SharedBox<Value> {
    let persistence = Persistence<Value>(
      load: { key.load(context: .userInitiated, continuation: LoadContinuation($0)) },
      saveValue: (key as? any SharedKey<Value>).map { saving in
        { saving.save($0, context: $1, continuation: SaveContinuation($2)) }
      }
    )
    func newBox(_ value: Value, initialValue: Value?) -> SharedBox<Value> {
      SharedBox(
        value, initialValue: initialValue, description: "Shared<\(Value.self)>(\(key))",
        location: location, persistence: persistence)
    }
    let box: SharedBox<Value>
    if let synchronous = key as? any SynchronouslyLoadingKey<Value> {
      switch synchronous.loadSynchronously() {
      case let .success(stored?):
        box = newBox(stored, initialValue: nil)
      case .success(nil):
        let initial = defaultValue()
        synchronous.storeDefault(initial)
        box = newBox(initial, initialValue: initial)
      case let .failure(error):
        let initial = defaultValue()
        box = newBox(initial, initialValue: initial)
        box.receiveExternal(.failure(error))
      }
    } else {
      let initial = defaultValue()
      box = newBox(initial, initialValue: initial)
      box.setLoading(true)
      key.load(
        context: .initialValue(initial),
        continuation: LoadContinuation { [weak box] in box?.receiveExternal($0) }
      )
    }
    let context = LoadContext<Value>.initialValue(box.liveValue)
    let subscriber = SharedSubscriber<Value>(
      { [weak box] in box?.receiveExternal($0) },
      loading: { [weak box] in box?.setLoading($0) }
    )
    box.retain(key.subscribe(context: context, subscriber: subscriber))
    return box
  }
}

extension Shared where Value: Sendable {
  /// Shared state persisted by `key`; `value` is used (and evaluated) only if the storage has
  /// no value yet.
  ///
  /// ```swift
  /// @Shared(.appStorage("count")) var count = 0
  /// self._count = Shared(wrappedValue: count(), .appStorage("count"))
  /// ```
  public init(
    wrappedValue value: @autoclosure () -> Value,
    _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(reference: KeyedReference(key, default: value, at: location))
  }

  /// Shared state persisted by a key that carries its own default.
  ///
  /// ```swift
  /// @Shared(.users) var users
  /// ```
  public init<Key: SharedKey<Value>>(
    _ key: _SharedKeyDefault<Key>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(reference: KeyedReference(key.base, default: key.defaultValue, at: location))
  }

  /// Shared state persisted by a key with a default, overriding that default.
  ///
  /// ```swift
  /// @Shared(.users) var users = [.blob]
  /// ```
  public init<Key: SharedKey<Value>>(
    wrappedValue value: @autoclosure () -> Value,
    _ key: _SharedKeyDefault<Key>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(reference: KeyedReference(key.base, default: value, at: location))
  }

  /// The error of the last load from storage (a file that does not decode, say), if it failed.
  ///
  /// ```swift
  /// if let error = $users.loadError { print("Kept the defaults: \(error)") }
  /// ```
  public var loadError: (any Error)? { reference.box.loadError }

  /// The error of the last save to storage, if it failed.
  ///
  /// ```swift
  /// if let error = $users.saveError { print("Not saved: \(error)") }
  /// ```
  public var saveError: (any Error)? { reference.box.saveError }

  /// Whether a load from storage is in progress.
  ///
  /// ```swift
  /// if $config.isLoading { print("Loading…") }
  /// ```
  public var isLoading: Bool { reference.box.isLoading }

  /// Reloads the value from storage.
  ///
  /// ```swift
  /// try await $users.load()
  /// ```
  public func load() async throws {
    try await reference.box.load()
  }

  /// Saves the value to storage now (a file storage writes at once instead of coalescing).
  ///
  /// ```swift
  /// try await $users.save()
  /// ```
  public func save() async throws {
    try await reference.box.save()
  }
}
