import ComposableArchitecture
import Testing

@Reducer
struct SessionWithIfCaseLet {
  typealias State = Session.State
  typealias Action = Session.Action
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .logOut = action { state = .loggedOut }
      return .none
    }
    .ifCaseLet(\.loggedIn, action: \.loggedIn) {
      Counter()
    }
  }
}

@Reducer
struct Rows {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Counter.State> = []
    var deleted: [Int] = []
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Counter>)
    case remove(id: Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rows(.element(id: id, action: .delegate(count))) where count >= 2:
        state.rows.remove(id: id)
        state.deleted.append(id)
      case let .remove(id):
        state.rows.remove(id: id)
      case .rows:
        break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) {
      Counter()
    }
  }
}

@MainActor
struct IfCaseLetTests {
  @Test func childRunsWhileInItsCase() {
    let store = Store(initialState: Session.State.loggedIn(Counter.State())) {
      SessionWithIfCaseLet()
    }
    store.send(.loggedIn(.increment))
    #expect(store.state == .loggedIn(Counter.State(count: 1)))
  }

  @Test func childActionInAnotherCaseIsAnIssue() {
    let store = Store(initialState: Session.State.loggedOut) { SessionWithIfCaseLet() }
    withKnownIssue {
      store.send(.loggedIn(.increment))
    } matching: { issue in
      issue.description.contains(
        #"An "ifCaseLet" at "ComposableArchitectureTests/IfCaseLetAndForEachTests.swift:13" received a child action when child state was set to a different case."#
      )
    }
  }

  @Test func theIssueDumpsTheActionAndStateThenListsTheCauses() {
    let store = Store(initialState: Session.State.loggedOut) { SessionWithIfCaseLet() }
    withKnownIssue {
      store.send(.loggedIn(.increment))
    } matching: { issue in
      // Upstream's text, word for word.
      issue.description.contains(
        """
        received a child action when child state was set to a different case.

          Action:
            Session.Action.loggedIn(.increment)
          State:
            Session.State.loggedOut

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set "Session.State" to a different case before this reducer ran. This \
        reducer must run before any other reducer sets child state to a different case.
        """)
        && issue.description.hasSuffix(
          """
          Make sure that actions for this reducer can only be sent from a store when state is set \
          to the appropriate case. In SwiftUI applications, use "SwitchStore".
          """)
    }
  }

  @Test func theIssueNamesAGenericParentStateAsUpstreamDoes() {
    struct Failure: Error, Equatable {}
    let store = Store(initialState: Result<Int, Failure>.failure(Failure())) {
      EmptyReducer<Result<Int, Failure>, Result<Int, Failure>>()
        .ifCaseLet(\.success, action: \.success) { EmptyReducer<Int, Int>() }
    }
    withKnownIssue {
      store.send(.success(1))
    } matching: { issue in
      issue.description.contains(
        #"A parent reducer set "Result" to a different case before this reducer ran."#)
    }
  }

  @Test func leavingTheCaseCancelsTheChildsEffects() async {
    let store = Store(initialState: Session.State.loggedIn(Counter.State())) {
      SessionWithIfCaseLet()
    }
    let effect = store.send(.loggedIn(.incrementLater))
    store.send(.logOut)
    await effect.finish()
    #expect(effect.isCancelled)
  }
}

@MainActor
struct ForEachTests {
  @Test func elementActionsRunOnTheirElementBeforeTheParent() {
    let store = Store(
      initialState: Rows.State(rows: [Counter.State(id: 1), Counter.State(id: 2)])
    ) { Rows() }
    store.send(.rows(.element(id: 2, action: .increment)))
    #expect(store.rows[id: 2]?.count == 1)
    #expect(store.rows[id: 1]?.count == 0)
    store.send(.rows(.element(id: 2, action: .increment)))
    #expect(store.rows.ids == [1])
    #expect(store.deleted == [2])
  }

  @Test func anActionForAMissingElementIsAnIssue() {
    let store = Store(initialState: Rows.State()) { Rows() }
    withKnownIssue {
      store.send(.rows(.element(id: 9, action: .increment)))
    } matching: { issue in
      issue.description.contains(
        #"A "forEach" at "ComposableArchitectureTests/IfCaseLetAndForEachTests.swift:43" received an action for a missing element."#
      )
        && issue.description.contains(
          "\n\n  Action:\n    Rows.Action.rows(.element(id:, action: .increment))\n\n")
    }
  }

  @Test func removingAnElementCancelsItsEffects() async {
    let store = Store(
      initialState: Rows.State(rows: [Counter.State(id: 1), Counter.State(id: 2)])
    ) { Rows() }
    let first = store.send(.rows(.element(id: 1, action: .incrementLater)))
    let second = store.send(.rows(.element(id: 2, action: .incrementLater)))
    store.send(.remove(id: 1))
    await first.finish()
    #expect(first.isCancelled)
    #expect(!second.isCancelled)
    second.cancel()
  }

  @Test func caseKeyPathsReachElementsByID() {
    let path: CaseKeyPath<Rows.Action, Counter.Action> = \.rows[id: 3]
    let action = path(.increment)
    #expect(action == .rows(.element(id: 3, action: .increment)))
    #expect(action[case: \.rows[id: 3]] == .increment)
    #expect(action[case: \.rows[id: 4]] == nil)
    #expect(action[case: \.rows[id: 3].delegate] == nil)
    let store = Store(initialState: Rows.State(rows: [Counter.State(id: 3)])) { Rows() }
    store.send(path(.increment))
    #expect(store.rows[id: 3]?.count == 1)
  }
}
