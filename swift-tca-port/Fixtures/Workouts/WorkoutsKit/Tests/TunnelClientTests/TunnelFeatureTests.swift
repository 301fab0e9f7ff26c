import ComposableArchitecture
import Foundation
import Testing

@testable import TunnelClient

@MainActor
struct TunnelFeatureTests {
  @Test
  func connectingShowsTheTunnelsNewStatus() async {
    let office = Tunnel(id: UUID(), name: "Office")
    let store = TestStore(initialState: TunnelFeature.State(tunnel: office)) {
      TunnelFeature()
    } withDependencies: {
      $0.tunnel.connect = { name in #expect(name == "Office") }
      $0.tunnel.status = { .connected }
    }
    await store.send(.connectTapped)
    await store.receive(\.statusChanged) {
      $0.status = .connected
    }
    #expect(store.state.status.title == "Connected")
  }
}
