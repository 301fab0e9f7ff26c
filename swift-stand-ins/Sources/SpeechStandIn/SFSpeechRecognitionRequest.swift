import Foundation

/// A request to recognize speech.
// Unchecked: an open class cannot be checked Sendable. The app sets its properties before it
// hands the request to a recognizer, and nothing here (there is no recognizer) changes them.
open class SFSpeechRecognitionRequest: @unchecked Sendable {
  /// Whether partial results are reported as they come.
  open var shouldReportPartialResults = true
  /// Whether recognition must stay on the device.
  open var requiresOnDeviceRecognition = false
  /// Phrases to favour.
  open var contextualStrings: [String] = []

  /// A request with partial results, on or off the device, favouring no phrases.
  public init() {}
}

/// A request to recognize speech from audio buffers as they are captured.
// Unchecked: restates its superclass's conformance; it adds no state.
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
  /// Says no more audio comes.
  open func endAudio() {}
}

/// A request to recognize the speech in a recorded file.
// Unchecked: restates its superclass's conformance; the state it adds, the URL, is a `let`.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
  /// The recording.
  public let url: URL

  /// A request to recognize the speech recorded at `url`.
  public init(url: URL) { self.url = url }
}
