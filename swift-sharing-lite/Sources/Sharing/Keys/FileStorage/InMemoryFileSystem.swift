import Dependencies
import Foundation

/// Files in memory, for tests: what `.fileStorage` keys wrote (and how often), and a way to
/// change a file as another process would.
///
/// ```swift
/// let files = InMemoryFileSystem()
/// files.simulateExternalWrite(Data("[]".utf8), to: .users)
/// #expect(files.writeCount(to: .users) == 1)
/// ```
public final class InMemoryFileSystem: Sendable {
  private struct State {
    var files: [URL: Data] = [:]
    var writes: [URL: Int] = [:]
    var watchers: [URL: [Int: @Sendable () -> Void]] = [:]
    var nextWatcher = 0
    var unwritable: Set<URL> = []
  }

  private let state = LockedValue(State())

  /// An empty file system.
  public init() {}

  /// The contents of the file at `url`, if any.
  public func contents(of url: URL) -> Data? {
    state.withLock { $0.files[url] }
  }

  /// Every file and its contents.
  public var files: [URL: Data] {
    state.withLock { $0.files }
  }

  /// How many times the storage wrote the file at `url`.
  public func writeCount(to url: URL) -> Int {
    state.withLock { $0.writes[url, default: 0] }
  }

  /// Replaces the file at `url` (or removes it, for `nil`) as another process would, notifying
  /// the keys watching it.
  public func simulateExternalWrite(_ data: Data?, to url: URL) {
    let watchers = state.withLock { state in
      state.files[url] = data
      return Array(state.watchers[url, default: [:]].values)
    }
    for watcher in watchers { watcher() }
  }

  /// Makes writes to `url` fail, as a read-only location would.
  public func makeUnwritable(_ url: URL) {
    _ = state.withLock { $0.unwritable.insert(url) }
  }

  func read(_ url: URL) throws -> Data? {
    state.withLock { $0.files[url] }
  }

  func save(_ data: Data, to url: URL) throws {
    try state.withLock { state in
      guard !state.unwritable.contains(url) else {
        throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
      }
      state.files[url] = data
      state.writes[url, default: 0] += 1
    }
  }

  func copy(_ source: URL, to destination: URL) throws {
    state.withLock { state in
      state.files[destination] = state.files[source]
    }
  }

  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    let id = state.withLock { state in
      defer { state.nextWatcher += 1 }
      state.watchers[url, default: [:]][state.nextWatcher] = onChange
      return state.nextWatcher
    }
    return SharedSubscription { [weak self] in
      _ = self?.state.withLock { $0.watchers[url]?.removeValue(forKey: id) }
    }
  }
}
