import Dependencies
import Foundation
import Synchronization

/// Upstream's documented client style: the value type is its own key.
struct NumberFactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient(fetch: { "\($0) is a live number." })
  static let testValue = NumberFactClient(fetch: { "\($0) is a test number." })
  static let previewValue = NumberFactClient(fetch: { "\($0) is a preview number." })
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

/// Upstream's other documented style: a separate, private key.
struct Greeter: Sendable {
  var greet: @Sendable (String) -> String
}

private enum GreeterKey: DependencyKey {
  static let liveValue = Greeter(greet: { "Hello, \($0)!" })
  static let testValue = Greeter(greet: { "Test hello, \($0)!" })
}

extension DependencyValues {
  var greeter: Greeter {
    get { self[GreeterKey.self] }
    set { self[GreeterKey.self] = newValue }
  }
}

/// A key with a live value only: reading it from a test is a failure.
struct APIClient: Sendable, DependencyKey {
  var baseURL: String
  static let liveValue = APIClient(baseURL: "https://live.example")
}

extension DependencyValues {
  var apiClient: APIClient {
    get { self[APIClient.self] }
    set { self[APIClient.self] = newValue }
  }
}

/// An interface-only key: no live value; previews default to the test value.
struct Analytics: TestDependencyKey, Sendable {
  var name: String
  static let testValue = Analytics(name: "test")
}

/// A stateful test value, to prove each test gets its own.
final class Counter: Sendable {
  private let count = Mutex(0)
  func increment() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }
}

enum CounterKey: TestDependencyKey {
  static var testValue: Counter { Counter() }
}

extension DependencyValues {
  var counter: Counter {
    get { self[CounterKey.self] }
    set { self[CounterKey.self] = newValue }
  }
}

/// Counts how many times its live value is created.
let liveCreations = Mutex(0)

enum LazyKey: DependencyKey {
  static var liveValue: Int {
    liveCreations.withLock {
      $0 += 1
      return $0
    }
  }
  static let testValue = -1
}

extension DependencyValues {
  var lazy: Int {
    get { self[LazyKey.self] }
    set { self[LazyKey.self] = newValue }
  }
}

/// A model that captures dependencies when created, as upstream's documented models do.
final class FeatureModel {
  @Dependency(\.uuid) var uuid
  @Dependency(\.numberFact) var numberFact
  let id: UUID

  init() {
    @Dependency(\.uuid) var uuid
    self.id = uuid()
  }
}

extension FeatureModel {
  /// A model created in a scope whose number facts end in `suffix` and whose UUIDs are all `id`.
  static func created(factSuffix suffix: String, id: UUID) -> FeatureModel {
    withDependencies {
      $0.numberFact.fetch = { "\($0) \(suffix)" }
      $0.uuid = .constant(id)
    } operation: {
      FeatureModel()
    }
  }
}
