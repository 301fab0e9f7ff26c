/// The network a connection would go through: whether it is usable, and over what.
public struct NWPath: Hashable, Sendable {
  /// Whether the path can send and receive.
  public enum Status: Hashable, Sendable {
    /// The path is usable.
    case satisfied
    /// The path is not usable.
    case unsatisfied
    /// The path becomes usable once a connection (a VPN on demand) is made.
    case requiresConnection
  }

  /// Why a path is unsatisfied.
  public enum UnsatisfiedReason: Hashable, Sendable {
    /// No network is there.
    case notAvailable
    /// The user denied the app cellular data.
    case cellularDenied
    /// The user denied the app Wi-Fi.
    case wifiDenied
    /// The user denied the app the local network.
    case localNetworkDenied
    /// A required VPN is not active.
    case vpnInactive
  }

  /// Whether the path is usable.
  public var status: Status
  /// Why it is not, when it is not.
  public var unsatisfiedReason: UnsatisfiedReason
  /// The interfaces it may use.
  public var availableInterfaces: [NWInterface]
  /// Whether it costs money (cellular, a personal hotspot).
  public var isExpensive: Bool
  /// Whether Low Data Mode is on for it.
  public var isConstrained: Bool
  /// Whether it can reach IPv4 addresses.
  public var supportsIPv4: Bool
  /// Whether it can reach IPv6 addresses.
  public var supportsIPv6: Bool
  /// Whether it can resolve names.
  public var supportsDNS: Bool

  /// A path of `status` over `availableInterfaces`.
  public init(
    status: Status, unsatisfiedReason: UnsatisfiedReason = .notAvailable,
    availableInterfaces: [NWInterface] = [], isExpensive: Bool = false,
    isConstrained: Bool = false
  ) {
    self.status = status
    self.unsatisfiedReason = unsatisfiedReason
    self.availableInterfaces = availableInterfaces
    self.isExpensive = isExpensive
    self.isConstrained = isConstrained
    supportsIPv4 = status == .satisfied
    supportsIPv6 = status == .satisfied
    supportsDNS = status == .satisfied
  }

  /// Whether the path may use an interface of `type`.
  public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
    availableInterfaces.contains { $0.type == type }
  }
}
