import SpeechStandIn
import Testing

/// The authorization statuses a speech client maps and stores have Apple's raw values.
struct SFSpeechRecognizerAuthorizationStatusTests {
  @Test
  func rawValuesAreApples() {
    let statuses: [SFSpeechRecognizerAuthorizationStatus] = [
      .notDetermined, .denied, .restricted, .authorized,
    ]
    #expect(statuses.map(\.rawValue) == [0, 1, 2, 3])
    #expect(SFSpeechRecognizerAuthorizationStatus(rawValue: 3) == .authorized)
    #expect(SFSpeechRecognizerAuthorizationStatus(rawValue: 4) == nil)
  }
}
