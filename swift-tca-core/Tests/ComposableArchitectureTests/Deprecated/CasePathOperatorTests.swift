import ComposableArchitecture
import Testing

// Features as written for upstream's 1.0: child operators take `/Action.case` case paths.

private struct LegacyCounter: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  enum Action: Equatable {
    case increment
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

private struct LegacyParent: Reducer {
  struct State: Equatable {
    var stored = LegacyCounter.State()
    var optional: LegacyCounter.State?
    var rows: IdentifiedArrayOf<LegacyCounter.State> = [
      LegacyCounter.State(id: 1), LegacyCounter.State(id: 2),
    ]
    @PresentationState var presented: LegacyCounter.State?
    var path = StackState<LegacyCounter.State>()
    var mode = Mode.counting(LegacyCounter.State())
  }
  enum Mode: Equatable {
    case counting(LegacyCounter.State)
    case idle
  }
  enum Action: Equatable {
    case stored(LegacyCounter.Action)
    case optional(LegacyCounter.Action)
    case row(id: Int, action: LegacyCounter.Action)
    case presented(PresentationAction<LegacyCounter.Action>)
    case path(StackAction<LegacyCounter.State, LegacyCounter.Action>)
    case mode(LegacyCounter.Action)
  }
  @available(*, deprecated)
  var body: some Reducer<State, Action> {
    Scope(state: \.stored, action: /Action.stored) { LegacyCounter() }
    Scope(state: \.mode, action: /Action.mode) {
      Scope(state: /Mode.counting, action: /LegacyCounter.Action.self) { LegacyCounter() }
    }
    EmptyReducer()
      .ifLet(\.optional, action: /Action.optional) { LegacyCounter() }
      .forEach(\.rows, action: /Action.row(id:action:)) { LegacyCounter() }
      .ifLet(\.$presented, action: /Action.presented) { LegacyCounter() }
      .forEach(\.path, action: /Action.path) { LegacyCounter() }
  }
}

@MainActor
struct CasePathOperatorTests {
  @available(*, deprecated)
  @Test func everyChildOperatorRunsItsChildThroughACasePath() {
    var initial = LegacyParent.State()
    initial.optional = LegacyCounter.State()
    initial.presented = LegacyCounter.State()
    initial.path.append(LegacyCounter.State())
    let store = Store(initialState: initial) { LegacyParent() }
    store.send(.stored(.increment))
    store.send(.optional(.increment))
    store.send(.row(id: 2, action: .increment))
    store.send(.presented(.presented(.increment)))
    store.send(.path(.element(id: 0, action: .increment)))
    store.send(.mode(.increment))
    #expect(store.stored.count == 1)
    #expect(store.optional?.count == 1)
    #expect(store.rows.map(\.count) == [0, 1])
    #expect(store.presented?.count == 1)
    #expect(store.path.map(\.count) == [1])
    #expect(store.mode == .counting(LegacyCounter.State(count: 1)))
  }

  @available(*, deprecated)
  @Test func storesScopeWithClosures() {
    let store = Store(initialState: LegacyParent.State()) { LegacyParent() }
    let child = store.scope(state: { $0.stored }, action: { .stored($0) })
    child.send(.increment)
    #expect(child.count == 1)
    #expect(store.stored.count == 1)
  }

  @available(*, deprecated)
  @Test func presentedAndStackedStateReadAndChangeACaseThroughACasePath() {
    var state = PresentationState<LegacyParent.Mode>(wrappedValue: .counting(LegacyCounter.State()))
    state[case: /LegacyParent.Mode.counting]?.count += 2
    #expect(state.wrappedValue == .counting(LegacyCounter.State(count: 2)))
    state[case: /LegacyParent.Mode.counting] = nil
    #expect(state.wrappedValue == nil)

    var path = StackState<LegacyParent.Mode>([.counting(LegacyCounter.State())])
    path[id: 0, case: /LegacyParent.Mode.counting]?.count = 5
    #expect(path[id: 0] == .counting(LegacyCounter.State(count: 5)))
    withKnownIssue {
      path[id: 0, case: /LegacyParent.Mode.idle] = ()
    } matching: { issue in
      issue.comments.contains { $0.rawValue == #"Can't modify unrelated case "counting""# }
    }
  }
}

@Reducer
private struct Toggles {
  @ObservableState
  struct State: Equatable {
    var child = Toggle.State()
  }
  enum Action {
    case child(Toggle.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Toggle() }
  }
}

@Reducer
private struct Toggle {
  @ObservableState
  struct State: Equatable {
    var isOn = false
  }
  enum Action {
    case toggle
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.isOn.toggle()
      return .none
    }
  }
}

@MainActor
struct ClosureScopedStoreTests {
  /// Upstream reports "Scoping from uncached … is not compatible with observation" here: its
  /// closure-scoped stores hold no observable state. These read through their parent.
  @available(*, deprecated)
  @Test func aStoreScopedWithClosuresStaysObservableThroughKeyPathScopes() {
    let store = Store(initialState: Toggles.State()) { Toggles() }
    let child = store.scope(state: { $0 }, action: { $0 }).scope(state: \.child, action: \.child)
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = child.isOn
    } onChange: {
      changes.withValue { $0 += 1 }
    }

    child.send(.toggle)

    #expect(child.isOn)
    #expect(changes.value == 1)
  }
}
