/// Whether the app may recognize speech. The raw values are Apple's, so a stored status reads
/// back the same.
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
  /// The user has not been asked.
  case notDetermined
  /// The user denied the app speech recognition.
  case denied
  /// The device does not allow speech recognition.
  case restricted
  /// The user allowed the app speech recognition.
  case authorized
}
