import Foundation

/// Reading a target's folder: its Swift files, where SwiftPM looks for it, and what SwiftPM on
/// Apple platforms takes from it undeclared (resources, snapshots, a build plugin's inputs).
extension PackageReader {
  /// The paths of the Swift files `target` compiles: those under its folder, less its
  /// exclusions, within its `sources` if it lists them.
  func swiftFiles(of target: PackageManifest.Target, at rootURL: URL) -> [String] {
    let excluded = target.exclude.map { rootURL.appendingPathComponent($0).path }
    let sources = target.sources.map { $0.map { rootURL.appendingPathComponent($0).path } }
    return LayoutReader.swiftFiles(under: rootURL).map { rootURL.path + "/" + $0 }.filter { path in
      !excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
        && (sources?.contains { path == $0 || path.hasPrefix($0 + "/") } ?? true)
    }
  }

  /// Where SwiftPM looks for a target without a `path`: `Sources/<name>` (or `Source`, `src`,
  /// `srcs`), `Tests/<name>` for tests.
  func defaultPath(of target: PackageManifest.Target, in folder: URL) -> String {
    let roots = target.type == "test" ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
    let existing = roots.first { root in
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("\(root)/\(target.name)").path)
    }
    return "\(existing ?? roots[0])/\(target.name)"
  }

  /// What SwiftPM processes in a target's folder with no `resources:` on Apple platforms, and
  /// ignores elsewhere (so that a port would have no `Bundle.module`): asset catalogs, string
  /// catalogs and tables, localization folders, Core Data models; and JSON files, which a target
  /// reads through `Bundle.module` once declared. Each becomes a `.process` resource of the port.
  /// Reference snapshots (`__Snapshots__`) are left where they are.
  static func implicitResources(
    of target: PackageManifest.Target, at rootURL: URL, declared: [AppUnit.Resource]
  ) -> [AppUnit.Resource] {
    let kinds: Set = [
      "xcassets", "xcstrings", "strings", "stringsdict", "lproj", "xcdatamodeld", "xcdatamodel",
      "xcmappingmodel", "json",
    ]
    let covered = declared.map(\.path) + target.exclude
    var found: [AppUnit.Resource] = []
    var folders = [""]
    while let folder = folders.popLast() {
      let url = folder.isEmpty ? rootURL : rootURL.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      for name in names.sorted() where !name.hasPrefix(".") && name != "__Snapshots__" {
        let path = folder.isEmpty ? name : "\(folder)/\(name)"
        guard !covered.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) else {
          continue
        }
        let kind = (name as NSString).pathExtension.lowercased()
        if kinds.contains(kind) {
          found.append(AppUnit.Resource(rule: "process", path: path, localization: nil))
        } else if kind.isEmpty, isFolder(url.appendingPathComponent(name)) {
          folders.append(path)
        }
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The `__Snapshots__` folders under a test target's folder, relative to it.
  static func snapshotFolders(at rootURL: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: rootURL.path) else { return [] }
    var folders: [String] = []
    while let path = enumerator.nextObject() as? String {
      guard (path as NSString).lastPathComponent == "__Snapshots__" else { continue }
      folders.append(path)
      enumerator.skipDescendants()
    }
    return folders.sorted()
  }

  /// The files under a target's folder a build plugin may read: neither Swift files nor under
  /// its resources, hidden files left out.
  static func pluginInputs(at rootURL: URL, resources: [AppUnit.Resource]) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: rootURL.path) else { return [] }
    var inputs: [String] = []
    while let path = enumerator.nextObject() as? String {
      let isCovered = resources.contains { path == $0.path || path.hasPrefix($0.path + "/") }
      if isCovered || path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
        continue
      }
      if !path.hasSuffix(".swift"), !isFolder(rootURL.appendingPathComponent(path)) {
        inputs.append(path)
      }
    }
    return inputs.sorted()
  }

  private static func isFolder(_ url: URL) -> Bool {
    (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
  }
}
