/// A kind of network interface.
public struct NWInterface: Hashable, Sendable {
  /// What an interface is.
  public enum InterfaceType: Hashable, Sendable {
    /// A virtual or otherwise unknown interface.
    case other
    /// Wi-Fi.
    case wifi
    /// A cellular network.
    case cellular
    /// A wired Ethernet link.
    case wiredEthernet
    /// The local loopback.
    case loopback
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
