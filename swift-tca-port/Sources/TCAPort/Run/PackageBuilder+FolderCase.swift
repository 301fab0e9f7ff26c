import Foundation

extension PackageBuilder {
  /// Ports in place each package of the graph whose target's folder differs from the path
  /// SwiftPM expects in case only (`Sources/funnet` for a target `FunNet`): macOS's file system
  /// takes it, Linux's does not (`error: 'funnet': Source files for target FunNet should be
  /// located under 'Sources/FunNet'`). The copy's folder is renamed; nothing else changes.
  /// Returns whether one was ported, and the build is to run again.
  mutating func portPackagesWithFoldersInAnotherCase(
    in text: String, log: (String) -> Void
  ) throws -> Bool {
    var ported = false
    let misnamed = Dictionary(grouping: Self.foldersInAnotherCase(in: text), by: \.identity)
    for (identity, folders) in misnamed.sorted(by: { $0.key < $1.key })
    where !portedPackages.contains(where: { $0.identity == identity }) {
      guard let source = ResolvedGraph.folder(ofPackage: identity, resolvedIn: scratchFolder)
      else { continue }
      let found = folders.compactMap { Self.folder(source, naming: $0.expected) }
      guard found.count == folders.count else { continue }
      let destination = output.appendingPathComponent("Ported/\(identity)")
      let package = try PortedPackage.port(
        identity,
        reason: "its targets' folders are named in another case, which Linux does not take",
        from: source, to: destination, liteRoot: liteRoot)
      for (folder, expected) in zip(found, folders.map(\.expected)) {
        try FileManager.default.moveItem(
          at: destination.appendingPathComponent(folder),
          to: destination.appendingPathComponent(expected))
      }
      portedPackages.append(package)
      log("  \(identity): its folders \(found.joined(separator: ", ")) renamed as SwiftPM expects")
      ported = true
    }
    return ported
  }

  /// The package and the folder SwiftPM expects of each target it did not find.
  static func foldersInAnotherCase(in text: String) -> [(identity: String, expected: String)] {
    text.matches(
      of: /error: '([^']+)': Source files for target \S+ should be located under '([^']+)'/
    ).map { (String($0.1), String($0.2)) }
  }

  /// The folder of `package` (relative to it) that is `expected` in another case; nil when
  /// there is none, or `expected` itself exists.
  static func folder(_ package: URL, naming expected: String) -> String? {
    let manager = FileManager.default
    guard !manager.fileExists(atPath: package.appendingPathComponent(expected).path) else {
      return nil
    }
    var path = ""
    for component in expected.split(separator: "/").map(String.init) {
      let parent = package.appendingPathComponent(path)
      let names = (try? manager.contentsOfDirectory(atPath: parent.path)) ?? []
      guard
        let name = names.first(where: { $0 == component })
          ?? names.first(where: { $0.lowercased() == component.lowercased() })
      else { return nil }
      path = path.isEmpty ? name : "\(path)/\(name)"
    }
    return path
  }
}
