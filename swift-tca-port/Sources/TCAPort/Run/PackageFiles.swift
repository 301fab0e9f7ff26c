import Foundation

/// The files of a ported package as one port writes them: a file whose content is already there
/// is left alone, keeping its modification date, so porting an app again rebuilds only the
/// modules whose files changed; what the port no longer writes is removed.
struct PackageFiles {
  /// The package's folder.
  let root: URL
  /// The paths written (or found already written), relative to `root`.
  private(set) var written: Set<String> = []

  /// Files for the package in `root`.
  init(root: URL) {
    self.root = root
  }

  /// Writes `text` to `path` (relative to the package), unless the file already holds it.
  mutating func write(_ text: String, to path: String) throws {
    let destination = root.appendingPathComponent(path)
    written.insert(path)
    if let existing = try? String(contentsOf: destination, encoding: .utf8), existing == text {
      return
    }
    try FileManager.default.createDirectory(
      at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: destination, atomically: true, encoding: .utf8)
  }

  /// Copies the file or folder at `source` to `path`, leaving alone each file already the same.
  mutating func copy(_ source: URL, to path: String) throws {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: source.path, isDirectory: &isDirectory) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: source.path])
    }
    if isDirectory.boolValue {
      for child in try manager.contentsOfDirectory(atPath: source.path) {
        try copy(source.appendingPathComponent(child), to: "\(path)/\(child)")
      }
      return
    }
    let destination = root.appendingPathComponent(path)
    written.insert(path)
    if manager.contentsEqual(atPath: source.path, andPath: destination.path) { return }
    try manager.createDirectory(
      at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? manager.removeItem(at: destination)
    try manager.copyItem(at: source, to: destination)
  }

  /// Removes every file under `folders` (relative to the package) that was not written, and
  /// the folders left empty.
  func removeOthers(under folders: [String]) {
    let manager = FileManager.default
    for folder in folders {
      let url = root.appendingPathComponent(folder)
      guard let enumerator = manager.enumerator(atPath: url.path) else { continue }
      var directories: [String] = []
      while let relative = enumerator.nextObject() as? String {
        let path = "\(folder)/\(relative)"
        var isDirectory: ObjCBool = false
        _ = manager.fileExists(
          atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
        if isDirectory.boolValue {
          directories.append(path)
        } else if !written.contains(path) {
          try? manager.removeItem(at: root.appendingPathComponent(path))
        }
      }
      // Deepest first, so a folder emptied by its children's removal goes too.
      for directory in directories.sorted(by: >) + [folder] {
        let directoryURL = root.appendingPathComponent(directory)
        if (try? manager.contentsOfDirectory(atPath: directoryURL.path))?.isEmpty == true {
          try? manager.removeItem(at: directoryURL)
        }
      }
    }
  }
}
