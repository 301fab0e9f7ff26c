// Network's path types, as a ported app's connectivity client and features name them (Critical
// Maps keeps `NWPath.Status` in its state). Nothing here watches a network: the live value that
// did is left out, tests use the client's test value, and a monitor reports one satisfied path,
// as a device online would. Like Apple's framework, it brings Foundation (and Dispatch).
@_exported import Foundation

/// A kind of network interface.
public struct NWInterface: Hashable, Sendable {
  /// What an interface is.
  public enum InterfaceType: Hashable, Sendable {
    case other, wifi, cellular, wiredEthernet, loopback
  }

  /// The interface's name (`en0`).
  public var name: String
  /// What it is.
  public var type: InterfaceType

  /// An interface called `name`, of `type`.
  public init(name: String, type: InterfaceType) {
    self.name = name
    self.type = type
  }
}

/// The network a connection would go through: whether it is usable, and over what.
public struct NWPath: Hashable, Sendable {
  /// Whether the path can send and receive.
  public enum Status: Hashable, Sendable {
    case satisfied, unsatisfied, requiresConnection
  }

  /// Why a path is unsatisfied.
  public enum UnsatisfiedReason: Hashable, Sendable {
    case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
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

/// Reports the network path as it changes: here, one satisfied path over Wi-Fi when started.
public final class NWPathMonitor: @unchecked Sendable {
  /// Called with each path.
  public var pathUpdateHandler: (@Sendable (NWPath) -> Void)?
  /// The path last reported.
  public private(set) var currentPath = NWPath(
    status: .satisfied, availableInterfaces: [NWInterface(name: "en0", type: .wifi)])
  /// The queue the handler is called on, once started.
  public private(set) var queue: DispatchQueue?

  /// A monitor of every interface.
  public init() {}

  /// A monitor of interfaces of `requiredInterfaceType`.
  public init(requiredInterfaceType: NWInterface.InterfaceType) {
    currentPath = NWPath(
      status: .satisfied,
      availableInterfaces: [NWInterface(name: "if0", type: requiredInterfaceType)])
  }

  /// Starts reporting on `queue`: the current path, once.
  public func start(queue: DispatchQueue) {
    self.queue = queue
    let path = currentPath
    let handler = pathUpdateHandler
    queue.async { handler?(path) }
  }

  /// Stops reporting.
  public func cancel() {
    pathUpdateHandler = nil
  }
}
