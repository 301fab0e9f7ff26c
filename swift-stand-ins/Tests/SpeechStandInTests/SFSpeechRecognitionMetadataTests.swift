import Foundation
import SpeechStandIn
import Testing

/// Recognition metadata, its voice analytics and their acoustic features read back as built.
struct SFSpeechRecognitionMetadataTests {
  @Test
  func metadataDefaultsToNothingMeasured() {
    let metadata = SFSpeechRecognitionMetadata()
    #expect(metadata.speakingRate == 0 && metadata.averagePauseDuration == 0)
    #expect(metadata.speechStartTimestamp == 0 && metadata.speechDuration == 0)
    #expect(metadata.voiceAnalytics == nil)
  }

  @Test
  func metadataKeepsItsMeasuresAndVoiceAnalytics() {
    let pitch = SFAcousticFeature(acousticFeatureValuePerFrame: [0.1, 0.2], frameDuration: 0.01)
    let metadata = SFSpeechRecognitionMetadata(
      speakingRate: 150, averagePauseDuration: 0.2, speechStartTimestamp: 0.5,
      speechDuration: 3, voiceAnalytics: SFVoiceAnalytics(pitch: pitch))
    #expect(metadata.speakingRate == 150 && metadata.averagePauseDuration == 0.2)
    #expect(metadata.speechStartTimestamp == 0.5 && metadata.speechDuration == 3)
    #expect(metadata.voiceAnalytics?.pitch.acousticFeatureValuePerFrame == [0.1, 0.2])
    #expect(metadata.voiceAnalytics?.pitch.frameDuration == 0.01)
  }

  @Test
  func voiceAnalyticsStartWithFourEmptyFeatures() {
    let analytics = SFVoiceAnalytics()
    for feature in [analytics.jitter, analytics.shimmer, analytics.pitch, analytics.voicing] {
      #expect(feature.acousticFeatureValuePerFrame.isEmpty && feature.frameDuration == 0)
    }
    #expect(analytics.jitter !== analytics.shimmer)
    analytics.voicing = SFAcousticFeature(acousticFeatureValuePerFrame: [1])
    #expect(analytics.voicing.acousticFeatureValuePerFrame == [1])
  }
}
