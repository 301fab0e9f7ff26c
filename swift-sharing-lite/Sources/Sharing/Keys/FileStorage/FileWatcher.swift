import Dependencies
import Foundation

#if os(Linux)
  import Glibc

  /// Calls `onChange` whenever the file at `url` is written, replaced or deleted, by this
  /// process or another, until the subscription is cancelled. Watches the directory, since a
  /// file replaced by a rename is a new file.
  func watchFile(at url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    let directory = url.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return SharedSubscription {} }
    let mask =
      UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE)
      | UInt32(IN_MOVED_FROM)
    guard inotify_add_watch(descriptor, directory.path, mask) >= 0 else {
      close(descriptor)
      return SharedSubscription {}
    }
    let name = url.lastPathComponent
    let source = DispatchSource.makeReadSource(
      fileDescriptor: descriptor, queue: .global(qos: .utility))
    source.setEventHandler {
      if changedNames(readingEventsFrom: descriptor).contains(name) { onChange() }
    }
    source.setCancelHandler { close(descriptor) }
    source.resume()
    let uncheckedSource = UncheckedSendable(source)
    return SharedSubscription { uncheckedSource.value.cancel() }
  }

  /// The names in the pending inotify events of `descriptor`.
  private func changedNames(readingEventsFrom descriptor: Int32) -> Set<String> {
    var names: Set<String> = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return names }
      buffer.withUnsafeBytes { bytes in
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= count {
          let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          let nameStart = offset + headerSize
          if length > 0 {
            let nameBytes = bytes[nameStart..<min(nameStart + length, count)]
            names.insert(String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self))
          }
          offset = nameStart + length
        }
      }
    }
  }
#else
  /// File watching across processes is implemented with inotify on Linux only; elsewhere changes
  /// made by other processes are picked up on the next `load()`.
  func watchFile(at url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    SharedSubscription {}
  }
#endif
