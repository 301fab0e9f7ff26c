import Testing

@testable import ComposableArchitecture

/// A parent whose sibling reducer, outside the `ifLet`, dismisses the child: before it
/// (`closeBeforeTapped`) or after it (`closeAfterTapped`).
@Reducer
private struct SiblingDismissal {
  @ObservableState
  struct State: Equatable {
    @Presents var timer: Ticker.State?
  }
  enum Action {
    case closeAfterTapped
    case closeBeforeTapped
    case openTapped
    case other
    case timer(PresentationAction<Ticker.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .closeBeforeTapped = action { state.timer = nil }
      return .none
    }
    Reduce { state, action in
      if case .openTapped = action { state.timer = Ticker.State() }
      return .none
    }
    .ifLet(\.$timer, action: \.timer) { Ticker() }
    Reduce { state, action in
      if case .closeAfterTapped = action { state.timer = nil }
      return .none
    }
  }
}

@Reducer
private struct Ticker {
  @ObservableState
  struct State: Equatable {}
  enum Action { case start }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .run { _ in try await Task.never() } }
  }
}

/// A stack whose sibling reducer, after the `forEach`, pops the top element.
@Reducer
private struct SiblingPop {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Ticker.State>()
  }
  enum Action {
    case other
    case path(StackActionOf<Ticker>)
    case popAllTapped
    case popTapped
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: \.path) { Ticker() }
    Reduce { state, action in
      switch action {
      case .popTapped: state.path.removeLast()
      case .popAllTapped: state.path.removeAll()
      default: break
      }
      return .none
    }
  }
}

@MainActor
struct OutsideRemovalTests {
  @Test(arguments: [false, true])
  func anElementRemovedOutsideItsForEachHasItsEffectsCancelledAtTheNextAction(
    removingAll: Bool
  ) async {
    let store = Store(initialState: SiblingPop.State(path: StackState([Ticker.State()]))) {
      SiblingPop()
    }
    let id = store.withState { $0.path.ids[0] }
    let effect = store.send(.path(.element(id: id, action: .start)))

    store.send(removingAll ? .popAllTapped : .popTapped)
    store.send(.other)

    await effect.finish()
    #expect(effect.isCancelled)
  }

  @Test func aChildRemovedBeforeItsOperatorHasItsEffectsCancelledThere() async {
    let store = Store(initialState: SiblingDismissal.State()) { SiblingDismissal() }
    store.send(.openTapped)
    let effect = store.send(.timer(.presented(.start)))

    store.send(.closeBeforeTapped)

    await effect.finish()
    #expect(effect.isCancelled)
  }

  @Test func aChildRemovedAfterItsOperatorHasItsEffectsCancelledAtTheNextAction() async {
    let store = Store(initialState: SiblingDismissal.State()) { SiblingDismissal() }
    store.send(.openTapped)
    let effect = store.send(.timer(.presented(.start)))

    store.send(.closeAfterTapped)
    #expect(!effect.isCancelled)
    store.send(.other)

    await effect.finish()
    #expect(effect.isCancelled)
  }
}
