import ComposableArchitecture
import LoginFeature

@ViewAction(for: Login.self)
struct LoginScreen {
  let store: StoreOf<Login>

  @MainActor
  func submit() {
    store.username = "blob"
    send(.loginButtonTapped)
  }
}
