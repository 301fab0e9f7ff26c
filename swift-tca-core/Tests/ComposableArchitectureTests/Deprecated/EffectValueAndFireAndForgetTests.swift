import ComposableArchitecture
import ConcurrencyExtras
import Testing

private struct Offline: Error {}

/// TCA 0.x's `Effect(value:)` sends at once; `fireAndForget` does its work and sends nothing,
/// an error it throws ignored as 0.x ignored it.
@MainActor
@Suite struct EffectValueAndFireAndForgetTests {
  @available(*, deprecated)
  @Test func aValueIsSentAndWorkIsDone() async {
    let tracked = LockIsolated<[String]>([])
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        switch action {
        case "open":
          return .merge(
            Effect(value: "opened"),
            .fireAndForget { tracked.withValue { $0.append("tracked") } },
            .fireAndForget { throw Offline() }
          )
        default:
          return .none
        }
      }
    }
    await store.send("open").finish()
    #expect(store.withState { $0 } == ["open", "opened"])
    #expect(tracked.value == ["tracked"])
  }
}
