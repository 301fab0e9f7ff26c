/// How near a beacon is.
public enum CLProximity: Int, Sendable {
  /// Not known.
  case unknown
  /// Within centimeters.
  case immediate
  /// Within a meter or two.
  case near
  /// Farther.
  case far
}
