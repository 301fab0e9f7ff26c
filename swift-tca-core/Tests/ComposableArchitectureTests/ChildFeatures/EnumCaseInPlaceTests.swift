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

  /// Expects `reducer`, run on `Path`'s `.list` case, to append to the list in the buffer it
  /// already has (reserved large enough), not in a copy.
  private func expectAppendInPlace(
    by reducer: some Reducer<Path.State, Path.Action>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var numbers = Array(0..<1_000)
    numbers.reserveCapacity(2_000)
    let store = Store(initialState: Path.State.list(List.State(numbers: numbers))) { reducer }
    // The store's state holds the only reference to the buffer.
    numbers = []
    let address = { store.withState { $0.list?.lastAddress ?? 0 } }
    store.send(.list(.recordAddress))
    let before = address()
    store.send(.list(.append))
    store.send(.list(.recordAddress))
    #expect(address() == before, sourceLocation: sourceLocation)
    #expect(store.withState { $0.list?.numbers.count } == 1_001, sourceLocation: sourceLocation)
  }

  @Test func aReducerEnumCaseChangesItsValueInPlace() {
    expectAppendInPlace(by: Path.body)
  }

  @Test func aCaseScopedByHandChangesItsValueInPlace() {
    expectAppendInPlace(by: Scope(state: \.list, action: \.list) { List() })
  }

  @Test func anIfCaseLetChildChangesItsValueInPlace() {
    expectAppendInPlace(by: EmptyReducer().ifCaseLet(\.list, action: \.list) { List() })
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
