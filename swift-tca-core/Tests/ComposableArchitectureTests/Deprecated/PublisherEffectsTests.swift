#if CombineSchedulers
  import ComposableArchitecture
  import Testing

  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  private struct Offline: Error, Equatable {}

  private enum Action {
    case load
    case got(Int)
    case response(Result<Int, Offline>)
  }

  // Deprecated on purpose: effects written as TCA 0.x wrote them from publishers.
  @available(*, deprecated)
  private func publishing(
    _ effect: @escaping @Sendable () -> Effect<Action>
  ) -> some Reducer<[String], Action> {
    Reduce { state, action in
      switch action {
      case .load:
        return effect()
      case let .got(value):
        state.append("got \(value)")
      case let .response(.success(value)):
        state.append("success \(value)")
      case .response(.failure):
        state.append("failure")
      }
      return .none
    }
  }

  /// TCA 0.x's `eraseToEffect` and `catchToEffect`: a publisher's outputs (and failure) as
  /// actions, in order.
  @MainActor
  @Suite struct PublisherEffectsTests {
    @available(*, deprecated)
    @Test func erasedOutputsAreSentInOrder() async {
      let store = Store(initialState: [String]()) {
        publishing { [1, 2].publisher.map(Action.got).eraseToEffect() }
      }
      await store.send(.load).finish()
      #expect(store.withState { $0 } == ["got 1", "got 2"])

      let transformed = Store(initialState: [String]()) {
        publishing { Just(3).eraseToEffect(Action.got) }
      }
      await transformed.send(.load).finish()
      #expect(transformed.withState { $0 } == ["got 3"])
    }

    @available(*, deprecated)
    @Test func aFailureIsCaughtAsAResult() async {
      let store = Store(initialState: [String]()) {
        publishing {
          [4].publisher.setFailureType(to: Offline.self)
            .append(Fail(error: Offline()))
            .catchToEffect(Action.response)
        }
      }
      await store.send(.load).finish()
      #expect(store.withState { $0 } == ["success 4", "failure"])

      let untransformed: Effect<Result<Int, Offline>> = Fail(error: Offline()).catchToEffect()
      let results = Store(initialState: [String]()) {
        publishing { untransformed.map(Action.response) }
      }
      await results.send(.load).finish()
      #expect(results.withState { $0 } == ["failure"])
    }
  }
#endif
