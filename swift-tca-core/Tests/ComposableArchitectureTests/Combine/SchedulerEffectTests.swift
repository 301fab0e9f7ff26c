#if CombineSchedulers
  import Dispatch
  import Testing

  @testable import ComposableArchitecture

  /// Debounce and throttle on a scheduler, as features written for upstream use them with
  /// `@Dependency(\.mainQueue)`.
  @MainActor
  struct SchedulerEffectTests {
    private func searchStore(_ scheduler: AnySchedulerOf<DispatchQueue>) -> Store<[String], String>
    {
      Store(initialState: []) {
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

    @Test func debounceRunsOnlyTheLastOfABurst() async {
      let mainQueue = DispatchQueue.test
      let store = searchStore(mainQueue.eraseToAnyScheduler())
      store.send("a")
      await mainQueue.advance(by: .milliseconds(100))
      store.send("ab")
      await mainQueue.advance(by: .milliseconds(299))
      #expect(store.state == [])
      let last = store.send("abc")
      await mainQueue.advance(by: .milliseconds(300))
      await last.finish()
      #expect(store.state == ["search abc"])
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
      await mainQueue.advance(by: .seconds(1))
      await task.finish()
      #expect(store.state == [])
    }

    @Test func throttleLatestRunsTheFirstAtOnceAndTheNewestAtTheEndOfTheInterval() async {
      let mainQueue = DispatchQueue.test
      let store = throttleStore(mainQueue.eraseToAnyScheduler(), latest: true)
      await store.send("1").finish()
      store.send("2")
      let last = store.send("3")
      await mainQueue.advance(by: .seconds(1))
      await last.finish()
      #expect(store.state == ["emit 1", "emit 3"])
    }

    @Test func throttleFirstRunsTheFirstWaitingAndDropsTheRest() async {
      let mainQueue = DispatchQueue.test
      let store = throttleStore(mainQueue.eraseToAnyScheduler(), latest: false)
      await store.send("1").finish()
      let second = store.send("2")
      // The second effect waits for the interval before the third starts: the tasks of two
      // sends may otherwise start in either order.
      for _ in 1...100_000 where !isWaiting(store) { await Task.yield() }
      #expect(isWaiting(store))
      let third = store.send("3")
      await mainQueue.advance(by: .seconds(1))
      await second.finish()
      await third.finish()
      #expect(store.state == ["emit 1", "emit 2"])
    }

    private func isWaiting(_ store: Store<[String], String>) -> Bool {
      store.root?.cancellations.throttleWaiting.withLock { !$0.isEmpty } ?? false
    }

    private func throttleStore(
      _ scheduler: AnySchedulerOf<DispatchQueue>, latest: Bool
    ) -> Store<[String], String> {
      Store(initialState: []) {
        Reduce<[String], String> { state, action in
          if action.hasPrefix("emit ") {
            state.append(action)
            return .none
          }
          return .send("emit \(action)")
            .throttle(id: "progress", for: .seconds(1), scheduler: scheduler, latest: latest)
        }
      }
    }
  }
#endif
