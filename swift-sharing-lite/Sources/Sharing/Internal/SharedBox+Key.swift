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
    _ key: Key, default defaultValue: () -> Value, at location: _SourceLocation
  ) -> SharedBox<Value> {
    @Dependency(\.keyRegistry) var registry
    return registry.box(for: key, at: location) {
      SharedBox.make(key: key, default: defaultValue, at: location)
    }
  }

  private static func make<Key: SharedReaderKey<Value>>(
    key: Key, default defaultValue: () -> Value, at location: _SourceLocation
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
