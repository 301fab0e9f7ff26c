import Observation
import Testing

@testable import ComposableArchitecture

@MainActor
struct ObservationTests {
  @Test func readingAFieldIsNotifiedOnlyWhenThatFieldChanges() {
    let store = Store(initialState: Nested.State()) { Nested() }
    let label = track { _ = store.label }
    store.send(.counter(.increment))
    #expect(label.value == 0)
    store.send(.setLabel("Hi"))
    #expect(label.value == 1)
  }

  @Test func settingAFieldToTheSameValueNotifiesNobody() {
    let store = Store(initialState: Nested.State()) { Nested() }
    store.send(.setLabel("Same"))
    let label = track { _ = store.label }
    store.send(.setLabel("Same"))
    #expect(label.value == 0)
  }

  @Test func childStoreFieldsAreObservedPrecisely() {
    let store = Store(initialState: Nested.State()) { Nested() }
    let counter = store.scope(state: \.counter, action: \.counter)
    let count = track { _ = counter.count }
    store.send(.setLabel("Unrelated"))
    #expect(count.value == 0)
    counter.send(.increment)
    #expect(count.value == 1)
  }

  @Test func siblingFieldsOfAChildDoNotNotify() {
    let store = Store(initialState: Nested.State()) { Nested() }
    let id = track { _ = store.counter.id }
    store.send(.counter(.increment))
    #expect(id.value == 0)
  }

  @Test func optionalChildPresenceIsObserved() {
    let store = Store(initialState: Nested.State()) { Nested() }
    let presence = track { _ = store.scope(state: \.optional, action: \.optional) }
    store.send(.counter(.increment))
    #expect(presence.value == 0)
    store.send(.toggleOptional)
    #expect(presence.value == 1)
  }

  @Test func enumStateIsObservedByCase() {
    let store = Store(initialState: Nested.State()) { Nested() }
    let session = track { _ = store.session }
    store.send(.setLabel("Unrelated"))
    #expect(session.value == 0)
    store.send(.logIn)
    #expect(session.value == 1)
  }

  @Test func replacingTheRootStateIsObserved() {
    let store = Store(initialState: Counter.State()) {
      Reduce<Counter.State, Counter.Action> { state, _ in
        state = Counter.State(id: 1)
        return .none
      }
    }
    let whole = track { _ = store.state }
    store.send(.increment)
    #expect(whole.value == 1)
  }

  @Test func observeRerunsOncePerSendAndOnlyForWhatItRead() {
    let store = Store(initialState: Nested.State()) { Nested() }
    var seen: [Int] = []
    let token = observe { seen.append(store.counter.count) }
    #expect(seen == [0])
    store.send(.counter(.increment))
    #expect(seen == [0, 1])
    store.send(.setLabel("Unrelated"))
    #expect(seen == [0, 1])
    // `increment` changes `count` and sends `delegate`: one re-run for the whole send.
    store.send(.counter(.increment))
    #expect(seen == [0, 1, 2])
    token.cancel()
    store.send(.counter(.increment))
    #expect(seen == [0, 1, 2])
  }

  @Test func releasingTheTokenStopsObserving() {
    let store = Store(initialState: Nested.State()) { Nested() }
    var runs = 0
    var token: ObservationToken? = observe {
      _ = store.counter.count
      runs += 1
    }
    store.send(.counter(.increment))
    #expect(runs == 2)
    weak let weakToken = token
    token = nil
    #expect(weakToken == nil)
    store.send(.counter(.increment))
    #expect(runs == 2)
  }

  @Test func observeSeesChangesMadeOutsideAStore() async {
    let model = Model()
    var seen: [Int] = []
    let token = observe { seen.append(model.value) }
    model.value = 1
    // Not inside a store's send: the re-run happens on the main actor right after.
    await Task.yield()
    #expect(seen == [0, 1])
    token.cancel()
  }

  @Test func copiesShareIdentityAndNewValuesDoNot() {
    let state = Counter.State()
    var copy = state
    copy.count += 1
    #expect(state._$id == copy._$id)
    #expect(Counter.State()._$id != state._$id)
    let loggedIn = Session.State.loggedIn(state)
    #expect(loggedIn._$id == Session.State.loggedIn(copy)._$id)
    #expect(loggedIn._$id != Session.State.loggedOut._$id)
  }

  @Test func observableStateKeepsEqualityAndMemberwiseInit() {
    #expect(Counter.State(id: 1, count: 2) == Counter.State(id: 1, count: 2))
    #expect(Counter.State(id: 1, count: 2) != Counter.State(id: 1, count: 3))
    let value = HashableState(name: "Blob")
    var copy = value
    copy.name = "Blob"
    #expect(Set([value, copy, HashableState(name: "Blob")]).count == 1)
  }
}

@Observable
@MainActor
private final class Model {
  var value = 0
}

@ObservableState
private struct HashableState: Hashable {
  var name: String
}
