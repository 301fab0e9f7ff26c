import Foundation

/// A part of a transcription: a word or a phrase.
// Unchecked: an open class cannot be checked Sendable. Nothing here makes or changes one (there
// is no recognizer): the app (its client's test value) sets its properties before handing it on.
open class SFTranscriptionSegment: @unchecked Sendable {
  /// The words.
  open var substring: String
  /// Where they are in the transcription's `formattedString`.
  open var substringRange: NSRange
  /// When they were spoken, in seconds from the start of the audio.
  open var timestamp: TimeInterval
  /// How long they took to say, in seconds.
  open var duration: TimeInterval
  /// How sure recognition is of them, from 0 to 1 (0 until the result is final).
  open var confidence: Float
  /// Other words they may be.
  open var alternativeSubstrings: [String]
  /// What was measured of the voice saying them.
  open var voiceAnalytics: SFVoiceAnalytics?

  /// A segment reading `substring`, at `substringRange` of its transcription.
  public init(
    substring: String, substringRange: NSRange = NSRange(location: 0, length: 0),
    timestamp: TimeInterval = 0, duration: TimeInterval = 0, confidence: Float = 0,
    alternativeSubstrings: [String] = [], voiceAnalytics: SFVoiceAnalytics? = nil
  ) {
    self.substring = substring
    self.substringRange = substringRange
    self.timestamp = timestamp
    self.duration = duration
    self.confidence = confidence
    self.alternativeSubstrings = alternativeSubstrings
    self.voiceAnalytics = voiceAnalytics
  }
}
