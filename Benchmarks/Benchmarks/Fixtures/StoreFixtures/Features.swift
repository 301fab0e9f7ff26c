import ComposableArchitecture

/// The leaf feature: a counter whose reducer is a plain function, so the baseline can call it
/// directly.
public struct Counter: Reducer {
  public init() {}
  public struct State: Identifiable, Equatable {
    public var id = 0
    public var count = 0
    public init(id: Int = 0, count: Int = 0) {
      self.id = id
      self.count = count
    }
  }
  public enum Action: CasePathable, Sendable {
    case increment
    case noop
    case run
    case startCancellable
    case cancel
    case mergeNones

    public struct AllCasePaths {}
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .noop:
      return .none
    case .run:
      return .run { _ in }
    case .startCancellable:
      return .run { _ in try await Task.never() }.cancellable(id: CancelID.work)
    case .cancel:
      return .cancel(id: CancelID.work)
    case .mergeNones:
      return .merge((0..<100).map { _ in Effect<Action>.none })
    }
  }

  public enum CancelID: Sendable { case work }
}

/// The same counter with `@ObservableState` state.
@Reducer
public struct ObservedCounter {
  public init() {}
  @ObservableState
  public struct State {
    public var count = 0
    public var label = ""
    public init(count: Int = 0, label: String = "") {
      self.count = count
      self.label = label
    }
  }
  public enum Action { case increment }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// A plain struct with the fields of `ObservedCounter.State`.
public struct PlainState {
  public var count = 0
  public var label = ""

  public init() {}
}

/// One level of nesting around `Inner`: its state holds the inner state, its action embeds the
/// inner action. Case paths are written by hand (generic types, no macros needed).
public struct Level<Inner: Reducer & SendableMetatype>: Reducer {
  public let inner: Inner

  public struct State {
    public var inner: Inner.State
  }

  public enum Action: CasePathable {
    case inner(Inner.Action)

    public struct AllCasePaths {
      @inlinable
      public init() {}

      @inlinable
      public var inner: AnyCasePath<Action, Inner.Action> {
        AnyCasePath(
          embed: { .inner($0) },
          extract: { if case let .inner(action) = $0 { action } else { nil } }
        )
      }
    }
    @inlinable
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  // Inlinable, as every generic hot path of the benchmarks: specialized where the store is made.
  @inlinable
  public var body: some Reducer<State, Action> {
    Scope(state: \.inner, action: \.inner) { inner }
  }
}

public typealias Level1 = Level<Counter>
public typealias Level3 = Level<Level<Level1>>
public typealias Level5 = Level<Level<Level3>>
public typealias Level9 = Level<Level<Level<Level<Level5>>>>

public func level1() -> Level1 { Level(inner: Counter()) }
public func level3() -> Level3 { Level(inner: Level(inner: level1())) }
public func level5() -> Level5 { Level(inner: Level(inner: level3())) }
public func level9() -> Level9 { Level(inner: Level(inner: Level(inner: Level(inner: level5())))) }

public func state1() -> Level1.State { .init(inner: Counter.State()) }
public func state3() -> Level3.State { .init(inner: .init(inner: state1())) }
public func state5() -> Level5.State { .init(inner: .init(inner: state3())) }
public func state9() -> Level9.State {
  .init(inner: .init(inner: .init(inner: .init(inner: state5()))))
}

@inlinable
public func increment1() -> Level1.Action { .inner(.increment) }
@inlinable
public func increment3() -> Level3.Action { .inner(.inner(increment1())) }
@inlinable
public func increment5() -> Level5.Action { .inner(.inner(increment3())) }
@inlinable
public func increment9() -> Level9.Action { .inner(.inner(.inner(.inner(increment5())))) }

/// A list of counters run with `forEach`.
public struct Rows: Reducer {
  public init() {}
  public struct State {
    public var rows: IdentifiedArrayOf<Counter.State>
  }
  public enum Action: CasePathable {
    case rows(IdentifiedActionOf<Counter>)

    public struct AllCasePaths {
      public var rows: AnyCasePath<Action, IdentifiedActionOf<Counter>> {
        AnyCasePath(
          embed: { .rows($0) },
          extract: { if case let .rows(action) = $0 { action } else { nil } }
        )
      }
    }
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  public var body: some Reducer<State, Action> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { Counter() }
  }

  public static func state(rows: Int) -> State {
    State(rows: IdentifiedArray(uniqueElements: (0..<rows).map { Counter.State(id: $0) }))
  }
}
