import ComposableArchitecture

/// A parent embedding the counter with `Scope`: the reference for presentation's cost.
@Reducer
public struct ScopingParent {
  public init() {}
  public struct State {
    public var child = Counter.State()
    public var count = 0
    public init(child: Counter.State = Counter.State(), count: Int = 0) {
      self.child = child
      self.count = count
    }
  }
  public enum Action {
    case child(Counter.Action)
    case increment
  }
  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Counter() }
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
  }
}

/// The same parent presenting the counter with `@Presents` and `ifLet`.
@Reducer
public struct PresentingParent {
  public init() {}
  public struct State {
    @Presents public var child: Counter.State?
    public var count = 0
    public init(child: Counter.State? = nil, count: Int = 0) {
      self.child = child
      self.count = count
    }
  }
  public enum Action {
    case child(PresentationAction<Counter.Action>)
    case increment
  }
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Counter() }
  }
}

/// The same parent presenting an `@ObservableState` child through an enum destination.
@Reducer
public struct DestinationParent {
  public init() {}
  @ObservableState
  public struct State {
    @Presents public var destination: Destination.State?
    public var count = 0
    public init(destination: Destination.State? = nil, count: Int = 0) {
      self.destination = destination
      self.count = count
    }
  }
  public enum Action {
    case destination(PresentationAction<Destination.Action>)
    case increment
  }
  @Reducer
  public enum Destination {
    case counter(ObservedCounter)
  }
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// A navigation stack of counters.
@Reducer
public struct StackParent {
  public init() {}
  public struct State {
    public var path = StackState<Counter.State>()
    public init(path: StackState<Counter.State> = StackState<Counter.State>()) {
      self.path = path
    }
  }
  public enum Action {
    case path(StackActionOf<Counter>)
  }
  public var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: \.path) { Counter() }
  }

  public static func state(elements: Int) -> State {
    State(path: StackState((0..<elements).map { Counter.State(id: $0) }))
  }
}
