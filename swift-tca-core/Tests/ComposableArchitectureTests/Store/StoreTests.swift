import Clocks
import Observation
import Testing

@testable import ComposableArchitecture

@Reducer
struct Nested {
  @ObservableState
  struct State: Equatable {
    var counter = Counter.State()
    var optional: Counter.State?
    var session: Session.State = .loggedOut
    var rows: IdentifiedArrayOf<Counter.State> = []
    var label = ""
  }
  enum Action: Equatable {
    case counter(Counter.Action)
    case optional(Counter.Action)
    case session(Session.Action)
    case rows(IdentifiedActionOf<Counter>)
    case setLabel(String)
    case toggleOptional
    case logIn
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { Counter() }
    Scope(state: \.session, action: \.session) { Session() }
    Reduce { state, action in
      switch action {
      case let .setLabel(label):
        state.label = label
      case .toggleOptional:
        state.optional = state.optional == nil ? Counter.State(id: 7) : nil
      case .logIn:
        state.session = .loggedIn(Counter.State())
      default:
        break
      }
      return .none
    }
    .ifLet(\.optional, action: \.optional) { Counter() }
    .forEach(\.rows, action: \.rows) { Counter() }
  }
}

/// `Nested` one level down, for stores scoped more than one level deep.
enum Outer {
  struct State: Equatable {
    var nested = Nested.State()
  }
  @CasePathable
  enum Action: Equatable {
    case nested(Nested.Action)
  }
}

