import ComposableArchitecture

// Features written the ways the slow paths of #63 were found: a destination in a parent without
// `@ObservableState`, a child reached through a two-component key path, a stack of plain
// counters in an observable parent.

/// `DestinationParent` without `@ObservableState`: a plain parent presenting an enum destination.
@Reducer
public struct PlainDestinationParent {
  public init() {}
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

/// A counter two levels down, scoped to with one `Scope` of two-component paths.
@Reducer
public struct KeyPathScopeParent {
  public init() {}
  public struct State {
    public var settings = Settings()
    public init() {}
  }
  public struct Settings {
    public var counter = Counter.State()
  }
  @CasePathable
  public enum Action {
    case settings(SettingsAction)
  }
  @CasePathable
  public enum SettingsAction {
    case counter(Counter.Action)
  }
  public var body: some ReducerOf<Self> {
    Scope(state: \.settings.counter, action: \.settings.counter) { Counter() }
  }
}

/// A stack of plain (not observable) counters in an `@ObservableState` parent.
@Reducer
public struct ObservableStackParent {
  public init() {}
  @ObservableState
  public struct State {
    public var path = StackState<Counter.State>()
    public var title = ""
    public init(elements: Int) {
      path = StackState((0..<elements).map { Counter.State(id: $0) })
    }
  }
  public enum Action {
    case path(StackActionOf<Counter>)
  }
  public var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: \.path) { Counter() }
  }
}

/// `KeyPathScopeParent` as apps write it: `@ObservableState` at both levels.
@Reducer
public struct ObservableKeyPathScopeParent {
  public init() {}
  @ObservableState
  public struct State {
    public var settings = Settings()
    public init() {}
  }
  @ObservableState
  public struct Settings {
    public var counter = ObservedCounter.State()
  }
  @CasePathable
  public enum Action {
    case settings(SettingsAction)
  }
  @CasePathable
  public enum SettingsAction {
    case counter(ObservedCounter.Action)
  }
  public var body: some ReducerOf<Self> {
    Scope(state: \.settings.counter, action: \.settings.counter) { ObservedCounter() }
  }
}

/// `PlainDestinationParent` whose destination's feature is a plain (not observable) `@Reducer`.
@Reducer
public struct PlainChildDestinationParent {
  public init() {}
  public struct State {
    @Presents public var destination: Destination.State?
    public init(destination: Destination.State? = nil) {
      self.destination = destination
    }
  }
  public enum Action {
    case destination(PresentationAction<Destination.Action>)
  }
  @Reducer
  public enum Destination {
    case tally(Tally)
  }
  public var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination)
  }
}

/// A plain feature, written with `@Reducer`, whose state is not observable.
@Reducer
public struct Tally {
  public init() {}
  public struct State {
    public var count = 0
    public init() {}
  }
  public enum Action { case increment }
  public var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}
