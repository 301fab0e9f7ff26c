import Foundation
import SpeechStandIn
import Testing

/// Speech recognition requests start as Apple's do and keep what a feature's client sets on them.
struct SFSpeechRecognitionRequestTests {
  @Test
  func aRequestKeepsWhatTheAppSets() {
    let request = SFSpeechRecognitionRequest()
    #expect(request.shouldReportPartialResults)
    #expect(!request.requiresOnDeviceRecognition && request.contextualStrings.isEmpty)
    request.shouldReportPartialResults = false
    request.requiresOnDeviceRecognition = true
    request.contextualStrings = ["TCA"]
    #expect(!request.shouldReportPartialResults)
    #expect(request.requiresOnDeviceRecognition && request.contextualStrings == ["TCA"])
  }

  @Test
  func anAudioBufferRequestIsARequestAndEndingItsAudioChangesNothing() {
    let request = SFSpeechAudioBufferRecognitionRequest()
    request.contextualStrings = ["Point-Free"]
    request.endAudio()
    let asRequest: SFSpeechRecognitionRequest = request
    #expect(asRequest.contextualStrings == ["Point-Free"] && asRequest.shouldReportPartialResults)
  }

  @Test
  func aURLRequestKeepsItsRecording() {
    let url = URL(fileURLWithPath: "/tmp/meeting.m4a")
    let request = SFSpeechURLRecognitionRequest(url: url)
    #expect(request.url == url && request.shouldReportPartialResults)
  }

  @Test
  func aRequestSetUpBeforehandCanBeSentToATask() async {
    let request = SFSpeechAudioBufferRecognitionRequest()
    request.requiresOnDeviceRecognition = true
    let onDevice = await Task.detached { request.requiresOnDeviceRecognition }.value
    #expect(onDevice)
  }
}
