import ComposableArchitecture
import Speech

/// Dictation of a workout's notes.
@DependencyClient
public struct SpeechClient: Sendable {
  public var authorizationStatus: @Sendable () -> SFSpeechRecognizerAuthorizationStatus = {
    .notDetermined
  }
  public var requestAuthorization: @Sendable () async -> SFSpeechRecognizerAuthorizationStatus = {
    .notDetermined
  }
}

extension SpeechClient: DependencyKey {
  public static let liveValue = SpeechClient(
    authorizationStatus: { SFSpeechRecognizer.authorizationStatus() },
    requestAuthorization: {
      await withCheckedContinuation { continuation in
        SFSpeechRecognizer.requestAuthorization { continuation.resume(returning: $0) }
      }
    }
  )
  public static let testValue = SpeechClient()
}

extension DependencyValues {
  public var speech: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}
