import ComposableArchitecture
import Synchronization
import Testing

@Reducer
struct Profile {
  @ObservableState
  struct State: Equatable {
    var displayName = ""
    var isValid = false
    var changes: [String] = []
  }
  enum Action: Equatable {
    case setDisplayName(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .setDisplayName(name):
        state.displayName = name
        return .none
      }
    }
    .onChange(of: \.displayName) { oldValue, newValue in
      Reduce { state, action in
        state.isValid = !newValue.isEmpty
        state.changes.append("\(oldValue) → \(newValue)")
        return .none
      }
    }
  }
}

private struct Greeter: DependencyKey, Sendable {
  var greet: @Sendable (String) -> String
  static let liveValue = Greeter { "Hello, \($0)" }
  static let testValue = Greeter { "Test, \($0)" }
}

extension DependencyValues {
  fileprivate var greeter: Greeter {
    get { self[Greeter.self] }
    set { self[Greeter.self] = newValue }
  }
}

private struct Greeting: Reducer {
  @Dependency(\.greeter) var greeter
  func reduce(into state: inout [String], action: String) -> Effect<String> {
    if action.hasPrefix("effect ") {
      state.append(action)
      return .none
    }
    state.append(greeter.greet(action))
    return .run { [greeter] send in await send("effect " + greeter.greet(action)) }
  }
}

private struct DependencyReading: Reducer {
  func reduce(into state: inout [String], action: String) -> Effect<String> {
    if action.hasPrefix("effect ") {
      state.append(action)
      return .none
    }
    @Dependency(\.greeter) var greeter
    state.append(greeter.greet(action))
    return .run { send in
      @Dependency(\.greeter) var greeter
      await send("effect " + greeter.greet(action))
    }
  }
}

@MainActor
struct ModifierTests {
  @Test func onChangeRunsOnlyWhenTheValueChanges() {
    let store = Store(initialState: Profile.State()) { Profile() }
    store.send(.setDisplayName("Blob"))
    store.send(.setDisplayName("Blob"))
    store.send(.setDisplayName(""))
    #expect(store.changes == [" → Blob", "Blob → "])
    #expect(!store.isValid)
  }

  @Test func dependencyOverridesReachTheReducerAndItsEffects() async {
    let store = Store(initialState: [String]()) {
      DependencyReading()
        .dependency(\.greeter, Greeter { "Hi, \($0)" })
    }
    await store.send("Blob").finish()
    #expect(store.state == ["Hi, Blob", "effect Hi, Blob"])
  }

  @Test func typeKeyedDependency() async {
    let store = Store(initialState: [String]()) {
      DependencyReading()
        .dependency(Greeter { "Yo, \($0)" })
    }
    await store.send("Blob").finish()
    #expect(store.state == ["Yo, Blob", "effect Yo, Blob"])
  }

  @Test func transformDependencyChangesTheCurrentValue() async {
    let store = Store(initialState: [String]()) {
      DependencyReading()
        .transformDependency(\.greeter) { greeter in
          let base = greeter.greet
          greeter.greet = { base($0).uppercased() }
        }
    }
    await store.send("Blob").finish()
    #expect(store.state == ["TEST, BLOB", "effect TEST, BLOB"])
  }

  // As nested modifiers, and upstream: the modifier nearest the feature wins, chained or not.
  @Test func theModifierNearestTheFeatureWins() async {
    let store = Store(initialState: [String]()) {
      DependencyReading()
        .dependency(\.greeter, Greeter { "Inner, \($0)" })
        .dependency(\.greeter, Greeter { "Outer, \($0)" })
    }
    await store.send("Blob").finish()
    #expect(store.state == ["Inner, Blob", "effect Inner, Blob"])

    let transformed = Store(initialState: [String]()) {
      DependencyReading()
        .transformDependency(\.greeter) { $0.greet = { "Inner, \($0)" } }
        .transformDependency(\.greeter) { $0.greet = { "Outer, \($0)" } }
    }
    await transformed.send("Blob").finish()
    #expect(transformed.state == ["Inner, Blob", "effect Inner, Blob"])
  }

  @Test func dependencyPropertiesOfReducersSeeTheStoresOverrides() async {
    let store = Store(initialState: [String]()) {
      Greeting()
    } withDependencies: {
      $0.greeter.greet = { "Hey, \($0)" }
    }
    await store.send("Blob").finish()
    #expect(store.state == ["Hey, Blob", "effect Hey, Blob"])
  }

  @Test func printChangesShowsTheActionAndADiff() {
    let output = Mutex<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(.customDump { line in output.withLock { $0.append(line) } })
    }
    store.send(.increment)
    let printed = output.withLock { $0 }
    #expect(printed.count == 2)
    #expect(
      printed.first == """
        received action:
          Counter.Action.increment
          Counter.State(
            _id: 0,
        -   _count: 0
        +   _count: 1
          )
        """
    )
    #expect(
      printed.last == """
        received action:
          Counter.Action.delegate(1)
          (No state changes)
        """
    )
  }
}
