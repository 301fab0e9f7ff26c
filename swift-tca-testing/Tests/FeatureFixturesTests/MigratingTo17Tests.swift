#if CombineSchedulers
  import ComposableArchitecture
  import Testing

  // The migration guide "Migrating to 1.7": each feature as written before 1.7 (a view store, its
  // view state, `@BindingState`) and after (`@ObservableState`), driven headlessly as its view
  // would drive it, to show the two behave the same.

  // MARK: Using @ObservableState

  @available(*, deprecated)
  private struct CounterBefore: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action { case incrementButtonTapped }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  /// The view of the guide's first feature before 1.7: `WithViewStore(store, observe:
  /// ViewState.init)` with a hand-written view state.
  @available(*, deprecated)
  @MainActor
  private struct CounterViewBefore {
    struct ViewState: Equatable {
      let count: Int
      init(state: CounterBefore.State) { count = state.count }
    }
    let viewStore: ViewStore<ViewState, CounterBefore.Action>
    init(store: StoreOf<CounterBefore>) {
      viewStore = ViewStore(store, observe: ViewState.init)
    }
    var text: String { viewStore.count.description }
    func tapPlus() { viewStore.send(.incrementButtonTapped) }
  }

  @Reducer
  private struct CounterAfter {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action { case incrementButtonTapped }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  /// The same view after: state read and actions sent on the store itself.
  @MainActor
  private struct CounterViewAfter {
    let store: StoreOf<CounterAfter>
    var text: String { store.count.description }
    func tapPlus() { store.send(.incrementButtonTapped) }
  }

  // MARK: @BindingState

  @available(*, deprecated)
  private struct FormBefore: Reducer {
    struct State: Equatable {
      @BindingState var text = ""
      @BindingState var isOn = false
    }
    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
    }
  }

  /// The guide's view state of bindings: `@BindingViewState` fields from a `BindingViewStore`.
  @available(*, deprecated)
  private struct FormViewState: Equatable {
    @BindingViewState var text: String
    @BindingViewState var isOn: Bool
    @MainActor
    init(store: BindingViewStore<FormBefore.State>) {
      _text = store.$text
      _isOn = store.$isOn
    }
  }

  @Reducer
  private struct FormAfter {
    @ObservableState
    struct State: Equatable {
      var text = ""
      var isOn = false
    }
    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
    }
  }

  // MARK: ViewStore.binding

  @available(*, deprecated)
  private struct TabsBefore: Reducer {
    struct State: Equatable { var tab = 0 }
    enum Action { case tabChanged(Int) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tabChanged(let tab):
          state.tab = tab
          return .none
        }
      }
    }
  }

  @Reducer
  private struct TabsAfter {
    @ObservableState
    struct State: Equatable { var tab = 0 }
    enum Action { case tabChanged(Int) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tabChanged(let tab):
          state.tab = tab
          return .none
        }
      }
    }
  }

  // MARK: Computed view state

  @available(*, deprecated)
  private struct NameViewState: Equatable {
    let fullName: String
    init(state: NameAfter.State) { fullName = "\(state.firstName) \(state.lastName)" }
  }

  @Reducer
  private struct NameAfter {
    @ObservableState
    struct State: Equatable {
      var firstName = "Blob"
      var lastName = "McBlob"
      var fullName: String { "\(firstName) \(lastName)" }
    }
    enum Action { case firstNameChanged(String) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .firstNameChanged(let name):
          state.firstName = name
          return .none
        }
      }
    }
  }

  @MainActor
  struct MigratingTo17Tests {
    @available(*, deprecated)
    @Test func aViewStoreAndItsViewStateBecomeTheObservableStore() {
      let before = CounterViewBefore(store: Store(initialState: .init()) { CounterBefore() })
      let after = CounterViewAfter(store: Store(initialState: .init()) { CounterAfter() })

      before.tapPlus()
      after.tapPlus()

      #expect(before.text == "1")
      #expect(after.text == before.text)
    }

    @available(*, deprecated)
    @Test func bindingStateBecomesPlainFieldsBoundThroughTheStore() {
      let storeBefore = Store(initialState: FormBefore.State()) { FormBefore() }
      let viewStore = ViewStore(storeBefore, observe: { $0 })
      @Bindable var storeAfter = Store(initialState: FormAfter.State()) { FormAfter() }

      viewStore.$text.wrappedValue = "Blob"
      viewStore.$isOn.wrappedValue = true
      $storeAfter.text.wrappedValue = "Blob"
      $storeAfter.isOn.wrappedValue = true

      #expect(viewStore.text == "Blob" && viewStore.isOn)
      #expect(storeAfter.text == "Blob" && storeAfter.isOn)
    }

    @available(*, deprecated)
    @Test func aViewStateOfBindingsBecomesThePlainFields() {
      let storeBefore = Store(initialState: FormBefore.State()) { FormBefore() }
      let viewStore = ViewStore(storeBefore, observe: FormViewState.init)

      viewStore.$text.wrappedValue = "Blob"
      viewStore.$isOn.wrappedValue = true

      #expect(viewStore.text == "Blob")
      #expect(viewStore.isOn)
      #expect(storeBefore.withState(\.text) == "Blob")
    }

    @available(*, deprecated)
    @Test func viewStoreBindingBecomesAStoreBindingSendingTheAction() {
      let viewStore = ViewStore(Store(initialState: .init()) { TabsBefore() }, observe: { $0 })
      @Bindable var store = Store(initialState: TabsAfter.State()) { TabsAfter() }

      viewStore.binding(get: \.tab, send: { .tabChanged($0) }).wrappedValue = 2
      $store.tab.sending(\.tabChanged).wrappedValue = 2

      #expect(viewStore.tab == 2)
      #expect(store.tab == viewStore.tab)
    }

    @available(*, deprecated)
    @Test func aComputedViewStateBecomesAComputedPropertyOfTheState() {
      let store = Store(initialState: NameAfter.State()) { NameAfter() }
      let viewStore = ViewStore(store, observe: NameViewState.init)

      store.send(.firstNameChanged("Blobby"))

      #expect(store.fullName == "Blobby McBlob")
      #expect(viewStore.fullName == store.fullName)
    }
  }
#endif
