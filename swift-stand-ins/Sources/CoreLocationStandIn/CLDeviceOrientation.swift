/// How the device is held.
public enum CLDeviceOrientation: Int32, Sendable {
  /// Not known.
  case unknown
  /// Upright, the home button below.
  case portrait
  /// Upside down, the home button above.
  case portraitUpsideDown
  /// On its side, the home button on the right.
  case landscapeLeft
  /// On its side, the home button on the left.
  case landscapeRight
  /// Flat, the screen up.
  case faceUp
  /// Flat, the screen down.
  case faceDown
}
