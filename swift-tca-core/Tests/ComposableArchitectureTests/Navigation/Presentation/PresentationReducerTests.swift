import Clocks
import Testing

@testable import ComposableArchitecture

/// Calls `InventoryFeature().reduce(into:action:)` itself, as a parent that shares logic by
/// calling a child reducer directly: `ifLet` must behave the same on this route.
@Reducer
struct DirectInventoryHost {
  struct State: Equatable {
    var inventory = InventoryFeature.State()
  }
  enum Action {
    case inventory(InventoryFeature.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .inventory(action):
        return InventoryFeature().reduce(into: &state.inventory, action: action)
          .map { .inventory($0) }
      }
    }
  }
}

/// The two ways an inventory runs: by its own store, or called directly by a parent.
enum Route: CaseIterable, CustomTestStringConvertible {
  case store
  case direct

  var testDescription: String { self == .store ? "run by a store" : "called directly" }

  /// Sends inventory actions on this route, and reads the inventory's state.
  @MainActor
  func inventory(
    _ state: InventoryFeature.State = InventoryFeature.State(), clock: TestClock<Duration>
  ) -> (send: (InventoryFeature.Action) -> StoreTask, state: () -> InventoryFeature.State) {
    switch self {
    case .store:
      let store = Store(initialState: state) {
        InventoryFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      return ({ store.send($0) }, { store.state })
    case .direct:
      let store = Store(initialState: DirectInventoryHost.State(inventory: state)) {
        DirectInventoryHost()
      } withDependencies: {
        $0.continuousClock = clock
      }
      return ({ store.send(.inventory($0)) }, { store.state.inventory })
    }
  }
}

@MainActor
struct PresentationReducerTests {
  @Test(arguments: Route.allCases)
  func presentedActionsRunTheChildFirst(route: Route) {
    let inventory = route.inventory(clock: TestClock())
    _ = inventory.send(.addButtonTapped)
    _ = inventory.send(.addItem(.presented(.nameChanged("Headphones"))))
    #expect(inventory.state().addItem?.item.name == "Headphones")
    #expect(
      inventory.state().log == [#"parent saw nameChanged("Headphones") with name Headphones"#])
  }

  @Test(arguments: Route.allCases)
  func dismissRunsTheParentFirstThenNilsTheState(route: Route) {
    let inventory = route.inventory(clock: TestClock())
    _ = inventory.send(.addButtonTapped)
    _ = inventory.send(.addItem(.presented(.nameChanged("Mug"))))
    _ = inventory.send(.addItem(.dismiss))
    #expect(inventory.state().addItem == nil)
    #expect(inventory.state().log.last == "dismissing Mug")
  }

  @Test(arguments: Route.allCases)
  func presentationActionsWhileNilAreIssuesAndTheParentStillRuns(route: Route) {
    let inventory = route.inventory(clock: TestClock())
    withKnownIssue {
      _ = inventory.send(.addItem(.presented(.nameChanged("Lamp"))))
    } matching: { issue in
      issue.description.contains(
        #"An "ifLet" at "ComposableArchitectureTests/NavigationFeatures.swift:92" received a presentation action when destination state was absent."#
      ) && issue.description.contains("InventoryFeature.Action.addItem(.presented(.nameChanged))")
    }
    #expect(inventory.state().log == [#"parent saw nameChanged("Lamp") with name -"#])
    withKnownIssue {
      _ = inventory.send(.addItem(.dismiss))
    } matching: { issue in
      issue.description.contains("received a presentation action when destination state was absent")
    }
    #expect(inventory.state().log.last == "dismissing nothing")
  }

  @Test(arguments: Route.allCases)
  func otherActionsRunOnlyTheParent(route: Route) {
    let inventory = route.inventory(clock: TestClock())
    _ = inventory.send(.addButtonTapped)
    _ = inventory.send(.closeButtonTapped)
    #expect(inventory.state().addItem == nil)
    #expect(inventory.state().log.isEmpty)
  }

  @Test(arguments: Route.allCases)
  func niLingThePresentedStateCancelsItsEffects(route: Route) async {
    let inventory = route.inventory(clock: TestClock())
    _ = inventory.send(.addButtonTapped)
    let timer = inventory.send(.addItem(.presented(.startTimer)))
    #expect(!timer.isCancelled)
    _ = inventory.send(.closeButtonTapped)
    await timer.finish()
    #expect(timer.isCancelled)
  }

  @Test(arguments: Route.allCases)
  func replacingThePresentedStateCancelsItsEffects(route: Route) async {
    let inventory = route.inventory(clock: TestClock())
    _ = inventory.send(.addButtonTapped)
    let timer = inventory.send(.addItem(.presented(.startTimer)))
    _ = inventory.send(.addButtonTapped)  // a new form: another identity
    await timer.finish()
    #expect(timer.isCancelled)
    #expect(inventory.state().addItem != nil)
  }

  @Test(arguments: Route.allCases)
  func keepingThePresentedStateKeepsItsEffects(route: Route) async {
    let clock = TestClock()
    let inventory = route.inventory(clock: clock)
    _ = inventory.send(.addButtonTapped)
    let timer = inventory.send(.addItem(.presented(.startTimer)))
    _ = inventory.send(.addItem(.presented(.nameChanged("Kettle"))))
    #expect(!timer.isCancelled)
    await clock.advanceWhenSuspended(by: .seconds(1))
    await clock.suspended()
    #expect(inventory.state().log.last == "parent saw timerTick with name Kettle")
    timer.cancel()
    await timer.finish()
  }

  @Test(arguments: Route.allCases)
  func savingFromTheChildIntegratesWithTheParent(route: Route) {
    let inventory = route.inventory(clock: TestClock())
    _ = inventory.send(.addButtonTapped)
    _ = inventory.send(.addItem(.presented(.nameChanged("Chair"))))
    _ = inventory.send(.addItem(.presented(.saveButtonTapped)))
    #expect(inventory.state().addItem == nil)
    #expect(inventory.state().items.map(\.name) == ["Chair"])
  }

  @Test(arguments: Route.allCases)
  func theChildDismissesItself(route: Route) async {
    let inventory = route.inventory(clock: TestClock())
    _ = inventory.send(.addButtonTapped)
    _ = inventory.send(.addItem(.presented(.nameChanged("Desk"))))
    await inventory.send(.addItem(.presented(.cancelButtonTapped))).finish()
    #expect(inventory.state().addItem == nil)
    #expect(inventory.state().log.last == "dismissing Desk")
  }

  @Test func actionsOfAnAlertDismissIt() {
    let store = Store(initialState: EditFeature.State(item: Item(id: 1, name: "Pen"))) {
      EditFeature()
    }
    store.send(.deleteButtonTapped)
    #expect(store.alert?.title == TextState("Delete Pen?"))
    store.send(.alert(.presented(.confirmDeletion)))
    #expect(store.alert == nil)
    #expect(store.item.name == "deleted")
  }

  @Test func theParentCancelsAPresentedChildsEffectsWithoutAnID() async {
    let store = Store(initialState: DestinationInventoryFeature.State()) {
      DestinationInventoryFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    store.send(.addButtonTapped)
    let timer = store.send(.destination(.presented(.addItem(.startTimer))))
    #expect(!timer.isCancelled)
    store.send(.detailButtonTapped(id: 1))  // another case of the enum
    await timer.finish()
    #expect(timer.isCancelled)
  }

  @Test func enumAlertCasesAreDismissedByTheirActions() {
    let store = Store(initialState: DestinationInventoryFeature.State(items: [Item(id: 1)])) {
      DestinationInventoryFeature()
    }
    store.send(.deleteButtonTapped)
    #expect(store.destination?.alert != nil)
    store.send(.destination(.presented(.alert(.confirmDeletion))))
    #expect(store.destination == nil)
    #expect(store.items.isEmpty)
  }

  @Test func anActionForAnotherCaseIsAnIssueOfTheDestinationsScope() {
    let store = Store(initialState: DestinationInventoryFeature.State()) {
      DestinationInventoryFeature()
    }
    store.send(.detailButtonTapped(id: 1))
    withKnownIssue {
      store.send(.destination(.presented(.addItem(.nameChanged("x")))))
    } matching: { issue in
      issue.description.contains(
        "received a child action when child state was set to a different case.")
    }
  }

  @Test func deepLinksAreNestedState() {
    let store = Store(
      initialState: DestinationInventoryFeature.State(
        destination: .detailItem(
          DetailFeature.State(
            id: 1,
            editItem: EditFeature.State(
              item: Item(id: 1, name: "Cup"),
              alert: AlertState { TextState("This item is invalid.") }
            )
          )
        )
      )
    ) {
      DestinationInventoryFeature()
    }
    #expect(
      store.destination?.detailItem?.editItem?.alert?.title == TextState("This item is invalid."))
    store.send(
      .destination(
        .presented(.detailItem(.editItem(.presented(.alert(.presented(.confirmDeletion))))))))
    #expect(store.destination?.detailItem?.editItem?.alert == nil)
    #expect(store.destination?.detailItem?.editItem?.item.name == "deleted")
  }
}

@MainActor
struct DismissEffectTests {
  @Test func dismissingWhereNothingIsPresentedIsAnIssue() async {
    let store = Store(initialState: ItemFormFeature.State()) { ItemFormFeature() }
    await withKnownIssue {
      await store.send(.cancelButtonTapped).finish()
    } matching: { issue in
      issue.description.contains(
        #"A reducer requested dismissal at "ComposableArchitectureTests/NavigationFeatures.swift:36", but couldn't be dismissed."#
      ) && issue.description.contains(#"use @Dependency(\.isPresented)"#)
    }
  }

  @Test func anOverriddenDismissIsCalledInstead() async {
    final class Flag { var isSet = false }
    let dismissed = Flag()
    let store = Store(initialState: ItemFormFeature.State()) {
      ItemFormFeature()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.isSet = true }
    }
    await store.send(.cancelButtonTapped).finish()
    #expect(dismissed.isSet)
  }

