import Foundation

/// What recognition measured of the speech: its rate, pauses and voice.
// Unchecked: an open class cannot be checked Sendable. Nothing here makes or changes one (there
// is no recognizer): the app (its client's test value) sets its properties before handing it on.
open class SFSpeechRecognitionMetadata: @unchecked Sendable {
  /// The words spoken per minute.
  open var speakingRate: Double
  /// The average pause between words, in seconds.
  open var averagePauseDuration: TimeInterval
  /// When speech started, in seconds from the start of the audio.
  open var speechStartTimestamp: TimeInterval
  /// How long the speech lasted, in seconds.
  open var speechDuration: TimeInterval
  /// What was measured of the voice.
  open var voiceAnalytics: SFVoiceAnalytics?

  /// Metadata of the given measures, each zero or none unless given.
  public init(
    speakingRate: Double = 0, averagePauseDuration: TimeInterval = 0,
    speechStartTimestamp: TimeInterval = 0, speechDuration: TimeInterval = 0,
    voiceAnalytics: SFVoiceAnalytics? = nil
  ) {
    self.speakingRate = speakingRate
    self.averagePauseDuration = averagePauseDuration
    self.speechStartTimestamp = speechStartTimestamp
    self.speechDuration = speechDuration
    self.voiceAnalytics = voiceAnalytics
  }
}
