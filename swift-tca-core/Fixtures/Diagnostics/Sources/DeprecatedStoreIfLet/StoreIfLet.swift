import ComposableArchitecture
import LoginFeature

@MainActor
func whenPresented(_ store: Store<Login.State?, Login.Action>) -> any Cancellable {
  store.ifLet { _ in }
}
