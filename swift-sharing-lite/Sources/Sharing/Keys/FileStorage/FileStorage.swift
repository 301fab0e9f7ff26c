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
