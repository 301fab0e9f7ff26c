#if CombineSchedulers
  import Dispatch
  import Testing

  @testable import ComposableArchitecture

  /// Debounce and throttle on a scheduler, as features written for upstream use them with
  /// `@Dependency(\.mainQueue)`. Advancing a `DispatchQueue.test` by hand is tested with a test
  /// store (MainQueueFeatureTests in swift-tca-testing), which waits for effects to be suspended:
  /// here an advance could come before an effect's task scheduled its wait, which then never ends.
  @MainActor
  struct SchedulerEffectTests {
    private func searchStore(_ scheduler: AnySchedulerOf<DispatchQueue>) -> Store<
      [String], String
    > {
      Store(initialState: [String]()) {
        Reduce<[String], String> { state, action in
          if action.hasPrefix("search ") {
            state.append(action)
            return .none
          }
          return .send("search \(action)")
            .debounce(id: "search", for: .milliseconds(300), scheduler: scheduler)
        }
      }
    }

    @Test func debounceOnAnImmediateSchedulerRunsAtOnce() async {
      let store = searchStore(.immediate)
      await store.send("a").finish()
      #expect(store.state == ["search a"])
    }

    @Test func debouncedEffectIsCancelledWithItsID() async {
      let mainQueue = DispatchQueue.test
      let store = Store(initialState: [String]()) {
        Reduce<[String], String> { state, action in
          switch action {
          case "cancel": return .cancel(id: "search")
          case "start":
            return .send("ran").debounce(id: "search", for: .seconds(1), scheduler: mainQueue)
          default:
            state.append(action)
            return .none
          }
        }
      }
      let task = store.send("start")
      store.send("cancel")
      await task.finish()
      await mainQueue.advance(by: .seconds(1))
      #expect(store.state == [])
    }

    @Test func throttleOnAnImmediateSchedulerWaitsForNothing() async {
      let store = Store(initialState: [String]()) {
        Reduce<[String], String> { state, action in
          if action.hasPrefix("emit ") {
            state.append(action)
            return .none
          }
          return .send("emit \(action)")
            .throttle(
              id: "progress", for: .seconds(1), scheduler: AnySchedulerOf<DispatchQueue>.immediate,
              latest: false)
        }
      }
      await store.send("1").finish()
      await store.send("2").finish()
      #expect(store.state == ["emit 1", "emit 2"])
    }
  }
#endif
