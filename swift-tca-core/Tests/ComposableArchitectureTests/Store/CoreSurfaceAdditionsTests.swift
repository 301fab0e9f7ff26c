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

@MainActor
@Suite struct CoreSurfaceAdditionsTests {
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
