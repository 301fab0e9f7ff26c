import Dependencies
import Foundation

/// The file system `.fileStorage` keys read, write and watch: the real one in the app, an
/// in-memory one (a `[URL: Data]` dictionary) in tests.
///
/// ```swift
/// $0.defaultFileStorage = .inMemory
/// ```
public struct FileStorage: Sendable {
  let id: ObjectIdentifier
  let load: @Sendable (URL) throws -> Data?
  let save: @Sendable (Data, URL) throws -> Void
  /// Copies a file to another name, leaving the original in place.
  let copyAside: @Sendable (URL, URL) throws -> Void
  let watch: @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription
  /// Times the coalescing of writes (at most one per second after the first).
  let clock: any Clock<Duration>

  /// The real file system: atomic writes (a temporary file renamed over the original), and
  /// changes made by other processes observed with inotify on Linux.
  public static var fileSystem: FileStorage {
    FileStorage(
      id: ObjectIdentifier(FileSystemIdentity.shared),
      load: { url in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
          return nil
        }
        if isDirectory.boolValue { throw FileStorageError.isDirectory(url) }
        return try Data(contentsOf: url)
      },
      save: { data, url in try writeAtomically(data, to: url) },
      copyAside: { source, destination in
        try FileManager.default.copyItem(at: source, to: destination)
      },
      watch: { url, onChange in watchFile(at: url, onChange: onChange) },
      clock: ContinuousClock()
    )
  }

  /// A fresh in-memory file system that never touches the disk.
  ///
  /// ```swift
  /// $0.defaultFileStorage = .inMemory
  /// ```
  public static var inMemory: FileStorage {
    inMemory(InMemoryFileSystem())
  }

  /// A file storage over `fileSystem`, whose files and writes a test can inspect, with writes
  /// coalesced on `clock` (a `TestClock` makes that deterministic).
  ///
  /// ```swift
  /// let files = InMemoryFileSystem()
  /// $0.defaultFileStorage = .inMemory(files, clock: clock)
  /// ```
  public static func inMemory(
    _ fileSystem: InMemoryFileSystem, clock: any Clock<Duration> = ContinuousClock()
  ) -> FileStorage {
    FileStorage(
      id: ObjectIdentifier(fileSystem),
      load: { try fileSystem.read($0) },
      save: { try fileSystem.save($0, to: $1) },
      copyAside: { try fileSystem.copy($0, to: $1) },
      watch: { fileSystem.watch($0, onChange: $1) },
      clock: clock
    )
  }
}

private final class FileSystemIdentity: Sendable {
  static let shared = FileSystemIdentity()
}

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

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// The file system `.fileStorage` keys use: the real one in the app, a fresh in-memory one in
  /// each test.
  ///
  /// ```swift
  /// $0.defaultFileStorage = .inMemory
  /// ```
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}
