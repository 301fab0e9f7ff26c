import Dependencies

/// A key whose storage can be read synchronously, so a new reference starts with the stored
/// value and its default is evaluated only when storage is empty.
protocol SynchronouslyLoadingKey<Value>: SharedReaderKey {
  /// The stored value, `nil` if storage has none.
  func loadSynchronously() -> Result<Value?, any Error>

  /// The value a new reference starts with when it found storage empty and evaluated `value`,
  /// its default. In-memory storage keeps the first default stored for a key, so two references
  /// made at once on two threads start from one default; persistent storage writes only changes
  /// and keeps `value`.
  func storeDefault(_ value: Value) -> Value
}

extension SynchronouslyLoadingKey {
  func storeDefault(_ value: Value) -> Value { value }
}

extension SharedBox where Value: Sendable {
  /// The app's (or test's) box for `key`: an existing holder's, or a new one loaded from storage,
  /// with `defaultValue` used (and evaluated) only if storage has no value.
  ///
  /// With `skipInitialLoad`, a new box starts from `defaultValue` without loading: its caller
  /// has just loaded it (`Shared(require:)`) or is about to (`load(_:)`).
  static func forKey<Key: SharedReaderKey<Value>>(
    _ key: Key, default defaultValue: () -> Value, at location: _SourceLocation,
    skipInitialLoad: Bool = false
  ) -> SharedBox<Value> {
    @Dependency(\.keyRegistry) var registry
    return registry.box(for: key, at: location) {
      SharedBox.make(
        key: key, default: defaultValue, at: location, skipInitialLoad: skipInitialLoad)
    }
  }

  private static func make<Key: SharedReaderKey<Value>>(
    key: Key, default defaultValue: () -> Value, at location: _SourceLocation,
    skipInitialLoad: Bool
  ) -> SharedBox<Value> {
    // Described once, not captured: a continuation a key keeps (a file writer's pending save)
    // must not keep the key, and so itself, alive.
    let described = String(describing: key)
    let keyDescription: @Sendable () -> String = { described }
    let persistence = Persistence<Value>(
      load: {
        key.load(
          context: .userInitiated,
          continuation: LoadContinuation(keyDescription, location: location, $0))
      },
      saveValue: (key as? any SharedKey<Value>).map { saving in
        {
          saving.save(
            $0, context: $1,
            continuation: SaveContinuation(keyDescription, location: location, $2))
        }
      }
    )
    func newBox(_ value: Value, initialValue: Value?) -> SharedBox<Value> {
      SharedBox(
        value, initialValue: initialValue, description: "Shared<\(Value.self)>(\(key))",
        location: location, persistence: persistence, keyDescription: String(reflecting: key))
    }
    let box: SharedBox<Value>
    if skipInitialLoad {
      let initial = defaultValue()
      box = newBox(initial, initialValue: initial)
    } else if let synchronous = key as? any SynchronouslyLoadingKey<Value> {
      switch synchronous.loadSynchronously() {
      case let .success(stored?):
        box = newBox(stored, initialValue: nil)
      case .success(nil):
        let initial = synchronous.storeDefault(defaultValue())
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
        continuation: LoadContinuation(keyDescription, location: location) { [weak box] in
          box?.receiveExternal($0)
        }
      )
    }
    let context: LoadContext<Value> =
      skipInitialLoad ? .userInitiated : .initialValue(box.liveValue)
    let subscriber = SharedSubscriber<Value>(
      callback: { [weak box] in box?.receiveExternal($0) },
      onLoading: { [weak box] in box?.setLoading($0) }
    )
    box.retain(key.subscribe(context: context, subscriber: subscriber))
    return box
  }
}
