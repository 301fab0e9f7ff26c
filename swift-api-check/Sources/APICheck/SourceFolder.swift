import Foundation

/// Reading a module's declarations from its folder of sources.
extension DeclarationCollector {
  /// Reads every Swift file under `folder` (a module's, `Sources/<module>`) as `module`'s;
  /// documentation catalogs are skipped. Throws when the folder does not exist.
  public mutating func read(folder: URL, module: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else { throw SourceFolderError.missing(folder.path) }
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    let paths = (files?.allObjects as? [URL] ?? [])
      .filter { $0.pathExtension == "swift" && !$0.path.contains(".docc/") }
      .sorted { $0.path < $1.path }
    for path in paths {
      read(source: try String(contentsOf: path, encoding: .utf8), module: module)
    }
  }
}

/// Why a module's sources cannot be read.
public enum SourceFolderError: Error, CustomStringConvertible {
  /// The module's folder does not exist.
  case missing(String)

  public var description: String {
    switch self {
    case .missing(let path):
      "no module folder at \(path): is UPSTREAM the folder holding upstream's four packages?"
    }
  }
}
