import ComposableArchitecture
import Foundation
import Testing

/// Upstream's forms of `@Reducer` that TCA Lite once rejected or expanded differently.
@MainActor
@Suite struct ReducerMacroShapeTests {
  @Test func theDeclarationOrderFixtureCompilesAndRuns() {
    let store = Store(initialState: OrderFixtureDestination.State.child(OrderFixtureChild.State()))
    {
      OrderFixtureDestination.body
    }
    #expect(store.state.is(\.child))
    #expect(OrderFixtureSibling.State() == OrderFixtureSibling.State())
  }

  @Test func casesThatHoldNoSingleFeatureAreIgnoredImplicitly() {
    var path = StackState<ShapePath.State>()
    path.append(.meeting(7, title: "Standup"))
    path.append(.note("Hi"))
    path.append(.detail(ShapeCounter.State()))
    let store = Store(initialState: ShapeStack.State(path: path)) { ShapeStack() }
    let ids = Array(store.state.path.ids)
    store.send(.path(.element(id: ids[2], action: .detail(.increment))))
    #expect(store.state.path[id: ids[2]]?.detail?.count == 1)
    guard let meeting = store.scope(state: \.path, action: \.path)[id: ids[0]] else {
      Issue.record("No store for the meeting")
      return
    }
    guard case let .meeting(number, title) = meeting.case else {
      Issue.record("Expected the meeting case, got \(meeting.case)")
      return
    }
    #expect(number == 7)
    #expect(title == "Standup")
    // Upstream declares an ignored case's action as `Never`: nothing can be sent to it.
    #expect(Array(ShapePath.Action.allCasePaths).count == 3)
  }

  @Test func anEnumReducerWithItsOwnStaticBodyRunsIt() {
    let store = Store(initialState: ShapeFlow.State.signIn(ShapeSignIn.State())) {
      ShapeFlow.body
    }
    store.send(.signIn(.submit))
    #expect(store.state.is(\.home))
    store.send(.home(.increment))
    #expect(store.state.home?.count == 1)
  }

  @Test func aNestedReducerNamingTheEnclosingTypesGetsNoStateOrActionOfItsOwn() {
    let store = Store(initialState: ShapeOuter.State(count: 3)) { ShapeOuter() }
    store.send(.double)
    #expect(store.state.count == 6)
    #expect(ShapeOuter.Doubler.State.self == ShapeOuter.State.self)
  }

  @Test func theSynthesizedStateIsCodableEquatableHashableAndSendable() throws {
    let state = ShapeEmpty.State()
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(ShapeEmpty.State.self, from: data)
    #expect(decoded == state)
    #expect(Set([state, decoded]).count == 1)
    // Compiles only if the generated state is Sendable.
    let _: any Sendable = state
  }
}

@Reducer
struct ShapeCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
enum ShapePath {
  case detail(ShapeCounter)
  case meeting(Int, title: String)
  case note(String?)
}
extension ShapePath.State: Equatable {}

@Reducer
struct ShapeStack {
  @ObservableState
  struct State: Equatable {
    var path = StackState<ShapePath.State>()
  }
  enum Action {
    case path(StackActionOf<ShapePath>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.path, action: \.path)
  }
}

@Reducer
struct ShapeSignIn {
  @ObservableState
  struct State: Equatable {}
  enum Action { case submit }
}

// TicTacToe's app core: the enum reducer writes its own static `body`.
@Reducer
enum ShapeFlow {
  case signIn(ShapeSignIn)
  case home(ShapeCounter)

  static var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .signIn(.submit):
        state = .home(ShapeCounter.State())
        return .none
      case .home:
        return .none
      }
    }
    .ifCaseLet(\.signIn, action: \.signIn) { ShapeSignIn() }
    .ifCaseLet(\.home, action: \.home) { ShapeCounter() }
  }
}
extension ShapeFlow.State: Equatable {}

@Reducer
struct ShapeOuter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action { case double }

  // Its body names the enclosing `State` and `Action`: `@Reducer` generates neither.
  @Reducer
  struct Doubler {
    var body: some Reducer<State, Action> {
      Reduce { state, _ in
        state.count *= 2
        return .none
      }
    }
  }

  var body: some ReducerOf<Self> {
    Doubler()
  }
}

@Reducer
struct ShapeEmpty {}
