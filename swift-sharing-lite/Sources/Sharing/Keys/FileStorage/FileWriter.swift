import Dependencies
import Foundation

/// Writes one file for a file-storage key: the first change at once, then at most one write per
/// second (timed on the storage's clock) with the latest value, and the last pending one on
/// `save()`, on release and at exit. Remembers the bytes last read or written (to ignore its own
/// change events) and whether the file on disk failed to decode (to move it aside before the
/// first write).
final class FileWriter: Sendable {
  private struct State {
    /// The file's contents last read or written: `.some(nil)` once it was seen missing.
    var lastSeen: Data??
    var isCorrupt = false
    /// Writes begun and ended so far, so a change event can tell whether one overlapped its read.
    var writesStarted = 0
    var writesEnded = 0
    /// Open for a second after each write; changes meanwhile wait for it to close.
    var window: Task<Void, Never>?
    var pending: (data: Data, continuations: [SaveContinuation])?
  }

  private let url: URL
  private let storage: FileStorage
  private let state = LockedValue(State())
  private let coalescingInterval = Duration.seconds(1)

  init(url: URL, storage: FileStorage) {
    self.url = url
    self.storage = storage
    PendingWrites.register(self)
  }

  deinit {
    state.withLock { $0.window?.cancel() }
    flush()
  }

  /// Records what a load found: the file's bytes, or `nil` for no file.
  func didRead(_ data: Data?) {
    state.withLock { $0.lastSeen = .some(data) }
  }

  func markCorrupt() {
    state.withLock { $0.isCorrupt = true }
  }

  /// How many writes have begun, or `nil` while one is under way.
  var writesIfNoneUnderWay: Int? {
    state.withLock { $0.writesStarted == $0.writesEnded ? $0.writesStarted : nil }
  }

  /// Whether `data` (`nil` for no file), read after `writes` writes had begun, is a change from
  /// outside: it differs from what was last read or written, and none of our writes began since.
  /// A file seen missing twice is one deletion, so a late event never resets a value changed
  /// after the first.
  func isNew(_ data: Data?, noWritesSince writes: Int) -> Bool {
    state.withLock { state in
      guard state.writesStarted == writes else { return false }
      defer { state.lastSeen = .some(data) }
      return state.lastSeen != .some(data)
    }
  }

  func write(_ data: Data, immediately: Bool, continuation: SaveContinuation) {
    let waiting: [SaveContinuation]? = state.withLock { state in
      let continuations = (state.pending?.continuations ?? []) + [continuation]
      guard immediately || state.window == nil else {
        state.pending = (data, continuations)
        return nil
      }
      state.pending = nil
      return continuations
    }
    guard let waiting else { return }
    perform(data, resuming: waiting)
  }

  /// Writes the pending change, if any, now: the last write, on release or at exit, so it opens
  /// no coalescing window.
  func flush() {
    let pending = state.withLock { state in
      defer { state.pending = nil }
      return state.pending
    }
    guard let pending else { return }
    perform(pending.data, resuming: pending.continuations, opensWindow: false)
  }

  private func perform(
    _ data: Data, resuming continuations: [SaveContinuation], opensWindow: Bool = true
  ) {
    let result = Result { try write(data) }
    if opensWindow { openWindow() }
    for continuation in continuations {
      switch result {
      case .success: continuation.resume()
      case let .failure(error): continuation.resume(throwing: error)
      }
    }
  }

  private func openWindow() {
    state.withLock { state in
      state.window?.cancel()
      state.window = Task { [weak self, storage, coalescingInterval] in
        guard (try? await storage.clock.sleep(for: coalescingInterval)) != nil else { return }
        self?.closeWindow()
      }
    }
  }

  private func closeWindow() {
    let pending = state.withLock { state in
      defer {
        state.pending = nil
        state.window = nil
      }
      return state.pending
    }
    guard let pending else { return }
    perform(pending.data, resuming: pending.continuations)
  }

  private func write(_ data: Data) throws {
    let isCorrupt = state.withLock { $0.isCorrupt }
    if isCorrupt {
      // Copied, not moved: the file never goes missing, which watchers would take for a
      // deletion and answer by resetting the value to its default.
      let stamp = Int(Date().timeIntervalSince1970)
      let aside = url.deletingLastPathComponent()
        .appendingPathComponent("\(url.lastPathComponent).corrupt-\(stamp)")
      try storage.copyAside(url, aside)
    }
    state.withLock { $0.writesStarted += 1 }
    defer { state.withLock { $0.writesEnded += 1 } }
    try storage.save(data, url)
    state.withLock { state in
      state.isCorrupt = false
      state.lastSeen = .some(data)
    }
  }
}

/// Every live file writer, so pending writes are flushed when the process exits.
enum PendingWrites {
  private struct WeakWriter {
    weak var writer: FileWriter?
  }

  private static let writers = LockedValue<[ObjectIdentifier: WeakWriter]>([:])
  private static let installExitHandler: Void = {
    atexit { PendingWrites.flushAll() }
  }()

  static func register(_ writer: FileWriter) {
    _ = installExitHandler
    writers.withLock { writers in
      writers = writers.filter { $0.value.writer != nil }
      writers[ObjectIdentifier(writer)] = WeakWriter(writer: writer)
    }
  }

  static func flushAll() {
    let live = writers.withLock { $0.values.compactMap(\.writer) }
    for writer in live { writer.flush() }
  }
}
