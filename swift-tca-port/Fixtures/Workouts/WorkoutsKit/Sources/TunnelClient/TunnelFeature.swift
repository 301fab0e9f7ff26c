import ComposableArchitecture
import Foundation

/// A tunnel's row in settings: connecting it shows its new status.
@Reducer
public struct TunnelFeature {
  @ObservableState
  public struct State: Equatable {
    public var tunnel: Tunnel
    public var status: TunnelStatus = .disconnected

    public init(tunnel: Tunnel) {
      self.tunnel = tunnel
    }
  }

  public enum Action {
    case connectTapped
    case statusChanged(TunnelStatus)
  }

  @Dependency(\.tunnel) var client

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .connectTapped:
        return .run { [name = state.tunnel.name] send in
          try await client.connect(name)
          await send(.statusChanged(await client.status()))
        }
      case let .statusChanged(status):
        state.status = status
        return .none
      }
    }
  }
}