@MainActor
struct StoreTests {
  @Test func sendReturnsATaskOnlyWhenEffectsStart() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let noEffects = store.send(.increment)
    #expect(noEffects.isCancelled)
    await noEffects.finish()
    let running = store.send(.incrementLater)
    #expect(!running.isCancelled)
    running.cancel()
    await running.finish()
    #expect(running.isCancelled)
  }

  @Test func finishWaitsForEffectsAndTheEffectsOfWhatTheySend() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        switch action {
        case "first":
          return .run { send in await send("second") }
        case "second":
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send("third")
          }
        default:
          return .none
        }
      }
    }
    let task = store.send("first")
    await clock.advanceWhenSuspended(by: .seconds(1))
    await task.finish()
    #expect(store.state == ["first", "second", "third"])
  }

  @Test func reentrantSendsAreQueuedInOrder() {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        return .none
      }
    }
    var sentFromObserver = false
    withObservationTracking {
      _ = store.state
    } onChange: {
      MainActor.assumeIsolated {
        guard !sentFromObserver else { return }
        sentFromObserver = true
        store.send("from observer")
      }
    }
    withKnownIssue {
      store.send("first")
    } matching: { issue in
      issue.description.contains(
        #"Sent '"from observer"' while an action was being processed."#
          + "\n\nReentrant actions are undefined and will be a precondition failure in a future "
          + "version of the library.")
    }
    #expect(store.state == ["first", "from observer"])
  }

  @Test func anActionSentFromACompletedEffectIsReported() async {
    let escaped = LockIsolated<Send<EscapingFeature.Action>?>(nil)
    let store = Store(initialState: EscapingFeature.State()) {
      Reduce<EscapingFeature.State, EscapingFeature.Action> { state, action in
        switch action {
        case .start:
          return .run { send in escaped.setValue(send) }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
    await store.send(.start).finish()
    withKnownIssue {
      escaped.value?(.tick)
    } matching: { issue in
      issue.description.contains(
        "An action was sent from a completed effect.\n\n  Action:\n    "
          + "StoreTests.EscapingFeature.Action.tick\n\n  Effect returned from:\n    "
          + "StoreTests.EscapingFeature.Action.start\n\n")
        && issue.description.hasSuffix(
          "To fix this, make sure that your 'run' closure does not return until you're done "
            + "calling 'send'.")
        && issue.sourceLocation?.fileName == "StoreTests.swift"
    }
    #expect(store.ticks == 1, "the action is still processed, as upstream")
  }

  @Reducer
  struct EscapingFeature {
    @ObservableState
    struct State: Equatable { var ticks = 0 }
    enum Action { case start, tick }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Test func scopingTwiceReturnsTheSameStore() {
    let store = Store(initialState: Nested.State()) { Nested() }
    let counter = store.scope(state: \.counter, action: \.counter)
    #expect(counter === store.scope(state: \.counter, action: \.counter))
    #expect(counter.id == store.scope(state: \.counter, action: \.counter).id)
    counter.send(.increment)
    #expect(counter.count == 1)
    #expect(store.counter.count == 1)
  }

  @Test func scopedStoresAreViewsOntoTheRoot() {
    let store = Store(initialState: Nested.State()) { Nested() }
    let counter = store.scope(state: \.counter, action: \.counter)
    store.send(.counter(.increment))
    store.send(.counter(.increment))
    #expect(counter.count == 2)
    #expect(counter.withState { $0.count } == 2)
  }

  @Test func optionalScopingFollowsTheState() {
    let store = Store(initialState: Nested.State()) { Nested() }
    #expect(store.scope(state: \.optional, action: \.optional) == nil)
    store.send(.toggleOptional)
    let child = store.scope(state: \.optional, action: \.optional)
    #expect(child?.id == 7)
    child?.send(.increment)
    #expect(store.optional?.count == 1)
    #expect(child?.count == 1)
    #expect(child === store.scope(state: \.optional, action: \.optional))
    store.send(.toggleOptional)
    #expect(store.scope(state: \.optional, action: \.optional) == nil)
    // A store kept after its state went away reads the last value read through it.
    #expect(child?.count == 1)
  }

  @Test func enumCaseScoping() {
    let store = Store(initialState: Nested.State()) { Nested() }
    #expect(store.scope(state: \.session.loggedIn, action: \.session.loggedIn) == nil)
    store.send(.logIn)
    let loggedIn = store.scope(state: \.session.loggedIn, action: \.session.loggedIn)
    loggedIn?.send(.increment)
    #expect(loggedIn?.count == 1)
    #expect(store.session == .loggedIn(Counter.State(count: 1)))
  }

  @Test func elementScoping() {
    let store = Store(initialState: Nested.State(rows: [Counter.State(id: 1)])) { Nested() }
    let row = store.scope(state: \.rows[id: 1], action: \.rows[id: 1])
    row?.send(.increment)
    #expect(store.rows[id: 1]?.count == 1)
    #expect(store.scope(state: \.rows[id: 2], action: \.rows[id: 2]) == nil)
  }

  @Test func releasedStoresLeaveNothingBehind() async {
    weak var weakRoot: Store<Nested.State, Nested.Action>?
    weak var weakChild: Store<Counter.State, Counter.Action>?
    do {
      let store = Store(initialState: Nested.State()) { Nested() }
      let child = store.scope(state: \.counter, action: \.counter)
      child.send(.increment)
      weakRoot = store
      weakChild = child
      #expect(weakRoot != nil)
    }
    #expect(weakRoot == nil)
    #expect(weakChild == nil)
  }

  @Test func aStoreScopedTwoLevelsDeepSendsThroughEveryLevel() async {
    var received: [Nested.Action] = []
    let root = Store<Outer.State, Outer.Action>(initialState: Outer.State()) {
      Scope(state: \.nested, action: \.nested) { Nested() }
      Reduce { _, action in
        if case let .nested(action) = action { received.append(action) }
        return .none
      }
    }
    let counter = root.scope(state: \.nested, action: \.nested)
      .scope(state: \.counter, action: \.counter)
    counter.send(.increment)
    await counter.send(.increment).finish()
    #expect(counter.count == 2)
    #expect(root.nested.counter.count == 2)
    #expect(
      received == [
        .counter(.increment), .counter(.delegate(1)), .counter(.increment), .counter(.delegate(2)),
      ])
  }

  @Test func aChildStoreKeepsTheRootRunning() async {
    var root: Store<Nested.State, Nested.Action>? = Store(initialState: Nested.State()) {
      Nested()
    }
    let child = root!.scope(state: \.counter, action: \.counter)
    root = nil
    child.send(.increment)
    #expect(child.count == 1)
  }

  @Test func storeSubscriptSetterSendsAnAction() {
    let store = Store(initialState: Nested.State()) { Nested() }
    store[label: ()] = "Hello"
    #expect(store.label == "Hello")
  }
}

// From upstream's documentation: MigratingTo1.7 › ViewStore.binding: custom get/set on a store.
extension StoreOf<Nested> {
  subscript(label _: Void) -> String {
    get { self.label }
    set { send(.setLabel(newValue)) }
  }
}
