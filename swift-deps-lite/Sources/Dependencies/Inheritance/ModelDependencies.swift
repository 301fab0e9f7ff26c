import LiteSupport

/// The dependencies each model was created with, for `withDependencies(from:)`: those its
/// `@Dependency` properties captured, or else those of the `withDependencies` scope that returned
/// it (so a model with no `@Dependency` property can still hand its dependencies on).
final class ModelDependencies: Sendable {
  static let shared = ModelDependencies()

  // Sendable by hand: the model is only compared by identity and checked for `nil`.
  private struct Entry: @unchecked Sendable {
    weak var model: AnyObject?
    let values: DependencyValues
  }

  private struct Storage {
    var entries: [ObjectIdentifier: Entry] = [:]
    /// Entries are swept of released models when their count reaches this, then it doubles.
    var sweepAt = 64
  }

  private let storage = VisibleLock(Storage())

  /// Remembers `result`, if it is an object, as created with `values`.
  func remember<Result>(_ result: Result, createdWith values: DependencyValues) {
    guard Result.self is AnyClass else { return }
    let model = result as AnyObject
    let id = ObjectIdentifier(model)
    let entry = Entry(model: model, values: values)
    storage.withLock { storage in
      storage.entries[id] = entry
      guard storage.entries.count >= storage.sweepAt else { return }
      storage.entries = storage.entries.filter { $0.value.model != nil }
      storage.sweepAt = max(64, storage.entries.count * 2)
    }
  }

  /// The dependencies `model` was created with; `nil` if it has no `@Dependency` property and
  /// was not returned from a `withDependencies` scope.
  func values(of model: AnyObject) -> DependencyValues? {
    if let captured = capturedValues(of: model) { return captured }
    let id = ObjectIdentifier(model)
    let entry = storage.withLock { $0.entries[id] }
    // An identifier can be reused once its object is gone: only a live entry counts.
    guard let entry, entry.model === model else { return nil }
    return entry.values
  }

  /// The overrides captured by the `@Dependency` properties of `model`, if it has any.
  private func capturedValues(of model: AnyObject) -> DependencyValues? {
    var values: DependencyValues?
    var mirror: Mirror? = Mirror(reflecting: model)
    while let current = mirror {
      for child in current.children {
        if let dependency = child.value as? any CapturingDependencies {
          values = values?.merging(dependency.capturedValues) ?? dependency.capturedValues
        }
      }
      mirror = current.superclassMirror
    }
    return values
  }
}
