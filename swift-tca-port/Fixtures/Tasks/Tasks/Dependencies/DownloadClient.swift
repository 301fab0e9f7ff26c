import ComposableArchitecture
import Foundation

/// Downloads a shared task list, reporting progress, as apps written for Apple platforms do with
/// API Linux Foundation lacks (`URLSession.bytes(from:)`, `NSEC_PER_SEC`): tca-port's shims stand
/// in for them.
@DependencyClient
struct DownloadClient {
  var download: @Sendable (_ url: URL) -> AsyncThrowingStream<Double, any Error> = { _ in
    .finished()
  }
}

extension DownloadClient: DependencyKey {
  /// How long a download may take.
  static let timeout = 30 * NSEC_PER_SEC

  static let liveValue = DownloadClient(
    download: { url in
      AsyncThrowingStream { continuation in
        let task = Task {
          do {
            let (bytes, response) = try await URLSession.shared.bytes(from: url)
            var received = 0
            for try await _ in bytes {
              received += 1
              continuation.yield(Double(received) / Double(max(response.expectedContentLength, 1)))
            }
            continuation.finish()
          } catch {
            continuation.finish(throwing: error)
          }
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
  )
}
