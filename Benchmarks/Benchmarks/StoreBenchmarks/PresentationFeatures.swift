import ComposableArchitecture

/// A parent embedding the counter with `Scope`: the reference for presentation's cost.
@Reducer
struct ScopingParent {
  struct State {
    var child = Counter.State()
    var count = 0
  }
  enum Action {
    case child(Counter.Action)
    case increment
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Counter() }
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
  }
}

/// The same parent presenting the counter with `@Presents` and `ifLet`.
@Reducer
struct PresentingParent {
  struct State {
    @Presents var child: Counter.State?
    var count = 0
  }
  enum Action {
    case child(PresentationAction<Counter.Action>)
    case increment
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Counter() }
  }
}

/// The same parent presenting an `@ObservableState` child through an enum destination.
@Reducer
struct DestinationParent {
  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
    var count = 0
  }
  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case increment
  }
  @Reducer
  enum Destination {
    case counter(ObservedCounter)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// A navigation stack of counters.
@Reducer
struct StackParent {
  struct State {
    var path = StackState<Counter.State>()
  }
  enum Action {
    case path(StackActionOf<Counter>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: \.path) { Counter() }
  }

  static func state(elements: Int) -> State {
    State(path: StackState((0..<elements).map { Counter.State(id: $0) }))
  }
}
