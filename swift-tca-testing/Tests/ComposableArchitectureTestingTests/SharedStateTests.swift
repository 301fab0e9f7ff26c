import ComposableArchitectureTesting
import Testing

// From upstream's documentation: SharingState › Testing shared state, Testing when using persistence, Testing tips.

@Reducer
private struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared var count: Int
  }
  enum Action {
    case incrementButtonTapped
    case incrementInEffectButtonTapped
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      case .incrementInEffectButtonTapped:
        return .run { [sharedCount = state.$count] _ in
          sharedCount.withLock { $0 += 1 }
        }
      }
    }
  }
}

@Reducer
private struct PersistedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
  }
  enum Action {
    case buttonTapped
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      state.$count.withLock { $0 += 1 }
      return .none
    }
  }
}

@Reducer
private struct TwoCounters {
  @ObservableState
  struct State: Equatable {
    var feature1 = PersistedCounter.State()
    var feature2 = PersistedCounter.State()
  }
  enum Action {
    case feature1(PersistedCounter.Action)
    case feature2(PersistedCounter.Action)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.feature1, action: \.feature1) { PersistedCounter() }
    Scope(state: \.feature2, action: \.feature2) { PersistedCounter() }
  }
}

@Reducer
private struct AppStorageCounter {
  @ObservableState
  struct State: Equatable {
    @Shared(.appStorage("count")) var count = 0
    var lastSeen: Int?
  }
  enum Action {
    case incrementButtonTapped
    case onAppear
    case countUpdated(Int)
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      case .onAppear:
        return .run { [count = state.$count] send in
          for await value in count.values {
            await send(.countUpdated(value))
          }
        }
      case let .countUpdated(count):
        state.lastSeen = count
        return .none
      }
    }
  }
}

@Reducer
private struct ItemDetail {
  struct Item: Equatable, Identifiable, Sendable {
    let id: Int
    var title: String
  }
  @ObservableState
  struct State: Equatable {
    @Shared var item: Item
    @Shared(.inMemory("items")) var items: IdentifiedArrayOf<Item> = []
  }
  enum Action {
    case deleteButtonTapped
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      // Upstream's SyncUps delete: the item, derived from the list, is read inside the list's lock.
      state.$items.withLock { _ = $0.remove(id: state.item.id) }
      return .none
    }
  }
}

@MainActor
struct SharedStateTests {
  @Test func appStorageStateIsTestedTheSameWay() async {
    let store = TestStore(initialState: AppStorageCounter.State()) {
      AppStorageCounter()
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults.integer(forKey: "count") == 1)
  }

  @Test func observingChangesToSharedStateInAnEffect() async {
    let store = TestStore(initialState: AppStorageCounter.State()) {
      AppStorageCounter()
    }
    let task = await store.send(.onAppear)
    await store.receive(\.countUpdated, 0) {
      $0.lastSeen = 0
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    await store.receive(\.countUpdated, 1) {
      $0.lastSeen = 1
    }
    await task.cancel()
  }

  @Test func sharedStateIsAssertedLikeAnyState() async {
    let store = TestStore(initialState: SharedCounter.State(count: Shared(0))) {
      SharedCounter()
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 += 1 }
    }
    #expect(store.state.count == 2)
  }

