/// A type tca-port synthesizes in place of one Linux lacks (`PortUnavailableTypes.swift`): it
/// holds nothing, so a stubbed initializer can give a stored property of it a value
/// (``PortUnavailable/placeholder(_:)``) instead of stopping the process.
public protocol PortStandIn {
  /// The stand-in, holding nothing.
  init()
}
