import Testing

@testable import ComposableArchitecture

/// A reducer's reads of its state and `withState`'s start no observation; a read anywhere else
/// (a view's, `observe`'s) does, and its observers are told of what changes after.
@MainActor
struct UntrackedReadsTests {
  @Reducer
  struct Greeting {
    @ObservableState
    struct State {
      var name = ""
      var greeting = ""
    }
    enum Action { case greet }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.greeting = "Hello, \(state.name)!"
        return .none
      }
    }
  }

  private func isObserved(_ store: StoreOf<Greeting>) -> Bool {
    store.withState { $0._$observationRegistrar._$isObserved }
  }

  @Test func aReducerReadingItsStateStartsNoObservation() {
    let store = Store(initialState: Greeting.State(name: "Blob")) { Greeting() }
    store.send(.greet)
    #expect(store.withState { $0.greeting } == "Hello, Blob!")
    #expect(!isObserved(store))
  }

  @Test func aReadThroughTheStoreStartsObservationAndItsObserversAreTold() {
    let store = Store(initialState: Greeting.State(name: "Blob")) { Greeting() }
    let changes = track { _ = store.greeting }
    #expect(isObserved(store))
    store.send(.greet)
    #expect(changes.value == 1)
  }

  @Test func aReadUnderObservationAfterUntrackedReadsIsStillTold() {
    let state = Greeting.State(name: "Blob")
    UntrackedReads.perform { _ = state.name }
    #expect(!state._$observationRegistrar._$isObserved)
    let holder = StateHolder(state)
    let changes = track { _ = holder.state.name }
    holder.state.name = "Blob Jr."
    #expect(changes.value == 1)
  }

  final class StateHolder: @unchecked Sendable {
    var state: Greeting.State
    init(_ state: Greeting.State) { self.state = state }
  }
}
