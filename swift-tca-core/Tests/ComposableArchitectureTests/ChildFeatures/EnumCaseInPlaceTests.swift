import Testing

@testable import ComposableArchitecture

/// A feature held in a case of an enum state changes its collections in place: the case's value
/// is moved out of the enum while its reducer runs, not copied, so a list in a path element or a
/// destination is not copied on each of its actions.
@MainActor
struct EnumCaseInPlaceTests {
  @Reducer
  struct List {
    @ObservableState
    struct State: Equatable {
      var numbers = Array(0..<1_000)
      var lastAddress: UInt = 0
    }
    enum Action { case append, recordAddress }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .append:
          state.numbers.append(state.numbers.count)
        case .recordAddress:
          state.lastAddress = state.numbers.withUnsafeBufferPointer {
            UInt(bitPattern: $0.baseAddress)
          }
        }
        return .none
      }
    }
  }

  @Reducer
  enum Path {
    case list(List)
    case empty(EmptyFeature)
  }

  /// A case whose feature has a label.
  @Reducer
  enum LabeledPath {
    case list(feature: List)
    case empty(EmptyFeature)
  }

  @Reducer
  struct EmptyFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case noop }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  /// The buffer of the list's numbers before and after `action`, as the reducer saw it.
  private func addresses(
    _ store: StoreOf<Path>, after action: List.Action
  ) -> (before: UInt, after: UInt) {
    store.send(.list(.recordAddress))
    let before = store.withState { $0.list?.lastAddress ?? 0 }
    store.send(.list(action))
    store.send(.list(.recordAddress))
    return (before, store.withState { $0.list?.lastAddress ?? 0 })
  }

  @Test func aReducerEnumCaseChangesItsValueInPlace() {
    var numbers = Array(0..<1_000)
    numbers.reserveCapacity(2_000)
    let store = Store(initialState: Path.State.list(List.State(numbers: numbers))) { Path.body }
    numbers = []
    let (before, after) = addresses(store, after: .append)
    #expect(before == after)
    #expect(store.withState { $0.list?.numbers.count } == 1_001)
  }

  @Test func aCaseScopedByHandChangesItsValueInPlace() {
    var numbers = Array(0..<1_000)
    numbers.reserveCapacity(2_000)
    let store = StoreOf<Path>(initialState: .list(List.State(numbers: numbers))) {
      Scope(state: \.list, action: \.list) { List() }
    }
    numbers = []
    let (before, after) = addresses(store, after: .append)
    #expect(before == after)
    #expect(store.withState { $0.list?.numbers.count } == 1_001)
  }

  @Test func anIfCaseLetChildChangesItsValueInPlace() {
    var numbers = Array(0..<1_000)
    numbers.reserveCapacity(2_000)
    let store = StoreOf<Path>(initialState: .list(List.State(numbers: numbers))) {
      EmptyReducer().ifCaseLet(\.list, action: \.list) { List() }
    }
    numbers = []
    let (before, after) = addresses(store, after: .append)
    #expect(before == after)
    #expect(store.withState { $0.list?.numbers.count } == 1_001)
  }

  @Test func aLabeledCaseChangesItsValueInPlace() {
    let store = Store(initialState: LabeledPath.State.list(feature: List.State())) {
      LabeledPath.body
    }
    store.send(.list(feature: .append))
    #expect(store.withState { $0.list?.numbers.count } == 1_001)
  }

  @Test func anActionForAnotherCaseLeavesTheStateAsItWas() {
    let store = Store(initialState: Path.State.empty(EmptyFeature.State())) { Path.body }
    withKnownIssue {
      store.send(.list(.append))
    } matching: { issue in
      issue.description.contains("list")
    }
    #expect(store.withState { $0 } == .empty(EmptyFeature.State()))
  }
}

extension EnumCaseInPlaceTests.Path.State: Equatable {}
