/// Whether the device is in a region.
public enum CLRegionState: Int, Sendable {
  /// Not known.
  case unknown
  /// Inside the region.
  case inside
  /// Outside the region.
  case outside
}
