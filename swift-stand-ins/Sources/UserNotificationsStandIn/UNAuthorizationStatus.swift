/// Whether the user let the app send notifications. The raw values are Apple's, so a stored
/// status reads back the same.
public enum UNAuthorizationStatus: Int, Sendable {
  /// The user has not been asked.
  case notDetermined
  /// The user did not allow notifications.
  case denied
  /// The user allowed notifications.
  case authorized
  /// The app may deliver quietly until the user decides.
  case provisional
  /// The app (an App Clip) may send notifications for a limited time.
  case ephemeral
}
