import Dependencies
import Foundation

/// Writes `data` to a temporary file beside `url`, then renames it over `url`, so readers never
/// see a half-written file and a failed write never destroys the original. (Foundation's
/// `replaceItemAt` deletes the original on Linux.)
func writeAtomically(_ data: Data, to url: URL) throws {
  var isDirectory: ObjCBool = false
  if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
    if isDirectory.boolValue { throw FileStorageError.isDirectory(url) }
    if isMarkedReadOnly(url) { throw FileStorageError.readOnlyFile(url) }
  }
  let directory = url.deletingLastPathComponent()
  let temporary = directory.appendingPathComponent(
    ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
  do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try data.write(to: temporary)
  } catch {
    try? FileManager.default.removeItem(at: temporary)
    throw FileStorageError.notWritten(url, error)
  }
  guard rename(temporary.path, url.path) == 0 else {
    let code = errno
    try? FileManager.default.removeItem(at: temporary)
    throw FileStorageError.notWritten(url, NSError(domain: NSPOSIXErrorDomain, code: Int(code)))
  }
}

/// Whether the file at `url` has no write permission for anyone. Checked by its mode rather than
/// by trying: a rename replaces a read-only file, and the superuser may write any file.
private func isMarkedReadOnly(_ url: URL) -> Bool {
  guard
    let permissions = try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]
      as? NSNumber
  else { return false }
  return permissions.intValue & 0o222 == 0
}
