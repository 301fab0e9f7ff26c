import Dependencies
import Foundation

/// Shared state persisted as a file, JSON by default: loaded at first use, saved on change (the
/// first write at once, later ones coalesced to at most one per second, flushed by `save()`,
/// on release and at exit), and reloaded when another process changes the file.
///
/// ```swift
/// extension URL {
///   static let users = URL.documentsDirectory.appending(component: "users.json")
/// }
/// @Shared(.fileStorage(.users)) var users: [User] = []
/// ```
///
/// A file that does not decode is never overwritten silently: the value keeps its default,
/// `$users.loadError` holds the decoding error, and the first change copies the old bytes aside to
/// `users.json.corrupt-<timestamp>` before writing.
public struct FileStorageKey<Value: Sendable>: SharedKey, SynchronouslyLoadingKey {
  let url: URL
  let storage: FileStorage
  let decode: @Sendable (Data) throws -> Value
  let encode: @Sendable (Value) throws -> Data
  let writer: FileWriter

  init(
    url: URL, storage: FileStorage,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    self.url = url
    self.storage = storage
    self.decode = decode
    self.encode = encode
    self.writer = FileWriter(url: url, storage: storage)
  }

  /// What makes two keys share one reference.
  public var id: FileStorageKeyID { FileStorageKeyID(url: url, storage: storage.id) }

  /// Loads the stored value, or keeps the initial one when storage has none.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: loadSynchronously())
  }

  func loadSynchronously() -> Result<Value?, any Error> {
    Result {
      let data = try storage.load(url)
      writer.didRead(data)
      guard let data else { return nil }
      do {
        return try decode(data)
      } catch {
        writer.markCorrupt()
        throw error
      }
    }
  }

  /// Delivers changes made to the storage from outside this app's references.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    storage.watch(url) { [storage, url, decode, writer] in
      // Our own writes come back as change events too, and a read that overlaps one of our
      // writes may hold the bytes from before it: such a read is skipped, as the write's own
      // event follows.
      guard let writes = writer.writesIfNoneUnderWay else { return }
      let data: Data?
      do {
        data = try storage.load(url)
      } catch {
        subscriber.yield(throwing: error)
        return
      }
      guard writer.isNew(data, noWritesSince: writes) else { return }
      guard let data else {
        subscriber.yieldReturningInitialValue()
        return
      }
      do {
        subscriber.yield(try decode(data))
      } catch {
        writer.markCorrupt()
        subscriber.yield(throwing: error)
      }
    }
  }

  /// Writes `value` to the storage.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    let data: Data
    do {
      data = try encode(value)
    } catch {
      continuation.resume(throwing: error)
      return
    }
    writer.write(data, immediately: context == .userInitiated, continuation: continuation)
  }
}

extension FileStorageKey: CustomStringConvertible {
  /// How the key reads in messages.
  public var description: String { ".fileStorage(\(url.absoluteString))" }
}

/// What identifies a file-storage key: its file within one file storage.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: ObjectIdentifier
}

extension SharedReaderKey {
  /// Shared state persisted as JSON in the file at `url`.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.users)) var users: [User] = []
  /// ```
  public static func fileStorage<Value: Codable & Sendable>(
    _ url: URL,
    decoder: JSONDecoder = JSONDecoder(),
    encoder: JSONEncoder = JSONEncoder()
  ) -> Self where Self == FileStorageKey<Value> {
    let decoder = UncheckedSendable(decoder)
    let encoder = UncheckedSendable(encoder)
    return fileStorage(
      url,
      decode: { try decoder.value.decode(Value.self, from: $0) },
      encode: { try encoder.value.encode($0) }
    )
  }

  /// Shared state persisted in the file at `url` with your own coding.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.notes, decode: { String(decoding: $0, as: UTF8.self) },
  ///   encode: { Data($0.utf8) })) var notes = ""
  /// ```
  public static func fileStorage<Value: Sendable>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    @Dependency(\.defaultFileStorage) var storage
    return FileStorageKey(url: url, storage: storage, decode: decode, encode: encode)
  }
}
