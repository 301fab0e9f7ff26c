/// A transcription of recognized speech.
// Unchecked: an open class cannot be checked Sendable. Nothing here makes or changes one (there
// is no recognizer): the app (its client's test value) sets its properties before handing it on.
open class SFTranscription: @unchecked Sendable {
  /// The whole transcription.
  open var formattedString: String
  /// Its parts, each with its timing and alternatives.
  open var segments: [SFTranscriptionSegment]

  /// A transcription reading `formattedString`, made of `segments`.
  public init(formattedString: String, segments: [SFTranscriptionSegment] = []) {
    self.formattedString = formattedString
    self.segments = segments
  }
}
