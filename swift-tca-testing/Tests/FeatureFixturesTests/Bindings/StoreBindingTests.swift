import ComposableArchitecture
import FeatureFixtures
import Observation
import Synchronization
import Testing

/// Records the actions a store's reducer receives.
@MainActor
final class ActionLog<Action> {
  var actions: [Action] = []

  /// A store running `feature` that records each action before the feature runs.
  func store<R: Reducer<State, Action>, State>(_ initialState: State, _ feature: R)
    -> Store<State, Action>
  {
    Store(initialState: initialState) {
      Reduce { _, action in
        self.actions.append(action)
        return .none
      }
      feature
    }
  }
}

/// A bindable feature that forgot its `BindingReducer`.
@Reducer
struct ForgotBindingReducer {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@MainActor
struct StoreBindingTests {
  @Test func aBindingNoReducerAppliesIsReportedAsUpstreamReportsIt() {
    let store = Store(initialState: ForgotBindingReducer.State()) { ForgotBindingReducer() }
    withKnownIssue {
      store.text = "Blob"
    } matching: { issue in
      issue.description.hasSuffix(
        """
        A binding action sent from a store was not handled.

          Action:
            ForgotBindingReducer.Action.binding(.set(_, "Blob"))

        To fix this, invoke "BindingReducer()" from your feature reducer's "body".
        """)
    }
    #expect(store.text == "")
  }

  @Test func eachUnhandledWriteToTheSameFieldIsReportedOnce() {
    let store = Store(initialState: ForgotBindingReducer.State()) { ForgotBindingReducer() }
    let reported = Mutex<[String]>([])
    withKnownIssue {
      store.text = "Blob"
      store.text = "Blob Jr"
    } matching: { issue in
      reported.withLock { $0.append(issue.description) }
      return issue.description.contains("was not handled")
    }
    let descriptions = reported.withLock { $0 }
    #expect(descriptions.count == 2)
    #expect(descriptions.last?.contains(#".set(_, "Blob Jr")"#) == true)
  }

  @Test func anActionKeptByAReducerKeepsItsValueWhenTheFieldIsWrittenAgain() {
    let log = ActionLog<Settings.Action>()
    let store = log.store(Settings.State(), Settings())
    store.displayName = "Blob"
    store.displayName = "Blob Jr"
    store.displayName = "Blob Sr"
    #expect(
      log.actions == [
        .binding(.set(\.displayName, "Blob")), .binding(.set(\.displayName, "Blob Jr")),
        .binding(.set(\.displayName, "Blob Sr")),
      ])
    #expect(store.displayName == "Blob Sr")
  }

  @Test func writesToOneFieldAfterAnotherApplyEachValue() {
    let store = Store(initialState: Settings.State()) { Settings() }
    for name in ["B", "Bl", "Blo", "Blob"] {
      store.displayName = name
      #expect(store.displayName == name)
    }
    store.protectMyPosts = true
    store.displayName = "Blob Jr"
    #expect(store.protectMyPosts)
    #expect(store.displayName == "Blob Jr")
  }

