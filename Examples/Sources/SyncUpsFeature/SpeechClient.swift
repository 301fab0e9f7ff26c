import ComposableArchitecture
import Foundation

/// Transcribes what is said during a meeting.
@DependencyClient
public struct SpeechClient: Sendable {
  /// Whether the app may transcribe.
  public var authorizationStatus: @Sendable () -> Authorization = { .denied }
  /// Asks the user for permission to transcribe.
  public var requestAuthorization: @Sendable () async -> Authorization = { .denied }
  /// Starts transcribing: each element is the transcript so far.
  public var startTask: @Sendable () async -> AsyncThrowingStream<String, any Error> = {
    AsyncThrowingStream { $0.finish() }
  }

  /// Whether transcription is allowed.
  public enum Authorization: Equatable, Sendable {
    case authorized, denied, notDetermined, restricted
  }
}

extension SpeechClient: DependencyKey {
  /// On Linux there is no speech recognizer: the transcript is read from the file named by
  /// `SYNCUPS_TRANSCRIPT`, one word a second, or the meeting has no transcript. Never a network.
  public static var liveValue: SpeechClient {
    SpeechClient(
      authorizationStatus: { .authorized },
      requestAuthorization: { .authorized },
      startTask: {
        @Dependency(\.continuousClock) var continuousClock
        let clock = continuousClock
        let words =
          ProcessInfo.processInfo.environment["SYNCUPS_TRANSCRIPT"]
          .flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }?
          .split(whereSeparator: \.isWhitespace).map(String.init) ?? []
        return AsyncThrowingStream { continuation in
          let task = Task {
            var transcript = ""
            for word in words {
              try await clock.sleep(for: .seconds(1))
              transcript += transcript.isEmpty ? word : " \(word)"
              continuation.yield(transcript)
            }
            continuation.finish()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
    )
  }

  public static let testValue = SpeechClient()
}

extension DependencyValues {
  /// The speech transcriber.
  public var speechClient: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}
