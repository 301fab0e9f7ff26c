/// A result of recognition: the best transcription so far, and the others.
// Unchecked: an open class cannot be checked Sendable. Nothing here makes or changes one (there
// is no recognizer): the app (its client's test value) sets its properties before handing it on.
open class SFSpeechRecognitionResult: @unchecked Sendable {
  /// The most likely transcription.
  open var bestTranscription: SFTranscription
  /// Every transcription, the most likely first.
  open var transcriptions: [SFTranscription]
  /// Whether recognition is done.
  open var isFinal: Bool
  /// What was measured of the speech, once final.
  open var speechRecognitionMetadata: SFSpeechRecognitionMetadata?

  /// A result whose best transcription is `bestTranscription`, final or not.
  public init(
    bestTranscription: SFTranscription, transcriptions: [SFTranscription] = [],
    isFinal: Bool, speechRecognitionMetadata: SFSpeechRecognitionMetadata? = nil
  ) {
    self.bestTranscription = bestTranscription
    self.transcriptions = transcriptions
    self.isFinal = isFinal
    self.speechRecognitionMetadata = speechRecognitionMetadata
  }
}
