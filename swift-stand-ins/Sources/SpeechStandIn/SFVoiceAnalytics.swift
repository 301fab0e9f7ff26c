/// The voice's jitter, shimmer, pitch and voicing.
// Unchecked: an open class cannot be checked Sendable. Nothing here makes or changes one (there
// is no recognizer): the app (its client's test value) sets its properties before handing it on.
open class SFVoiceAnalytics: @unchecked Sendable {
  /// How the pitch varies from one period to the next, as a percentage.
  open var jitter: SFAcousticFeature
  /// How the amplitude varies from one period to the next, in decibels.
  open var shimmer: SFAcousticFeature
  /// The pitch, as a log-normalized frequency.
  open var pitch: SFAcousticFeature
  /// How likely each frame is voiced, from 0 to 1.
  open var voicing: SFAcousticFeature

  /// Analytics of the four features, each empty unless given.
  public init(
    jitter: SFAcousticFeature = SFAcousticFeature(),
    shimmer: SFAcousticFeature = SFAcousticFeature(),
    pitch: SFAcousticFeature = SFAcousticFeature(),
    voicing: SFAcousticFeature = SFAcousticFeature()
  ) {
    self.jitter = jitter
    self.shimmer = shimmer
    self.pitch = pitch
    self.voicing = voicing
  }
}