  @Test func sendingAfterDismissingIsAnIssueAndTheActionIsDropped() async {
    let store = Store(initialState: Presenter.State(child: Presenter.Child.State())) {
      Presenter()
    }
    await withKnownIssue {
      await store.send(.child(.presented(.closeThenSend))).finish()
    } matching: { issue in
      issue.description.contains("An effect sent an action after it dismissed its feature at")
        && issue.description.contains("Presenter.Child.Action.sentAfterDismissal")
    }
    #expect(store.child == nil)
    #expect(store.log == ["dismiss"])
  }

  @Test func isPresentedIsTrueInAPresentedChildOnly() async {
    let store = Store(initialState: Presenter.State()) { Presenter() }
    store.send(.show)
    await store.send(.child(.presented(.checkPresentation))).finish()
    #expect(store.child?.reducerSawPresented == true)
    #expect(store.child?.effectSawPresented == true)
    let root = Store(initialState: Presenter.Child.State()) { Presenter.Child() }
    await root.send(.checkPresentation).finish()
    #expect(root.reducerSawPresented == false)
    #expect(root.effectSawPresented == false)
  }
}

@Reducer
struct Presenter {
  @ObservableState
  struct State: Equatable {
    @Presents var child: Child.State?
    var log: [String] = []
  }
  enum Action {
    case child(PresentationAction<Child.Action>)
    case show
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child(.dismiss):
        state.log.append("dismiss")
      case .child(.presented(.sentAfterDismissal)):
        state.log.append("sentAfterDismissal")
      case .child:
        break
      case .show:
        state.child = Child.State()
      }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Child() }
  }

  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable {
      var reducerSawPresented: Bool?
      var effectSawPresented: Bool?
    }
    enum Action {
      case checkPresentation
      case closeThenSend
      case effectSawPresented(Bool)
      case sentAfterDismissal
    }
    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .checkPresentation:
          state.reducerSawPresented = isPresented
          return .run { send in
            @Dependency(\.isPresented) var isPresented
            await send(.effectSawPresented(isPresented))
          }
        case .closeThenSend:
          return .run { send in
            await self.dismiss()
            await send(.sentAfterDismissal)
          }
        case let .effectSawPresented(value):
          state.effectSawPresented = value
          return .none
        case .sentAfterDismissal:
          return .none
        }
      }
    }
  }
}

@MainActor
struct HandWrittenDestinationTests {
  @Test func aStructDestinationReducerPresentsLikeAnEnumOne() async {
    let store = Store(
      initialState: HandWrittenDestinationHost.State(destination: .add(ItemFormFeature.State()))
    ) {
      HandWrittenDestinationHost()
    }
    store.send(.destination(.presented(.add(.nameChanged("Bowl")))))
    #expect(store.destination?.add?.item.name == "Bowl")
    await store.send(.destination(.presented(.add(.cancelButtonTapped)))).finish()
    #expect(store.destination == nil)
  }
}

@MainActor
struct NestedEnumReducerTests {
  @Test func anEnumReducerNestedInAnotherRunsItsCases() {
    let store = Store(initialState: OuterDestination.State.modal(.form(ItemFormFeature.State()))) {
      OuterDestination.body
    }
    store.send(.modal(.form(.nameChanged("Fan"))))
    #expect(store.state.modal?.form?.item.name == "Fan")
    guard case let .modal(modal) = store.case, case let .form(form) = modal.case else {
      Issue.record("Expected the modal form")
      return
    }
    form.send(.nameChanged("Heater"))
    #expect(store.state.modal?.form?.item.name == "Heater")
  }
}
