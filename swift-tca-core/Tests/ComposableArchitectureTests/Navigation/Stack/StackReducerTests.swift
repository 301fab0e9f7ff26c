import Clocks
import Testing

@_spi(Internals) @testable import ComposableArchitecture

@MainActor
struct StackReducerTests {
  func store(_ path: StackState<StackRoot.Path.State> = []) -> StoreOf<StackRoot> {
    Store(initialState: StackRoot.State(path: path)) {
      StackRoot()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
  }

  @Test func elementActionsRunTheElementFirst() {
    let store = store([.form(ItemFormFeature.State())])
    let id = store.path.ids[0]
    store.send(.path(.element(id: id, action: .form(.nameChanged("Lamp")))))
    #expect(store.path[id: id]?.form?.item.name == "Lamp")
    #expect(store.log == [#"parent saw nameChanged("Lamp")"#])
    store.send(.path(.element(id: id, action: .form(.saveButtonTapped))))
    #expect(store.path.isEmpty)
    #expect(store.log.last == "saved Lamp")
  }

  @Test func popFromRunsTheParentFirstThenPopsEverythingAbove() {
    let store = store([
      .form(ItemFormFeature.State(item: Item(id: 1, name: "A"))),
      .detail(DetailFeature.State(id: 2)),
    ])
    store.send(.path(.popFrom(id: store.path.ids[0])))
    #expect(store.log == ["popping A"])
    #expect(store.path.isEmpty)
  }

  @Test func actionsForMissingElementsAreIssues() {
    let store = store()
    withKnownIssue {
      store.send(.path(.element(id: 0, action: .form(.saveButtonTapped))))
    } matching: { issue in
      issue.description.contains(
        #"A "forEach" at "ComposableArchitectureTests/StackFeatures.swift:41" received an action for a missing element."#
      )
    }
    withKnownIssue {
      store.send(.path(.popFrom(id: 0)))
    } matching: { issue in
      issue.description.contains(#"received a "popFrom" action for a missing element."#)
    }
    #expect(store.log == ["popping ?"])
  }

  @Test func aPopFromForAMissingIDNamesItAndThePathsIDs() {
    let store = store([.detail(DetailFeature.State(id: 1))])
    let id = store.path.ids[0]
    withKnownIssue {
      store.send(.path(.popFrom(id: 999)))
    } matching: { issue in
      issue.description.hasSuffix(
        """
        received a "popFrom" action for a missing element.

          ID:
            #999
          Path IDs:
            [\(id)]
        """)
    }
    #expect(store.path.ids == [id])
  }

  @Test func anActionForAMissingElementShowsTheElementsActionAndEndsWithUpstreamsText() {
    let store = store()
    withKnownIssue {
      store.send(.path(.element(id: 0, action: .form(.saveButtonTapped))))
    } matching: { issue in
      issue.description.contains(
        """
        (An element's effects are cancelled when it is popped: an effect that sends after calling \
        "dismiss()" gets here.)

        A "forEach" at
        """)
        && issue.description.contains(
          """
          received an action for a missing element.

            Action:
              StackRoot.Path.Action.form(.saveButtonTapped)

          This is generally considered an application logic error, and can happen for a few reasons:

          A parent reducer removed an element with this ID before this reducer ran.
          """)
        && issue.description.hasSuffix(
          """
          contains an element at this id. In SwiftUI applications, use \
          "NavigationStack.init(path:)" with a binding to a store.
          """)
    }
  }

  @Test func pushingAnIDTheStackHasIsAnIssue() {
    let store = store([.detail(DetailFeature.State(id: 1))])
    let id = store.path.ids[0]
    withKnownIssue {
      store.send(.path(.push(id: id, state: .detail(DetailFeature.State(id: 9)))))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasSuffix(
          """
          received a "push" action for an element it already contains.

            ID:
              \(id)
            Path IDs:
              [\(id)]
          """)
      }
    }
    #expect(store.path[id: id]?.detail?.id == 1)
  }

  @Test func theIDGeneratorPeeksAtAndMakesTheNextID() {
    @Dependency(\.stackElementID) var stackElementID
    let first = stackElementID.peek()
    #expect(stackElementID.next() == first)
    #expect(stackElementID.peek().generation == first.generation + 1)
    #expect(stackElementID() == StackElementID(generation: first.generation + 1))
  }

  @Test(arguments: [false, true])
  func poppingCancelsTheEffectsOfEveryPoppedElement(directly: Bool) async {
    let clock = TestClock()
    let path: StackState<StackRoot.Path.State> = [
      .form(ItemFormFeature.State()), .form(ItemFormFeature.State()),
      .form(ItemFormFeature.State()),
    ]
    let send: (StackRoot.Action) -> StoreTask
    let ids = path.ids
    if directly {
      let store = Store(
        initialState: CallingDirectly<StackRoot>.State(wrapped: StackRoot.State(path: path))
      ) {
        CallingDirectly { StackRoot() }
      } withDependencies: {
        $0.continuousClock = clock
      }
      send = { store.send(.wrapped($0)) }
    } else {
      let store = Store(initialState: StackRoot.State(path: path)) {
        StackRoot()
      } withDependencies: {
        $0.continuousClock = clock
      }
      send = { store.send($0) }
    }
    let timers = ids.map { send(.path(.element(id: $0, action: .form(.startTimer)))) }
    _ = send(.path(.popFrom(id: ids[1])))
    await timers[1].finish()
    await timers[2].finish()
    #expect(timers[1].isCancelled)
    #expect(timers[2].isCancelled)
    #expect(!timers[0].isCancelled)
    _ = send(.popAll)
    await timers[0].finish()
    #expect(timers[0].isCancelled)
  }

  @Test func anElementDismissesItselfByPopping() async {
    let store = store([.detail(DetailFeature.State(id: 1)), .form(ItemFormFeature.State())])
    let formID = store.path.ids[1]
    await store.send(.path(.element(id: formID, action: .form(.cancelButtonTapped)))).finish()
    #expect(store.path.ids.count == 1)
    #expect(store.log == ["parent saw cancelButtonTapped", "popping "])
  }

  @Test func theDriverPushesListsAndPops() {
    let store = store()
    let stack = NavigationStackDriver(store.scope(state: \.path, action: \.path))
    stack.push(.detail(DetailFeature.State(id: 1)))
    stack.push(.form(ItemFormFeature.State()))
    stack.push(.detail(DetailFeature.State(id: 3)))
    #expect(stack.elements.count == 3)
    #expect(stack.elements[0].store === stack.elements[0].store)
    guard case let .form(form) = stack.elements[1].store.case else {
      Issue.record("Expected a form")
      return
    }
    form.send(.nameChanged("Mat"))
    #expect(store.path[id: stack.elements[1].id]?.form?.item.name == "Mat")
    stack.pop()
    #expect(stack.elements.count == 2)
    stack.pop(to: stack.elements[0].id)
    #expect(stack.elements.count == 1)
    #expect(store.log == ["parent saw nameChanged(\"Mat\")", "popping ?", "popping Mat"])
    stack.popToRoot()
    #expect(store.path.isEmpty)
  }

  @Test func scopingToAnElementByID() {
    let store = store([.detail(DetailFeature.State(id: 1))])
    let id = store.path.ids[0]
    let detail = store.scope(state: \.path[id: id], action: \.path[id: id])
    #expect(detail != nil)
    #expect(detail === store.scope(state: \.path[id: id], action: \.path[id: id]))
    detail?.send(.detail(.editButtonTapped))
    #expect(store.path[id: id]?.detail?.editItem != nil)
    store.send(.popAll)
    #expect(store.scope(state: \.path[id: id], action: \.path[id: id]) == nil)
  }
}
