import ComposableArchitectureTesting
import Foundation
import Testing

@DependencyClient
private struct FavoritesClient: Sendable {
  var favorites: @Sendable (_ device: String) async throws -> [String] = { _ in [] }
  var counts: @Sendable () async throws -> [String: Int] = { [:] }
}

extension FavoritesClient: TestDependencyKey {
  static let testValue = FavoritesClient()
}

/// A screen that loads two things at once on appear, as apps write it.
@Reducer
private struct Favorites {
  struct State: Equatable {
    var counts: [String: Int] = [:]
    var favorites: [String] = []
  }
  enum Action {
    case countsLoaded([String: Int])
    case favoritesLoaded([String])
    case onAppear
    case started
    case tick
  }
  private enum CancelID { case timer }
  @Dependency(FavoritesClient.self) var client
  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .countsLoaded(let counts):
        state.counts = counts
        return .none
      case .favoritesLoaded(let favorites):
        state.favorites = favorites
        return .none
      case .onAppear:
        return .merge(
          .send(.started),
          .run { send in
            do {
              let ids = try await client.favorites("device-1")
              await send(.favoritesLoaded(ids))
            } catch {
              await send(.favoritesLoaded([]))
            }
          },
          .run { send in
            if let counts = try? await client.counts() {
              await send(.countsLoaded(counts))
            }
          },
          .run { [clock] send in
            for await _ in clock.timer(interval: .seconds(30)) {
              await send(.tick)
            }
          }
          .cancellable(id: CancelID.timer, cancelInFlight: true)
        )
      case .started, .tick:
        return .none
      }
    }
  }
}

@MainActor
struct MergedEffectOrderTests {
  @Test
  func mergedEffectsThatWaitOnNothingSendInTheOrderTheyWereMerged() async {
    let store = TestStore(initialState: Favorites.State()) {
      Favorites()
    } withDependencies: {
      $0[FavoritesClient.self].favorites = { @Sendable _ in ["talk-1"] }
      $0[FavoritesClient.self].counts = { @Sendable in ["talk-1": 5] }
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off

    await store.send(.onAppear)
    await store.receive(\.favoritesLoaded) {
      $0.favorites = ["talk-1"]
    }
    await store.receive(\.countsLoaded) {
      $0.counts = ["talk-1": 5]
    }
  }
}