  @Test func aViewActionBindingNoReducerAppliesIsReportedWithTheViewActionType() {
    let store = Store(initialState: Login.State()) {
      Reduce<Login.State, Login.Action> { _, _ in .none }
    }
    withKnownIssue {
      store.username = "Blob"
    } matching: { issue in
      issue.description.contains(#"Login.Action.View.binding(.set(_, "Blob"))"#)
    }
    #expect(store.username == "")
  }

  @Test func aBindingTheReducerAppliesIsNotReported() {
    let store = Store(initialState: Settings.State()) { Settings() }
    store.displayName = "Blob"
    #expect(store.displayName == "Blob")
  }

  @Test func writingAStoreFieldSendsOneBindingAction() {
    let log = ActionLog<Settings.Action>()
    let store = log.store(Settings.State(), Settings())
    store.displayName = "Blob"
    #expect(log.actions == [.binding(.set(\.displayName, "Blob"))])
    #expect(store.displayName == "Blob")

    store.displayName = "Blob"
    #expect(log.actions.count == 2, "a write that repeats the value still sends")
  }

  @Test func writingAStoreFieldNotifiesObserversOfThatFieldOnly() {
    let store = Store(initialState: Settings.State()) { Settings() }
    let changed = LockIsolated<[String]>([])
    withObservationTracking {
      _ = store.displayName
    } onChange: {
      changed.withValue { $0.append("displayName") }
    }
    withObservationTracking {
      _ = store.protectMyPosts
    } onChange: {
      changed.withValue { $0.append("protectMyPosts") }
    }
    store.protectMyPosts = true
    #expect(changed.value == ["protectMyPosts"])
    store.displayName = "Blob"
    #expect(changed.value == ["protectMyPosts", "displayName"])
  }

  @Test func viewActionStoresWrapBindingWritesInTheViewCase() {
    let log = ActionLog<Login.Action>()
    let store = log.store(Login.State(), Login())
    store.username = "blob"
    #expect(log.actions == [.view(.binding(.set(\.username, "blob")))])
    #expect(store.username == "blob")
  }

  @Test func projectedStoreFieldIsABindingThatSendsBindingActions() {
    @Bindable var store = Store(initialState: Settings.State()) { Settings() }
    let displayName = $store.displayName
    #expect(displayName.wrappedValue == "")
    displayName.wrappedValue = "Blob"
    #expect(store.displayName == "Blob")
    #expect(displayName.wrappedValue == "Blob")
  }

  @Test func adHocBindingSendsTheNamedAction() {
    let log = ActionLog<Settings.Action>()
    @Bindable var store = log.store(Settings.State(), Settings())
    let haptics = $store.isHapticsEnabled.sending(\.isHapticsEnabledChanged)
    #expect(haptics.wrappedValue)
    haptics.wrappedValue = false
    #expect(log.actions == [.isHapticsEnabledChanged(false)])
    #expect(!store.isHapticsEnabled)
    #expect(!haptics.wrappedValue)
  }

  @Test func bindingsDeriveFieldsAndCasePayloads() {
    let store = Store(initialState: ItemForm.State()) { ItemForm() }
    let item = Bindable(store)

    item.address.street.wrappedValue = "Main St"
    #expect(store.address == ItemForm.Address(street: "Main St"))

    let quantity = item.status[case: \.inStock]
    #expect(quantity?.wrappedValue == 1)
    quantity?.wrappedValue += 1
    #expect(store.status == .inStock(quantity: 2))
    #expect(item.status[case: \.outOfStock] == nil)

    store.status = .outOfStock(isOnBackOrder: true)
    #expect(quantity?.wrappedValue == 2, "keeps the last payload after the case changed")
    #expect(item.status[case: \.outOfStock]?.wrappedValue == true)
  }

  @Test func storeWritesReachUntrackedFieldsAndSameNamedFieldsOfOtherStates() {
    let item = Store(initialState: ItemForm.State()) { ItemForm() }
    let settings = Store(initialState: Settings.State()) { Settings() }
    item.draftNote = "Fragile"
    item.displayName = "Lamp"
    settings.displayName = "Blob"
    item.displayName = "Desk lamp"
    #expect(item.draftNote == "Fragile")
    #expect(item.displayName == "Desk lamp")
    #expect(settings.displayName == "Blob")
  }

  @Test func observableStateWritesTrackedFieldsDirectly() {
    #expect(ItemForm.State._$field(for: \ItemForm.State.displayName) != nil)
    #expect(ItemForm.State._$field(for: \ItemForm.State.draftNote) == nil)
    #expect(ItemForm.State._$field(for: \ItemForm.State.address.street) == nil)
  }

  @Test func handMadeAndConstantBindings() {
    let store = Store(initialState: Settings.State()) { Settings() }
    let name = StoreBinding(get: { store.displayName }, set: { store.displayName = $0 })
    name.wrappedValue = "Blob"
    #expect(store.displayName == "Blob")

    let constant = StoreBinding.constant(42)
    constant.wrappedValue = 0
    #expect(constant.wrappedValue == 42)
  }
}

@MainActor
struct ViewActionTests {
  @Test func viewActionSendingWrapsActionsInTheViewCase() async {
    let log = ActionLog<Login.Action>()
    let screen = LoginScreen(
      store: log.store(Login.State(), Login()))
    screen.submit(username: "blob")
    await screen.send(.loginButtonTapped).finish()
    #expect(
      log.actions == [
        .view(.binding(.set(\.username, "blob"))), .view(.loginButtonTapped),
        .loginResponse(true), .view(.loginButtonTapped), .loginResponse(true),
      ])
    #expect(screen.store.isLoggedIn)
  }

  @Test func animatedViewActionsAreSentAsUsual() async {
    let log = ActionLog<Login.Action>()
    let screen = LoginScreen(store: log.store(Login.State(), Login()))
    await screen.send(.loginButtonTapped, animation: .easeInOut).finish()
    await screen.send(.loginButtonTapped, transaction: Transaction(animation: nil)).finish()
    #expect(log.actions.filter { $0 == .view(.loginButtonTapped) }.count == 2)
  }
}
