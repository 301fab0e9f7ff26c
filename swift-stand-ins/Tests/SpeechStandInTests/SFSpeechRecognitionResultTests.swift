import Foundation
import SpeechStandIn
import Testing

/// A result a client's test value builds reads back as built, and can cross to another task as
/// the recognizer's results do.
struct SFSpeechRecognitionResultTests {
  @Test
  func aResultStartsWithNoOtherTranscriptionsAndNoMetadata() {
    let result = SFSpeechRecognitionResult(
      bestTranscription: SFTranscription(formattedString: "Hello"), isFinal: false)
    #expect(result.bestTranscription.formattedString == "Hello")
    #expect(result.transcriptions.isEmpty && !result.isFinal)
    #expect(result.speechRecognitionMetadata == nil)
  }

  @Test
  func aFinalResultKeepsItsTranscriptionsAndMetadata() async {
    let best = SFTranscription(formattedString: "Hello world")
    let other = SFTranscription(formattedString: "Yellow world")
    let result = SFSpeechRecognitionResult(
      bestTranscription: best, transcriptions: [best, other], isFinal: true,
      speechRecognitionMetadata: SFSpeechRecognitionMetadata(speakingRate: 120))
    let read = await Task.detached {
      (
        result.transcriptions.map(\.formattedString), result.isFinal,
        result.speechRecognitionMetadata?.speakingRate
      )
    }.value
    #expect(read.0 == ["Hello world", "Yellow world"])
    #expect(read.1 && read.2 == 120)
  }

  @Test
  func aResultKeepsWhatIsSetLater() {
    let result = SFSpeechRecognitionResult(
      bestTranscription: SFTranscription(formattedString: "Hel"), isFinal: false)
    result.bestTranscription = SFTranscription(formattedString: "Hello")
    result.isFinal = true
    result.speechRecognitionMetadata = SFSpeechRecognitionMetadata(speechDuration: 1.5)
    #expect(result.bestTranscription.formattedString == "Hello" && result.isFinal)
    #expect(result.speechRecognitionMetadata?.speechDuration == 1.5)
  }
}
