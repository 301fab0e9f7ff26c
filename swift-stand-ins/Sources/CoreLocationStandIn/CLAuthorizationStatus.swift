/// What the user allows the app.
public enum CLAuthorizationStatus: Int32, Sendable {
  /// The user has not been asked yet.
  case notDetermined
  /// The app may not locate, and the user cannot change that.
  case restricted
  /// The user refused, or turned location services off.
  case denied
  /// The app may locate at any time.
  case authorizedAlways
  /// The app may locate while it is used.
  case authorizedWhenInUse

  /// What `authorizedAlways` was named before iOS 8.
  public static let authorized = CLAuthorizationStatus.authorizedAlways
}
