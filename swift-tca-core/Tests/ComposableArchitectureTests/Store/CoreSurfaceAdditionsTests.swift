import ComposableArchitecture
import Foundation
import Testing

// Pieces of upstream's surface `make api-check` found missing, each used as an app uses it.

@Reducer
private struct Row {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title = ""
  }
  enum Action: Equatable, Codable {
    case titleChanged(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.title = title
        return .none
      }
    }
  }
}

@Reducer
private struct Inbox {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
    var pinned = Row.State(id: 0)
    @Presents var alert: AlertState<Never>?
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Row>)
    case pinned(Row.Action)
    case alert(PresentationAction<Never>)
  }
  var body: some ReducerOf<Self> {
    Scope(\.pinned, action: \.pinned, { Row() })
    Reduce { _, _ in .none }
      .forEach(\.rows, action: \.rows) { Row() }
      .ifLet(\.$alert, action: \.alert)
  }
}

@Reducer
private struct Signup {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var isValid = false
    var taskName: String?
  }
  enum Action: Equatable {
    case nameChanged(String)
    case load
    case loaded(String?)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.name = name
        return .none
      case .load:
        return .run(name: "Signup.load") { send in await load(send: send) }
      case let .loaded(taskName):
        state.taskName = taskName
        return .none
      }
    }
    .onChange(of: \.name) { oldValue, state in
      state.isValid = !state.name.isEmpty && oldValue != state.name
      return .none
    }
  }
  private func load(send: SendOf<Self>) async { await send(.loaded(Task.name)) }
}

@MainActor
@Suite struct CoreSurfaceAdditionsTests {
  @Test func onChangeMutatesTheStateWithTheOldValue() {
    let store = Store(initialState: Signup.State()) { Signup() }
    store.send(.nameChanged("Blob"))
    #expect(store.isValid)
    store.send(.nameChanged(""))
    #expect(!store.isValid)
  }

  @Test func anEffectsTaskHasTheNameItWasGiven() async {
    let store = Store(initialState: Signup.State()) { Signup() }
    await store.send(.load).finish()
    #expect(store.taskName == "Signup.load")
  }

  @Test func aStoreDescribesItselfByItsFeature() {
    let store = Store(initialState: Signup.State()) { Signup() }
    #expect(store.debugDescription == "StoreOf<Signup>")
  }

  @Test func aScopeTakesItsChildReducerUnlabelled() async {
    let store = Store(initialState: Inbox.State()) { Inbox() }
    store.send(.pinned(.titleChanged("Pinned")))
    #expect(store.pinned.title == "Pinned")
  }

  @Test func anIdentifiedActionRoundTripsThroughCodable() throws {
    let action = IdentifiedActionOf<Row>.element(id: 1, action: .titleChanged("Hi"))
    let data = try JSONEncoder().encode(action)
    #expect(try JSONDecoder().decode(IdentifiedActionOf<Row>.self, from: data) == action)
  }

  @Test func aStackDebugDescriptionNamesItsTypeAndIds() {
    var stack = StackState<Int>()
    stack.append(7)
    #expect(stack.debugDescription == "StackState<Int>([#0: 7])")
  }

  @Test func aPresentationStateReachesACaseOfItsValue() {
    let state = PresentationState<Result<Int, Never>>(wrappedValue: .success(1))
    #expect(state.success.wrappedValue == 1)
    #expect(PresentationState<Row.State>(wrappedValue: Row.State(id: 3)).id.wrappedValue == 3)
    #expect(PresentationState<Row.State>(wrappedValue: nil).id.wrappedValue == nil)
  }

  @Test func cancellationTakesTheCallersIsolation() async {
    let value = await withTaskCancellation(id: "load", isolation: MainActor.shared) { 42 }
    #expect(value == 42)
  }

  @available(*, deprecated)
  @Test func theFileStoragesOf19AreTheNewOnes() {
    withDependencies {
      $0.defaultFileStorage = InMemoryFileStorage()
    } operation: {
      @Shared(.fileStorage(URL(filePath: "/tmp/upstream-surface.json"))) var count = 0
      $count.withLock { $0 = 1 }
      #expect(count == 1)
    }
    _ = LiveFileStorage()
  }
}
