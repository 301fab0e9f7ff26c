import Observation
import Testing

@testable import ComposableArchitecture

/// Child operators change a child inside an `@ObservableState` parent in place. Whether anyone
/// observes the parent or not, the child changes; when someone does, the observers of the
/// parent's property holding the child are told exactly when that property's identity changed
/// (`_$isIdentityEqual`), and the child's own fields tell theirs.
@MainActor
struct ChildOperatorObservationTests {
  @Reducer
  struct Item {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
    }
    enum Action { case increment, noop, replace }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment: state.count += 1
        case .noop: break
        case .replace: state = State(id: state.id, count: state.count)
        }
        return .none
      }
    }
  }

  /// A row that is not observable state.
  @Reducer
  struct Tally {
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
    }
    enum Action { case increment, noop }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .increment = action { state.count += 1 }
        return .none
      }
    }
  }

  @Reducer
  struct Board {
    @ObservableState
    struct State {
      var items: IdentifiedArrayOf<Item.State> = [Item.State(id: 1), Item.State(id: 2)]
      var tallies: IdentifiedArrayOf<Tally.State> = [Tally.State(id: 1)]
      var path = StackState<Item.State>([Item.State(id: 1)])
      var child = Item.State(id: 1)
      var tally = Tally.State(id: 1)
      @Presents var detail: Item.State? = Item.State(id: 1)
      var title = ""
    }
    enum Action {
      case items(IdentifiedActionOf<Item>)
      case tallies(IdentifiedActionOf<Tally>)
      case path(StackActionOf<Item>)
      case child(Item.Action)
      case tally(Tally.Action)
      case detail(PresentationAction<Item.Action>)
      case addItem
      case bumpFirstItem
      case reverseItems
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Item() }
      Scope(state: \.tally, action: \.tally) { Tally() }
      Reduce { state, action in
        switch action {
        case .addItem: state.items.append(Item.State(id: state.items.count + 1))
        case .bumpFirstItem: state.items[id: 1]?.count += 1
        case .reverseItems: state.items = IdentifiedArray(uniqueElements: state.items.reversed())
        default: break
        }
        return .none
      }
      .forEach(\.items, action: \.items) { Item() }
      .forEach(\.tallies, action: \.tallies) { Tally() }
      .forEach(\.path, action: \.path) { Item() }
      .ifLet(\.$detail, action: \.detail) { Item() }
    }
  }

  /// A parent two scopes above the item.
  @Reducer
  struct Outer {
    @ObservableState
    struct State {
      var board = Board.State()
    }
    enum Action { case board(Board.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.board, action: \.board) { Board() }
    }
  }

  /// Observes the board's property `read` reads, and a copy of the child `child` returns.
  func observe(
    _ store: StoreOf<Board>, property read: @escaping @MainActor (Board.State) -> Void,
    child: (Board.State) -> Item.State
  ) -> (property: ChangeCount, childCount: ChangeCount) {
    let state = store.withState { $0 }
    let item = child(state)
    return (track { read(state) }, track { _ = item.count })
  }

  // MARK: forEach over an identified array

  @Test func aRowActionTellsTheRowsObserversNotTheCollections() {
    let store = Store(initialState: Board.State()) { Board() }
    let (items, row) = observe(store, property: { _ = $0.items }, child: { $0.items[id: 2]! })
    let title = track { _ = store.title }
    store.send(.items(.element(id: 2, action: .increment)))
    #expect(store.items[id: 2]?.count == 1)
    #expect(items.value == 0)
    #expect(row.value == 1)
    #expect(title.value == 0)
  }

  @Test func addingARowTellsTheCollectionsObservers() {
    let store = Store(initialState: Board.State()) { Board() }
    let (items, _) = observe(store, property: { _ = $0.items }, child: { $0.items[id: 1]! })
    store.send(.addItem)
    #expect(items.value == 1)
  }

  @Test func aParentChangingARowInPlaceTellsTheCollectionsObserversToo() {
    let store = Store(initialState: Board.State()) { Board() }
    let (items, row) = observe(store, property: { _ = $0.items }, child: { $0.items[id: 1]! })
    store.send(.bumpFirstItem)
    #expect(store.items[id: 1]?.count == 1)
    #expect(items.value == 1)
    #expect(row.value == 1)
  }

  @Test func aPlainRowThatChangesTellsTheCollectionsObservers() {
    let store = Store(initialState: Board.State()) { Board() }
    let state = store.withState { $0 }
    let tallies = track { _ = state.tallies }
    store.send(.tallies(.element(id: 1, action: .noop)))
    #expect(tallies.value == 0)
    store.send(.tallies(.element(id: 1, action: .increment)))
    #expect(tallies.value == 1)
    #expect(store.tallies[id: 1]?.count == 1)
  }

  // MARK: forEach over a stack

  @Test func aStackElementActionTellsTheElementsObserversNotTheStacks() {
    let store = Store(initialState: Board.State()) { Board() }
    let id = store.withState { $0.path.ids[0] }
    let (path, element) = observe(store, property: { _ = $0.path }, child: { $0.path[id: id]! })
    store.send(.path(.element(id: id, action: .increment)))
    #expect(store.withState { $0.path[id: id]?.count } == 1)
    #expect(path.value == 0)
    #expect(element.value == 1)
  }

  @Test func pushingAndPoppingTellTheStacksObservers() {
    let store = Store(initialState: Board.State()) { Board() }
    let first = store.withState { $0.path.ids[0] }
    let pushed: StackElementID = 1
    let (path, _) = observe(store, property: { _ = $0.path }, child: { $0.path[id: first]! })
    store.send(.path(.push(id: pushed, state: Item.State(id: 2))))
    #expect(path.value == 1)
    let (afterPush, _) = observe(store, property: { _ = $0.path }, child: { $0.path[id: first]! })
    store.send(.path(.popFrom(id: pushed)))
    #expect(afterPush.value == 1)
    #expect(store.withState { $0.path.count } == 1)
  }

  // MARK: Scope

  @Test func aScopedObservableChildTellsItsObserversNotTheParents() {
    let store = Store(initialState: Board.State()) { Board() }
    let (child, count) = observe(store, property: { _ = $0.child }, child: { $0.child })
    store.send(.child(.increment))
    #expect(store.child.count == 1)
    #expect(child.value == 0)
    #expect(count.value == 1)
  }

  @Test func aScopedChildReplacedByItsReducerTellsTheParentsObservers() {
    let store = Store(initialState: Board.State()) { Board() }
    let (child, _) = observe(store, property: { _ = $0.child }, child: { $0.child })
    store.send(.child(.replace))
    #expect(child.value == 1)
  }

  @Test func aScopedPlainChildTellsTheParentsObserversWhenItChanges() {
    let store = Store(initialState: Board.State()) { Board() }
    let state = store.withState { $0 }
    let tally = track { _ = state.tally }
    store.send(.tally(.noop))
    #expect(tally.value == 0)
    store.send(.tally(.increment))
    #expect(tally.value == 1)
    #expect(store.withState { $0.tally.count } == 1)
  }

  @Test func aChildTwoScopesDownTellsOnlyItsOwnObservers() {
    let store = Store(initialState: Outer.State()) { Outer() }
    let state = store.withState { $0 }
    let item = state.board.items[id: 1]!
    let board = track { _ = state.board }
    let items = track { _ = state.board.items }
    let count = track { _ = item.count }
    store.send(.board(.items(.element(id: 1, action: .increment))))
    #expect(store.withState { $0.board.items[id: 1]?.count } == 1)
    #expect(board.value == 0)
    #expect(items.value == 0)
    #expect(count.value == 1)
  }

  // MARK: ifLet with @Presents

  @Test func aPresentedChildTellsItsObserversNotTheParents() {
    let store = Store(initialState: Board.State()) { Board() }
    let (detail, count) = observe(store, property: { _ = $0.detail }, child: { $0.detail! })
    store.send(.detail(.presented(.increment)))
    #expect(store.withState { $0.detail?.count } == 1)
    #expect(detail.value == 0)
    #expect(count.value == 1)
  }

  @Test func dismissingTellsThePresentationsObservers() {
    let store = Store(initialState: Board.State()) { Board() }
    let (detail, _) = observe(store, property: { _ = $0.detail }, child: { $0.detail! })
    store.send(.detail(.dismiss))
    #expect(detail.value == 1)
    #expect(store.withState { $0.detail } == nil)
  }

  // MARK: Finding a child by its last position

  @Test func aRowThatMovedSinceItsLastActionIsStillFoundByItsId() {
    let store = Store(initialState: Board.State()) { Board() }
    store.send(.items(.element(id: 2, action: .increment)))
    store.send(.reverseItems)
    store.send(.items(.element(id: 2, action: .increment)))
    store.send(.items(.element(id: 1, action: .increment)))
    #expect(store.items.map(\.id) == [2, 1])
    #expect(store.items.map(\.count) == [2, 1])
  }

  @Test func aStackElementBelowAPoppedOneIsFoundAfterThePop() {
    let store = Store(initialState: Board.State()) { Board() }
    let first = store.withState { $0.path.ids[0] }
    let pushed: StackElementID = 1
    store.send(.path(.push(id: pushed, state: Item.State(id: 2))))
    store.send(.path(.element(id: pushed, action: .increment)))
    store.send(.path(.popFrom(id: pushed)))
    store.send(.path(.element(id: first, action: .increment)))
    #expect(store.withState { $0.path.ids } == [first])
    #expect(store.withState { $0.path[id: first]?.count } == 1)
  }

  // MARK: Tracking off

  @Test func withNobodyObservingEveryOperatorChangesItsChildAndMakesNoRegistrar() {
    var state = Board.State()
    // Through the storage: reading a tracked property makes its registrar.
    let stackID = state.storage.path.ids[0]
    let board = Board()
    for action: Board.Action in [
      .items(.element(id: 2, action: .increment)), .tallies(.element(id: 1, action: .increment)),
      .path(.element(id: stackID, action: .increment)), .child(.increment),
      .tally(.increment), .detail(.presented(.increment)),
    ] {
      _ = board.reduce(into: &state, action: action)
    }
    #expect(!state._$observationRegistrar._$isObserved)
    #expect(state.storage.items[id: 2]?.count == 1)
    #expect(state.storage.tallies[id: 1]?.count == 1)
    #expect(state.storage.path[id: stackID]?.count == 1)
    #expect(state.storage.child.count == 1)
    #expect(state.storage.tally.count == 1)
    #expect(state.$detail.wrappedValue?.count == 1)
  }

  @Test func observersRegisteredAfterUnobservedChangesAreTold() {
    var state = Board.State()
    let board = Board()
    _ = board.reduce(into: &state, action: .tallies(.element(id: 1, action: .increment)))
    let copy = state
    let tallies = track { _ = copy.tallies }
    _ = board.reduce(into: &state, action: .tallies(.element(id: 1, action: .increment)))
    #expect(tallies.value == 1)
    #expect(state.tallies[id: 1]?.count == 2)
  }
}

// The tracked properties' storage is private to the state, as upstream's: read here, in its
// file, without registering an access.
extension ChildOperatorObservationTests.Board.State {
  var storage:
    (
      items: IdentifiedArrayOf<ChildOperatorObservationTests.Item.State>,
      tallies: IdentifiedArrayOf<ChildOperatorObservationTests.Tally.State>,
      path: StackState<ChildOperatorObservationTests.Item.State>,
      child: ChildOperatorObservationTests.Item.State,
      tally: ChildOperatorObservationTests.Tally.State
    )
  {
    (_items, _tallies, _path, _child, _tally)
  }
}
