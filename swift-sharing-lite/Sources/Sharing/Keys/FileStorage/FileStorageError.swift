import Dependencies
import Foundation

/// Why a file-storage key cannot use its file, said so a person can fix it.
struct FileStorageError: Error, CustomStringConvertible, LocalizedError {
  let description: String

  var errorDescription: String? { description }

  static func readOnlyFile(_ url: URL) -> Self {
    Self(
      description: """
        '\(url.path)' is read-only: the change was not written, and the file keeps its previous \
        contents. Make the file writable (chmod u+w), or give this key another file.
        """)
  }

  /// A write that failed before the file was replaced: the file keeps its previous contents.
  static func notWritten(_ url: URL, _ error: any Error) -> Self {
    let kept = "the change was not written, and the file keeps its previous contents"
    switch posixCode(of: error) {
    case ENOSPC, EDQUOT:
      return Self(
        description: """
          There is no space left on the device holding '\(url.path)': \(kept). Free some space; \
          the next change (or save()) writes the value.
          """)
    case EROFS:
      return Self(
        description: """
          '\(url.deletingLastPathComponent().path)' is on a read-only file system: \(kept). \
          Give this key a file on a writable volume.
          """)
    case EACCES, EPERM:
      return Self(
        description: """
          '\(url.deletingLastPathComponent().path)' cannot be written (permission denied): \
          \(kept). Make the directory writable, or give this key another file.
          """)
    default:
      return Self(
        description: "Could not write '\(url.path)' (\(error.localizedDescription)): \(kept).")
    }
  }

  /// The POSIX error code behind `error`, if it has one.
  private static func posixCode(of error: any Error) -> Int32? {
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
    if error.domain == NSCocoaErrorDomain {
      switch CocoaError.Code(rawValue: error.code) {
      case .fileWriteOutOfSpace: return ENOSPC
      case .fileWriteVolumeReadOnly: return EROFS
      case .fileWriteNoPermission: return EACCES
      default: break
      }
    }
    guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return nil }
    return posixCode(of: underlying)
  }

  static func isDirectory(_ url: URL) -> Self {
    Self(
      description: """
        '\(url.path)' is a directory, not a file: nothing was read from or written to it. Move \
        the directory away, or give this key another file.
        """)
  }
}
