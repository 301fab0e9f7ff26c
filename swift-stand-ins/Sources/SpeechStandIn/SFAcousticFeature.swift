import Foundation

/// A measure of the voice, frame by frame.
// Unchecked: an open class cannot be checked Sendable. Nothing here makes or changes one (there
// is no recognizer): the app (its client's test value) sets its properties before handing it on.
open class SFAcousticFeature: @unchecked Sendable {
  /// The measure in each frame of audio.
  open var acousticFeatureValuePerFrame: [Double]
  /// How long a frame is, in seconds.
  open var frameDuration: TimeInterval

  /// A feature of `acousticFeatureValuePerFrame`, frames of `frameDuration` seconds.
  public init(acousticFeatureValuePerFrame: [Double] = [], frameDuration: TimeInterval = 0) {
    self.acousticFeatureValuePerFrame = acousticFeatureValuePerFrame
    self.frameDuration = frameDuration
  }
}
