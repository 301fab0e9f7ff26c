/// How a route is travelled.
public struct MKDirectionsTransportType: OptionSet, Sendable {
  /// The modes' bits.
  public let rawValue: UInt
  /// The modes of the bits in `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// By car.
  public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
  /// On foot.
  public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
  /// By public transport.
  public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
  /// By bicycle.
  public static let cycling = MKDirectionsTransportType(rawValue: 1 << 3)
  /// By whichever mode suits.
  public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}
