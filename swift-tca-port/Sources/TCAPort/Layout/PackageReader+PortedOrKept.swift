import Foundation

/// Whether a package by path is ported, kept as it is, or replaced by TCA Lite.
extension PackageReader {
  /// The name of the library TCA Lite replaces that a path dependency is a copy of, if it is one
  /// (upstream's examples depend on their repository by `../../..`).
  mutating func replacedName(
    _ local: PackageManifest.Dependency.FileSystem, at folder: URL
  ) throws -> String? {
    let names = [local.identity, local.nameForTargetDependencyResolutionOnly].compactMap { $0 }
    if let name = names.first(where: Self.replaced.contains) { return name }
    let manifestFile = folder.appendingPathComponent("Package.swift").path
    guard FileManager.default.fileExists(atPath: manifestFile) else { return nil }
    let name = try manifest(folder).name
    return Self.replaced.contains(name) ? name : nil
  }

  /// Whether the package in `folder` uses TCA itself: it depends on the Composable Architecture
  /// (a models package depending on Dependencies alone, or a server depending on that, do not).
  mutating func usesTCA(_ folder: URL) throws -> Bool {
    let architecture = "swift-composable-architecture"
    return try manifest(folder).dependencies.contains { dependency in
      (dependency.sourceControl ?? []).contains { $0.identity == architecture }
        || (dependency.fileSystem ?? []).contains { local in
          local.identity == architecture
            || local.nameForTargetDependencyResolutionOnly == architecture
        }
    }
  }

  /// Whether the path package in `folder` is ported rather than kept as it is: it uses TCA or
  /// views, or it is one of the app's own (which may use Apple's frameworks) unless it provides
  /// build plugins and uses neither (a plugin runs as its package builds it).
  mutating func isPorted(_ folder: URL) throws -> Bool {
    if try usesTCAOrViews(folder) { return true }
    return try isInApp(folder) && !manifest(folder).targets.contains { $0.type == "plugin" }
  }

  /// Whether the package in `folder` uses TCA or views: it depends on a library TCA Lite
  /// replaces, on a path package that does, or a file imports a view framework.
  private mutating func usesTCAOrViews(_ folder: URL) throws -> Bool {
    let manifest = try self.manifest(folder)
    for dependency in manifest.dependencies {
      if (dependency.sourceControl ?? []).contains(where: { Self.replaced.contains($0.identity) }) {
        return true
      }
      for local in dependency.fileSystem ?? [] {
        let path = URL(fileURLWithPath: local.path).standardizedFileURL
        if try replacedName(local, at: path) != nil { return true }
        let manifestFile = path.appendingPathComponent("Package.swift").path
        if FileManager.default.fileExists(atPath: manifestFile), try usesTCAOrViews(path) {
          return true
        }
      }
    }
    return LayoutReader.swiftFiles(under: folder).contains { file in
      let path = folder.appendingPathComponent(file).path
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
      return ViewVocabulary.viewFrameworks.contains { text.contains("import \($0)\n") }
    }
  }

  /// Whether `folder` is in the app's folder.
  private func isInApp(_ folder: URL) -> Bool {
    folder.path == app.path || folder.path.hasPrefix(app.path + "/")
  }
}
