/// How precise the locations the user allows are.
public enum CLAccuracyAuthorization: Int, Sendable {
  /// Locations as precise as the device can give.
  case fullAccuracy
  /// Locations rounded to an area of a few kilometers.
  case reducedAccuracy
}
