import ComposableArchitecture
import LoginFeature

@MainActor
func whenPresented(_ store: Store<Login.State?, Login.Action>) {
  let cancellable = store.ifLet { _ in }
  _ = cancellable
}
