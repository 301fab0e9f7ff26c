// Speech's types as a ported app's features and clients name them.
// Nothing here recognizes speech: the live value that did is left out, and tests use the
// client's test value. Like Apple's framework, it brings Foundation.
@_exported import Foundation

/// Whether the app may recognize speech.
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
  case notDetermined, denied, restricted, authorized
}

/// A request to recognize speech.
open class SFSpeechRecognitionRequest: @unchecked Sendable {
  /// Whether partial results are reported as they come.
  open var shouldReportPartialResults = true
  /// Whether recognition must stay on the device.
  open var requiresOnDeviceRecognition = false
  /// Phrases to favour.
  open var contextualStrings: [String] = []

  public init() {}
}

/// A request to recognize speech from audio buffers as they are captured.
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest,
  @unchecked Sendable
{
  /// Says no more audio comes.
  open func endAudio() {}
}

/// A request to recognize the speech in a recorded file.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
  /// The recording.
  public let url: URL

  public init(url: URL) { self.url = url }
}

/// A transcription of recognized speech.
open class SFTranscription: @unchecked Sendable {
  /// The whole transcription.
  open var formattedString: String
  /// Its parts, each with its timing and alternatives.
  open var segments: [SFTranscriptionSegment]

  public init(formattedString: String, segments: [SFTranscriptionSegment] = []) {
    self.formattedString = formattedString
    self.segments = segments
  }
}

/// A part of a transcription: a word or a phrase.
open class SFTranscriptionSegment: @unchecked Sendable {
  open var substring: String
  open var substringRange: NSRange
  open var timestamp: TimeInterval
  open var duration: TimeInterval
  open var confidence: Float
  open var alternativeSubstrings: [String]
  open var voiceAnalytics: SFVoiceAnalytics?

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

/// A measure of the voice, frame by frame.
open class SFAcousticFeature: @unchecked Sendable {
  open var acousticFeatureValuePerFrame: [Double]
  open var frameDuration: TimeInterval

  public init(acousticFeatureValuePerFrame: [Double] = [], frameDuration: TimeInterval = 0) {
    self.acousticFeatureValuePerFrame = acousticFeatureValuePerFrame
    self.frameDuration = frameDuration
  }
}

/// The voice's jitter, shimmer, pitch and voicing.
open class SFVoiceAnalytics: @unchecked Sendable {
  open var jitter: SFAcousticFeature
  open var shimmer: SFAcousticFeature
  open var pitch: SFAcousticFeature
  open var voicing: SFAcousticFeature

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

/// What recognition measured of the speech: its rate, pauses and voice.
open class SFSpeechRecognitionMetadata: @unchecked Sendable {
  open var speakingRate: Double
  open var averagePauseDuration: TimeInterval
  open var speechStartTimestamp: TimeInterval
  open var speechDuration: TimeInterval
  open var voiceAnalytics: SFVoiceAnalytics?

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

/// A result of recognition: the best transcription so far, and the others.
open class SFSpeechRecognitionResult: @unchecked Sendable {
  /// The most likely transcription.
  open var bestTranscription: SFTranscription
  /// Every transcription, the most likely first.
  open var transcriptions: [SFTranscription]
  /// Whether recognition is done.
  open var isFinal: Bool
  /// What was measured of the speech, once final.
  open var speechRecognitionMetadata: SFSpeechRecognitionMetadata?

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
