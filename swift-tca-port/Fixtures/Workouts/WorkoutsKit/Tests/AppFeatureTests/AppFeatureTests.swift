import ComposableArchitecture
import Speech
import Testing

@testable import AppFeature

@MainActor
struct AppFeatureTests {
  @Test
  func allowingDictationInSettingsRecordsTheAnswer() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.speech.requestAuthorization = { .authorized }
    }
    await store.send(\.settings.dictationTapped)
    await store.receive(\.settings.dictationAnswered) {
      $0.settings.dictation = .authorized
    }
  }
}
