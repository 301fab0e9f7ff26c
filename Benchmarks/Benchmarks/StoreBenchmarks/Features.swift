import ComposableArchitecture

/// The leaf feature: a counter whose reducer is a plain function, so the baseline can call it
/// directly.
struct Counter: Reducer {
  struct State: Identifiable {
    var id = 0
    var count = 0
  }
  enum Action: CasePathable {
    case increment
    case noop
    case run
    case startCancellable
    case cancel
    case mergeNones

    struct AllCasePaths {}
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
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

  enum CancelID { case work }
}

/// The same counter with `@ObservableState` state.
@Reducer
struct ObservedCounter {
  @ObservableState
  struct State {
    var count = 0
    var label = ""
  }
  enum Action { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// A plain struct with the fields of `ObservedCounter.State`.
struct PlainState {
  var count = 0
  var label = ""
}

/// One level of nesting around `Inner`: its state holds the inner state, its action embeds the
/// inner action. Case paths are written by hand (generic types, no macros needed).
struct Level<Inner: Reducer & SendableMetatype>: Reducer {
  let inner: Inner

  struct State {
    var inner: Inner.State
  }

  enum Action: CasePathable {
    case inner(Inner.Action)

    struct AllCasePaths {
      var inner: AnyCasePath<Action, Inner.Action> {
        AnyCasePath(
          embed: { .inner($0) },
          extract: { if case let .inner(action) = $0 { action } else { nil } }
        )
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.inner, action: \.inner) { inner }
  }
}

typealias Level1 = Level<Counter>
typealias Level3 = Level<Level<Level1>>
typealias Level5 = Level<Level<Level3>>
typealias Level9 = Level<Level<Level<Level<Level5>>>>

func level1() -> Level1 { Level(inner: Counter()) }
func level3() -> Level3 { Level(inner: Level(inner: level1())) }
func level5() -> Level5 { Level(inner: Level(inner: level3())) }
func level9() -> Level9 { Level(inner: Level(inner: Level(inner: Level(inner: level5())))) }

func state1() -> Level1.State { .init(inner: Counter.State()) }
func state3() -> Level3.State { .init(inner: .init(inner: state1())) }
func state5() -> Level5.State { .init(inner: .init(inner: state3())) }
func state9() -> Level9.State {
  .init(inner: .init(inner: .init(inner: .init(inner: state5()))))
}

func increment1() -> Level1.Action { .inner(.increment) }
func increment3() -> Level3.Action { .inner(.inner(increment1())) }
func increment5() -> Level5.Action { .inner(.inner(increment3())) }
func increment9() -> Level9.Action { .inner(.inner(.inner(.inner(increment5())))) }

/// A list of counters run with `forEach`.
struct Rows: Reducer {
  struct State {
    var rows: IdentifiedArrayOf<Counter.State>
  }
  enum Action: CasePathable {
    case rows(IdentifiedActionOf<Counter>)

    struct AllCasePaths {
      var rows: AnyCasePath<Action, IdentifiedActionOf<Counter>> {
        AnyCasePath(
          embed: { .rows($0) },
          extract: { if case let .rows(action) = $0 { action } else { nil } }
        )
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { Counter() }
  }

  static func state(rows: Int) -> State {
    State(rows: IdentifiedArray(uniqueElements: (0..<rows).map { Counter.State(id: $0) }))
  }
}
