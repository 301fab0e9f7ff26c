/// How the map follows the user's location.
public enum MKUserTrackingMode: Int, Sendable {
  /// It does not follow.
  case none
  /// It keeps the user's location in the middle.
  case follow
  /// It keeps the user's location in the middle and turns with their heading.
  case followWithHeading
}
