import ComposableArchitectureTesting
import Testing

// A login feature as binding tests before 1.7 wrote it: `@BindingState` fields, a view state
// derived from the test store's bindings.

@available(*, deprecated)
private struct PreObservationLogin: Reducer {
  struct State: Equatable {
    @BindingState var email = ""
    @BindingState var password = ""
    var isLoggingIn = false
  }
  @CasePathable
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case view(View)
    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@available(*, deprecated)
@MainActor
private struct PreObservationLoginViewState {
  var isLoginButtonDisabled: Bool
  init(_ store: BindingViewStore<PreObservationLogin.State>) {
    isLoginButtonDisabled = store.email.isEmpty || store.password.isEmpty || store.isLoggingIn
  }
}

@MainActor
@Suite struct TestStoreBindingsTests {
  @available(*, deprecated)
  @Test func aViewStateDerivesFromTheTestStoresCurrentState() async {
    let store = TestStore(initialState: PreObservationLogin.State()) { PreObservationLogin() }
    #expect(PreObservationLoginViewState(store.bindings).isLoginButtonDisabled)
    await store.send(.binding(.set(\.$email, "blob@pointfree.co"))) {
      $0.email = "blob@pointfree.co"
    }
    await store.send(.binding(.set(\.$password, "secret"))) {
      $0.password = "secret"
    }
    #expect(!PreObservationLoginViewState(store.bindings).isLoginButtonDisabled)
    #expect(!PreObservationLoginViewState(store.bindings(action: \.view)).isLoginButtonDisabled)
  }
}
