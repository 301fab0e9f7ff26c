import ComposableArchitecture

// Features written as upstream's documentation writes them: `@ObservableState` parents and rows,
// `IdentifiedArrayOf`, `StackState` with a `Path` enum, `@Presents` with a `Destination` enum.
// Each holds `siblings` rows or elements, so a hot path shows whether reaching one of them
// costs more when there are more.

/// A row of a list.
@Reducer
public struct Row {
  public init() {}
  @ObservableState
  public struct State: Equatable, Identifiable {
    public let id: Int
    public var count = 0
    public var title = ""
    public init(id: Int, count: Int = 0, title: String = "") {
      self.id = id
      self.count = count
      self.title = title
    }
  }
  public enum Action: Sendable { case increment }
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += 1
      return .none
    }
  }
}

/// A list of plain counters (`Counter.State` is not observable) in an observable parent.
@Reducer
public struct CounterList {
  public init() {}
  @ObservableState
  public struct State {
    public var rows: IdentifiedArrayOf<Counter.State>
    public var title = ""
    public init(siblings: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<siblings).map { Counter.State(id: $0) })
    }
  }
  public enum Action {
    case rows(IdentifiedActionOf<Counter>)
  }
  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: \.rows) { Counter() }
  }
}

/// A list of observable rows in an observable parent.
@Reducer
public struct RowList {
  public init() {}
  @ObservableState
  public struct State {
    public var rows: IdentifiedArrayOf<Row.State>
    public var title = ""
    public init(siblings: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<siblings).map { Row.State(id: $0) })
    }
  }
  public enum Action {
    case rows(IdentifiedActionOf<Row>)
  }
  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: \.rows) { Row() }
  }
}

/// A navigation stack of rows, as an app's root feature holds its path.
@Reducer
public struct NavigationRoot {
  public init() {}
  @Reducer
  public enum Path {
    case row(Row)
  }
  @ObservableState
  public struct State {
    public var path = StackState<Path.State>()
    public var title = ""
    public init(siblings: Int) {
      path = StackState((0..<siblings).map { .row(Row.State(id: $0)) })
    }
  }
  public enum Action {
    case path(StackActionOf<Path>)
  }
  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path)
  }
}

/// A parent presenting a row through a destination enum, beside a list of rows.
@Reducer
public struct PresentingList {
  public init() {}
  @Reducer
  public enum Destination {
    case row(Row)
  }
  @ObservableState
  public struct State {
    @Presents public var destination: Destination.State?
    public var rows: IdentifiedArrayOf<Row.State>
    public init(siblings: Int) {
      destination = .row(Row.State(id: -1))
      rows = IdentifiedArray(uniqueElements: (0..<siblings).map { Row.State(id: $0) })
    }
  }
  public enum Action {
    case destination(PresentationAction<Destination.Action>)
    case rows(IdentifiedActionOf<Row>)
  }
  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: \.rows) { Row() }
      .ifLet(\.$destination, action: \.destination)
  }
}

/// A parent holding an observable child in a property, beside a list of rows.
@Reducer
public struct ScopingList {
  public init() {}
  @ObservableState
  public struct State {
    public var child = Row.State(id: -1)
    public var rows: IdentifiedArrayOf<Row.State>
    public init(siblings: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<siblings).map { Row.State(id: $0) })
    }
  }
  public enum Action {
    case child(Row.Action)
    case rows(IdentifiedActionOf<Row>)
  }
  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Row() }
    Reduce { _, _ in .none }
      .forEach(\.rows, action: \.rows) { Row() }
  }
}
