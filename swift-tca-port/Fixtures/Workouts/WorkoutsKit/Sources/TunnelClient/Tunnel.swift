import Foundation
import NetworkExtension

/// A tunnel the user set up, as settings list it.
public struct Tunnel: Equatable, Identifiable {
  public var id: UUID
  public var name: String
  /// The protocol NetworkExtension configures it with, once it is saved.
  public var configuration: NEVPNProtocolIKEv2?

  public init(id: UUID, name: String, configuration: NEVPNProtocolIKEv2? = nil) {
    self.id = id
    self.name = name
    self.configuration = configuration
  }

  /// The server it connects to, from its configuration.
  public var server: String? {
    configuration?.serverAddress
  }
}

/// Whether the tunnel is up, as settings show it.
public enum TunnelStatus: Equatable, Sendable {
  case connected
  case disconnected

  /// The status NetworkExtension reports.
  public init(_ status: NEVPNStatus) {
    self = status == .connected ? .connected : .disconnected
  }

  /// What settings show.
  public var title: String {
    switch self {
    case .connected: "Connected"
    case .disconnected: "Not connected"
    }
  }
}
