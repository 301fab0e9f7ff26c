import ComposableArchitecture
import LoginFeature

@MainActor
func logIn(_ store: StoreOf<Login>) {
  store.isLoggedIn = true
}
