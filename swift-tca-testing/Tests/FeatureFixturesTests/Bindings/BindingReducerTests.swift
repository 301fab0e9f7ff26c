import ComposableArchitecture
import FeatureFixtures
import Testing

@MainActor
struct BindingReducerTests {
  @Test func reducersAfterBindingReducerSeeTheNewValue() {
    let store = Store(initialState: Settings.State()) { Settings() }
    store.send(.binding(.set(\.displayName, "A very long name")))
    #expect(store.displayName == "A very long name")
    #expect(store.displayNameError == "Too long")

    store.send(.binding(.set(\.enableNotifications, true)))
    #expect(store.isLoading)
  }

  @Test func onChangeRunsOnlyWhenTheValueChanges() {
    let store = Store(initialState: Settings.State()) { Settings() }
    store.send(.binding(.set(\.displayName, "Blob")))
    store.send(.binding(.set(\.displayName, "Blob")))
    store.send(.binding(.set(\.protectMyPosts, true)))
    store.send(.binding(.set(\.displayName, "Blobby")))
    #expect(store.displayNameChanges == ["->Blob", "Blob->Blobby"])
  }

  @Test func bindingReducerLeavesOtherActionsAlone() {
    var state = Settings.State()
    _ = BindingReducer<Settings.State, Settings.Action, Settings.Action>()
      .reduce(into: &state, action: .isHapticsEnabledChanged(false))
    #expect(state == Settings.State())
  }

  @Test func bindingReducerOnViewActions() async {
    let store = Store(initialState: Login.State()) { Login() }
    store.send(.view(.binding(.set(\.username, "blob"))))
    #expect(store.username == "blob")
    await store.send(.view(.loginButtonTapped)).finish()
    #expect(store.isLoggedIn)
  }

  @Test func bindingReducerWithAClosure() {
    var state = Login.State()
    let reducer = BindingReducer<Login.State, Login.Action, Login.Action.View>(action: { action in
      if case let .view(view) = action { view } else { nil }
    })
    _ = reducer.reduce(into: &state, action: .view(.binding(.set(\.username, "blob"))))
    _ = reducer.reduce(into: &state, action: .loginResponse(true))
    #expect(state == Login.State(username: "blob"))
  }

  @Test func aBindableActionSetsAFieldWithTheShorthand() {
    let action = Settings.Action.set(\.displayName, "Blob")
    #expect(action == .binding(.set(\.displayName, "Blob")))
    let store = Store(initialState: Settings.State()) { Settings() }
    store.send(.set(\.displayName, "Blob"))
    #expect(store.displayName == "Blob")
  }
}
