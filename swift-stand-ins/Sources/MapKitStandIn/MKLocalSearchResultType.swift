/// The kinds of result a local search returns.
public struct MKLocalSearchResultType: OptionSet, Sendable {
  /// The kinds' bits.
  public let rawValue: UInt
  /// The kinds of the bits in `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Addresses.
  public static let address = MKLocalSearchResultType(rawValue: 1 << 0)
  /// Points of interest: shops, restaurants, museums.
  public static let pointOfInterest = MKLocalSearchResultType(rawValue: 1 << 1)
  /// Physical features: mountains, lakes, parks.
  public static let physicalFeature = MKLocalSearchResultType(rawValue: 1 << 2)
}
