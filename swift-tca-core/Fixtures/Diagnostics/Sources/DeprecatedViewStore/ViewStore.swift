import ComposableArchitecture
import LoginFeature

@MainActor
func observe(_ store: StoreOf<Login>) -> Bool {
  ViewStore(store, observe: \.isLoggedIn).state
}
