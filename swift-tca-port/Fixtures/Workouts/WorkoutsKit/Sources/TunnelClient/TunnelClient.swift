import ComposableArchitecture
import NetworkExtension

/// Starts the system's tunnel and tells whether it is up.
@DependencyClient
public struct TunnelClient: Sendable {
  public var status: @Sendable () async -> TunnelStatus = { .disconnected }
  public var connect: @Sendable (_ name: String) async throws -> Void
}

extension TunnelClient: DependencyKey {
  public static let liveValue = TunnelClient(
    status: { TunnelStatus(NEVPNManager.shared().connection.status) },
    connect: { _ in
      try await NEVPNManager.shared().loadFromPreferences()
      try NEVPNManager.shared().connection.startVPNTunnel()
    }
  )
  public static let testValue = TunnelClient()
}

extension DependencyValues {
  public var tunnel: TunnelClient {
    get { self[TunnelClient.self] }
    set { self[TunnelClient.self] = newValue }
  }
}
