#if CombineSchedulers
  import Testing

  @_spi(Internals) @testable import ComposableArchitecture

  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  @Reducer
  struct PublishingChild {
    @ObservableState
    struct State: Equatable {
      var received: [String] = []
    }
    enum Action {
      case start
      case received(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .publisher { Just(.received("a")) }
        case let .received(value):
          state.received.append(value)
          return .none
        }
      }
    }
  }

  @Reducer
  struct PublishingParent {
    @ObservableState
    struct State: Equatable {
      @Presents var child: PublishingChild.State?
    }
    enum Action {
      case child(PresentationAction<PublishingChild.Action>)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer().ifLet(\.$child, action: \.child) { PublishingChild() }
    }
  }

  @MainActor
  struct PublisherTests {
    @Test func publisherEffectSendsEveryOutputInOrderThenFinishes() async {
      let store = Store(initialState: [String]()) {
        Reduce<[String], String> { state, action in
          state.append(action)
          guard action == "start" else { return .none }
          return .publisher { ["a", "b", "c"].publisher }
        }
      }
      await store.send("start").finish()
      #expect(store.state == ["start", "a", "b", "c"])
    }

    @Test func aPublisherEmittingAsItIsSubscribedIsProcessedWithinTheSend() {
      let store = Store(initialState: [String]()) {
        Reduce<[String], String> { state, action in
          state.append(action)
          guard action == "start" else { return .none }
          return .publisher { Just("a") }
        }
      }
      store.send("start")
      #expect(store.state == ["start", "a"])
    }

    @Test func theSubscriptionIsMadeAsTheStoreStartsTheEffect() {
      let subject = PassthroughSubject<String, Never>()
      let store = Store(initialState: [String]()) {
        Reduce<[String], String> { state, action in
          switch action {
          case "start": return .publisher { subject }
          case "emit":
            // Sent while this action is processed: after it, as upstream's store does.
            subject.send("emitted")
            state.append(action)
          default: state.append(action)
          }
          return .none
        }
      }
      store.send("start")
      subject.send("a")
      store.send("emit")
      #expect(store.state == ["a", "emit", "emitted"])
    }

    @Test func theEffectEndsWhenThePublisherCompletes() async {
      let subject = PassthroughSubject<String, Never>()
      let store = Store(initialState: [String]()) {
        Reduce<[String], String> { state, action in
          if action == "start" { return .publisher { subject }.cancellable(id: "subject") }
          state.append(action)
          return .none
        }
      }
      let task = store.send("start")
      #expect(_cancellationCancellables.withValue { $0.count } >= 1)
      subject.send(completion: .finished)
      await task.finish()
      #expect(store.state == [])
    }

    @Test func aScopedChildsPublisherIsSubscribedAtOnceToo() {
      struct Parent: Equatable {
        var child: [String] = []
      }
      let store = Store<Parent, String>(initialState: Parent()) {
        Scope(state: \.child, action: \.self) {
          Reduce<[String], String> { state, action in
            state.append(action)
            return action == "start" ? .publisher { Just("a") } : .none
          }
        }
      }
      store.send("start")
      #expect(store.child == ["start", "a"])
    }

    @Test func aPresentedChildsPublisherIsProcessedWithinTheSendToo() {
      // A presented child's effects run with its navigation path as their context, still
      // within the `send`.
      let store = Store(initialState: PublishingParent.State(child: PublishingChild.State())) {
        PublishingParent()
      }
      store.send(.child(.presented(.start)))
      #expect(store.child?.received == ["a"])
    }

    @Test func cancellingAPublisherEffectCancelsItsSubscription() async {
      let subject = PassthroughSubject<String, Never>()
      let cancelled = LockIsolated(false)
      let store = Store(initialState: [String]()) {
        Reduce<[String], String> { state, action in
          switch action {
          case "start":
            return .publisher {
              subject.handleEvents(receiveCancel: { cancelled.setValue(true) })
            }
            .cancellable(id: "subject")
          case "stop":
            return .cancel(id: "subject")
          default:
            state.append(action)
            return .none
          }
        }
      }
      let task = store.send("start")
      store.send("stop")
      await task.finish()
      subject.send("after")
      #expect(cancelled.value)
      #expect(store.state == [])
    }

    // As upstream's: an action's synchronous follow-ups (`.send`) are published once, with the
    // state after the last of them.
    @Test func storePublisherSendsTheStateNowAndAfterEachSend() {
      let store = Store(initialState: 0) {
        Reduce<Int, String> { state, action in
          state += 1
          return action == "twice" ? .send("again") : .none
        }
      }
      var received: [Int] = []
      let cancellable = store.publisher.sink { received.append($0) }
      store.send("once")
      store.send("twice")
      #expect(received == [0, 1, 3])
      cancellable.cancel()
      store.send("once")
      #expect(received == [0, 1, 3])
    }

    @Test func storePublisherFieldsSkipEqualValues() {
      struct State: Equatable {
        var value = 0
        var other = 0
      }
      let store = Store(initialState: State()) {
        Reduce<State, String> { state, action in
          if action == "value" { state.value += 1 } else { state.other += 1 }
          return .none
        }
      }
      var values: [Int] = []
      let cancellable = store.publisher.value.sink { values.append($0) }
      store.send("other")
      store.send("value")
      store.send("other")
      #expect(values == [0, 1])
      _ = cancellable
    }

    @Test func scopedStorePublisherPublishesTheChildState() {
      struct Parent: Equatable {
        var child = 0
      }
      let store = Store(initialState: Parent()) {
        Reduce<Parent, Int> { state, action in
          state.child += action
          return .none
        }
      }
      let child = store.scope(state: \.child, action: \.self)
      var received: [Int] = []
      let cancellable = child.publisher.sink { received.append($0) }
      child.send(2)
      store.send(3)
      #expect(received == [0, 2, 5])
      _ = cancellable
    }

    @Test func subscriptionKeepsTheStoreAlive() {
      weak var weakStore: Store<Int, Int>?
      var received: [Int] = []
      var cancellable: AnyCancellable?
      do {
        let store = Store(initialState: 0) {
          Reduce<Int, Int> { state, action in
            state += action
            return .none
          }
        }
        weakStore = store
        cancellable = store.publisher.sink { received.append($0) }
      }
      #expect(weakStore != nil)
      weakStore?.send(4)
      #expect(received == [0, 4])
      cancellable = nil
      #expect(weakStore == nil)
      _ = cancellable
    }
  }
#endif
