import ComposableArchitectureTesting
import FeatureFixtures
import Foundation
import Testing

// From upstream's documentation: Testing › Non-exhaustive testing: the remove-last and UUID model samples.

@Reducer
struct RemoveLast {
  @ObservableState
  struct State: Equatable {
    var values = [1, 2, 3]
  }
  enum Action {
    case removeButtonTapped
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .removeButtonTapped:
        state.values.removeLast()
        return .none
      }
    }
  }
}

struct Model: Equatable {
  let id: UUID
  init() {
    @Dependency(\.uuid) var uuid
    self.id = uuid()
  }
  init(id: UUID) {
    self.id = id
  }
}

@Reducer
struct Models {
  struct State: Equatable {
    var values: [Model] = []
  }
  enum Action {
    case addButtonTapped
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.values.append(Model())
        return .none
      }
    }
  }
}

@MainActor
struct NonExhaustiveTests {
  @Test func relativeMutationPassesExhaustively() async {
    let store = TestStore(initialState: RemoveLast.State()) { RemoveLast() }
    await store.send(.removeButtonTapped) {
      $0.values.removeLast()
    }
  }

  @Test func relativeMutationFailsNonExhaustively() async {
    let store = TestStore(initialState: RemoveLast.State()) { RemoveLast() }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.removeButtonTapped) {
        $0.values.removeLast()
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation.")
    }
  }

  @Test func absoluteMutationPassesNonExhaustively() async {
    let store = TestStore(initialState: RemoveLast.State()) { RemoveLast() }
    store.exhaustivity = .off
    await store.send(.removeButtonTapped) {
      $0.values = [1, 2]
    }
    await store.send(.removeButtonTapped) {
      #expect($0.values.count == 1)
    }
  }

  @Test func modelsBuiltInTheClosureSeeTheIDsOfTheAction() async {
    let store = TestStore(initialState: Models.State()) {
      Models()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.exhaustivity = .off
    await store.send(.addButtonTapped) {
      $0.values = [Model()]
    }
  }

  @Test func showingSkippedAssertionsRunsTheClosureTwice() async {
    let store = TestStore(initialState: Models.State()) {
      Models()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await withKnownIssue {
      await store.send(.addButtonTapped) {
        $0.values = [Model()]
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation.")
        && issue.description.contains(
          "−     [0]: Model(id: UUID(00000000-0000-0000-0000-000000000001))")
        && issue.description.contains(
          "+     [0]: Model(id: UUID(00000000-0000-0000-0000-000000000000))")
    }
  }

  @Test func explicitIDsWorkWhenShowingSkippedAssertions() async {
    let store = TestStore(initialState: Models.State()) {
      Models()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.addButtonTapped) {
      $0.values = [Model(id: UUID(0))]
    }
    await store.send(.addButtonTapped) {
      $0.values = [Model(id: UUID(0)), Model(id: UUID(1))]
    }
  }

  @Test func skippedReceivedActionsAreShownWithoutFailing() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.twice)
    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse) {
      $0.numberFact = "2 is a test fact."
    }
  }
}