  @Test func aWrongSharedAssertionFailsWithADiff() async {
    let store = TestStore(initialState: SharedCounter.State(count: Shared(0))) {
      SharedCounter()
    }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.$count.withLock { $0 = 2 }
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation.")
        && issue.description.contains("−   _count: 2")
        && issue.description.contains("+   _count: 1")
        && issue.description.contains("(Expected: −, Actual: +)")
    }
  }

  @Test func anUnassertedSharedChangeInTheReducerFails() async {
    let store = TestStore(initialState: SharedCounter.State(count: Shared(0))) {
      SharedCounter()
    }
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred.")
        && issue.description.contains("−   _count: 0")
        && issue.description.contains("+   _count: 1")
    }
  }

  @Test func changesMadeByEffectsMustBeAssertedByTheEnd() async {
    await withKnownIssue {
      let store = TestStore(initialState: SharedCounter.State(count: Shared(0))) {
        SharedCounter()
      }
      await store.send(.incrementInEffectButtonTapped)
    } matching: { issue in
      issue.description.contains(
        "Test store finished before asserting against changes to shared state.")
        && issue.description.contains("− 0")
        && issue.description.contains("+ 1")
        && issue.description.contains(
          #"Invoke "TestStore.assert" at the end of this test to assert against changes to shared state."#
        )
    }
  }

  @Test func assertAcceptsChangesMadeByEffects() async {
    let store = TestStore(initialState: SharedCounter.State(count: Shared(0))) {
      SharedCounter()
    }
    await store.send(.incrementInEffectButtonTapped)
    store.assert {
      $0.$count.withLock { $0 = 1 }
    }
  }

  @Test func finishReportsUnassertedSharedChanges() async {
    let store = TestStore(initialState: SharedCounter.State(count: Shared(0))) {
      SharedCounter()
    }
    await store.send(.incrementInEffectButtonTapped)
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.description.contains(
        "Test store finished before asserting against changes to shared state.")
    }
  }

  @Test func nonExhaustiveTestsMayLeaveSharedChangesUnasserted() async {
    let store = TestStore(initialState: SharedCounter.State(count: Shared(0))) {
      SharedCounter()
    }
    store.exhaustivity = .off
    await store.send(.incrementInEffectButtonTapped)
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 2 }
    }
  }

  @Test func persistedStateIsTestedTheSameWay() async {
    let store = TestStore(initialState: PersistedCounter.State()) {
      PersistedCounter()
    }
    await store.send(.buttonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
  }

  @Test func overridingPersistedStateAtTheTopOfATest() async {
    @Shared(.inMemory("count")) var count = 42
    let store = TestStore(initialState: PersistedCounter.State()) {
      PersistedCounter()
    }
    await store.send(.buttonTapped) {
      $0.$count.withLock { $0 = 43 }
    }
  }

  @Test func twoFeaturesWithOneKeyStayInSync() async {
    let store = TestStore(initialState: TwoCounters.State()) {
      TwoCounters()
    }
    await store.send(\.feature1.buttonTapped) {
      $0.feature1.$count.withLock { $0 = 1 }
    }
    #expect(store.state.feature2.count == 1)
  }

  @Test func assertingThroughACapturedReference() async {
    @Shared(.inMemory("count")) var count = 0
    let store = TestStore(initialState: TwoCounters.State()) {
      TwoCounters()
    }
    await store.send(\.feature1.buttonTapped) { _ in
      $count.withLock { $0 = 1 }
    }
  }

  @Test func aCapturedReferenceCatchesAFeatureThatStoppedSharing() async {
    @Shared(.inMemory("count")) var count = 0
    let store = TestStore(initialState: SharedCounter.State(count: Shared(0))) {
      SharedCounter()
    }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { _ in
        $count.withLock { $0 = 1 }
      }
    } matching: { issue in
      issue.description.contains("does not match expectation")
    }
  }

  @Test func aDerivedValueReadInsideItsParentsLockInTheReducerAndTheAssertion() async throws {
    @Shared(.inMemory("items")) var items: IdentifiedArrayOf<ItemDetail.Item> = [
      ItemDetail.Item(id: 1, title: "Design"), ItemDetail.Item(id: 2, title: "Engineering"),
    ]
    let item = try #require(Shared($items[id: 1]))
    let store = TestStore(initialState: ItemDetail.State(item: item)) {
      ItemDetail()
    }
    await store.send(.deleteButtonTapped) { state in
      state.$items.withLock { _ = $0.remove(id: state.item.id) }
    }
    #expect(items.ids == [2])
    #expect(store.state.item.title == "Design")
  }
}
