import Foundation
import SpeechStandIn
import Testing

/// A transcription and its segments read back as built, with Apple's defaults for what is left
/// out.
struct SFTranscriptionTests {
  @Test
  func aTranscriptionKeepsItsTextAndSegments() {
    let transcription = SFTranscription(formattedString: "Hi")
    #expect(transcription.segments.isEmpty)
    transcription.segments = [SFTranscriptionSegment(substring: "Hi")]
    transcription.formattedString = "Hi there"
    #expect(transcription.formattedString == "Hi there")
    #expect(transcription.segments.map(\.substring) == ["Hi"])
  }

  @Test
  func aSegmentDefaultsToNothingMeasured() {
    let segment = SFTranscriptionSegment(substring: "word")
    #expect(segment.substringRange == NSRange(location: 0, length: 0))
    #expect(segment.timestamp == 0 && segment.duration == 0 && segment.confidence == 0)
    #expect(segment.alternativeSubstrings.isEmpty && segment.voiceAnalytics == nil)
  }

  @Test
  func aSegmentKeepsItsTimingAndAlternatives() {
    let analytics = SFVoiceAnalytics()
    let segment = SFTranscriptionSegment(
      substring: "there", substringRange: NSRange(location: 3, length: 5), timestamp: 0.4,
      duration: 0.3, confidence: 0.9, alternativeSubstrings: ["their"],
      voiceAnalytics: analytics)
    #expect(segment.substringRange == NSRange(location: 3, length: 5))
    #expect(segment.timestamp == 0.4 && segment.duration == 0.3 && segment.confidence == 0.9)
    #expect(segment.alternativeSubstrings == ["their"] && segment.voiceAnalytics === analytics)
    segment.confidence = 0.5
    #expect(segment.confidence == 0.5)
  }
}
