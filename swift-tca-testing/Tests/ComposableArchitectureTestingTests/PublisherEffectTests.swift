#if CombineSchedulers
  import ComposableArchitectureTesting
  import Testing
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  /// A feature that turns a subject's events into actions, as features written for upstream do.
  @Reducer
  private struct Taps {
    let subject: PassthroughSubject<Void, Never>
    enum Action: Equatable { case onAppear, tap, counted }
    var body: some Reducer<Int, Action> {
      Reduce { state, action in
        switch action {
        case .onAppear:
          return .publisher { subject.map { .counted } }
        case .tap:
          subject.send()
          return .none
        case .counted:
          state += 1
          return .none
        }
      }
    }
  }

  @MainActor
  struct PublisherEffectTests {
    @Test func aPublisherEffectEndsWhenThePublisherCompletes() async {
      let subject = PassthroughSubject<Void, Never>()
      let store = TestStore(initialState: 0) { Taps(subject: subject) }
      await store.send(.onAppear)
      await store.send(.tap)
      await store.receive(.counted) { $0 = 1 }
      // The test ends right after: the effect is done, though its task has yet to resume.
      subject.send(completion: .finished)
    }

    @Test func aPublisherEffectStillSubscribedAtTheEndFailsTheTest() async {
      let subject = PassthroughSubject<Void, Never>()
      await withKnownIssue {
        let store = TestStore(initialState: 0) { Taps(subject: subject) }
        await store.send(.onAppear)
      } matching: { issue in
        issue.description.contains("An effect returned for this action is still running.")
      }
    }
  }
#endif
