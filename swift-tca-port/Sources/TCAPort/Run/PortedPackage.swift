import Foundation
import SwiftParser
import SwiftSyntax

/// A package of the app's graph whose own code imports a framework Linux lacks (MastodonKit's
/// `HTMLString` imports SwiftUI; AcknowList holds its view controllers beside the types features
/// keep in state; composable-core-location wraps CoreLocation), ported as the app's files are
/// (views gone, stand-ins imported) into `Ported/<identity>` of the
/// ported package, which depends on it by path in place of its address: SwiftPM lets a root
/// package's dependency by path stand in for the package of that identity anywhere in the graph.
struct PortedPackage: Sendable {
  /// The package's identity.
  var identity: String
  /// Its code's first error, which made it ported.
  var reason: String
  /// Each file changed, by its path in the package, with what went.
  var files: [(path: String, removals: [Removal])] = []

  /// The files of the copy changed since because their code does not build here (AcknowList's
  /// CocoaPods decoder calls `isEqual(to:)` on `AnyObject`): each with what became of it (its
  /// failing functions stubbed, or the file set aside) and its first error.
  var setAside: [(path: String, error: String)] = []
  /// How many times files were set aside.
  var rounds = 0
  /// The folder of each of its targets, relative to it (`Sources/AsyncExtensions`, or the
  /// `path:` its manifest gives: `Sources` for a target of every folder under it).
  var targetFolders: [String] = []

  /// The folder of the copy, relative to the ported package.
  var folder: String { "Ported/\(identity)" }

  /// The files of the copy in `packageFolder` with errors in a build's `output`, by path in the
  /// package, each with its errors in order.
  static func failingFiles(in output: String, packageFolder: URL) -> [String: [String]] {
    let prefix = packageFolder.standardizedFileURL.path + "/"
    var files: [String: [String]] = [:]
    for line in output.split(separator: "\n") where line.contains(": error: ") {
      guard line.hasPrefix(prefix),
        let path = line.dropFirst(prefix.count).split(separator: ":").first
      else { continue }
      files[String(path), default: []].append(String(line))
    }
    return files
  }

  /// Whether `error`, a package's first, is in its Swift code, which the port can make build:
  /// its views go, an import nothing here has is dropped, what does not compile is stubbed.
  static func canPort(after error: String) -> Bool {
    error.split(separator: ":").first?.hasSuffix(".swift") == true
  }

  /// Copies the package in `source` into `destination` with every Swift file under its
  /// `Sources` ported (the view layer gone, the shims imported where named); when a ported file
  /// imports a module of the stand-ins package (`PortShims`, a stand-in), each manifest gains that
  /// package, found in `liteRoot`, and its regular targets those products.
  static func port(
    _ identity: String, reason: String, from source: URL, to destination: URL, liteRoot: String
  ) throws -> PortedPackage {
    let manager = FileManager.default
    try? manager.removeItem(at: destination)
    try manager.createDirectory(
      at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try manager.copyItem(at: source, to: destination)
    try? manager.removeItem(at: destination.appendingPathComponent(".git"))
    try relaxWarningsAsErrors(inManifestsIn: destination)
    let sources = destination.appendingPathComponent("Sources")
    let paths = (manager.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    var trees: [String: SourceFileSyntax] = [:]
    var collector = ViewTypeCollector()
    for path in paths {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      trees[path] = Parser.parse(source: text)
      FilePorter.collectViewTypes(trees[path]!, into: &collector)
    }
    var package = PortedPackage(identity: identity, reason: reason)
    var products: Set<String> = []
    for path in paths {
      let ported = FilePorter.port(
        trees[path]!, viewTypeNames: collector.viewTypeNames, appTypeNames: collector.typeNames,
        isTest: false)
      guard !ported.removals.isEmpty || ported.text != trees[path]!.description else { continue }
      try ported.text.write(
        to: sources.appendingPathComponent(path), atomically: true, encoding: .utf8)
      package.files.append(("Sources/\(path)", ported.removals))
      products.formUnion(ported.imports.filter(portModules.contains))
    }
    if !products.isEmpty {
      try addPortModules(products.sorted(), toManifestsIn: destination, liteRoot: liteRoot)
    }
    package.targetFolders = ((try? PackageManifest.load(destination))?.targets ?? []).map {
      target in
      target.path.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
        ?? "\(target.type == "test" ? "Tests" : "Sources")/\(target.name)"
    }
    return package
  }

  /// The folder of the target holding the file at `path` in the package (the deepest target
  /// folder above it); nil when no target's folder is known to hold it.
  func targetFolder(of path: String) -> String? {
    targetFolders.filter { folder in
      folder.isEmpty || folder == "."
        || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }.max { $0.count < $1.count }
  }

  /// Takes warnings-as-errors out of each manifest in `folder` (`-warnings-as-errors` in unsafe
  /// flags, `treatAllWarnings(as: .error)`): what another version of a package deprecates
  /// (swift-parsing 0.15's case paths) or Linux warns about is not the port's error.
  static func relaxWarningsAsErrors(inManifestsIn folder: URL) throws {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasPrefix("Package") && name.hasSuffix(".swift") {
      let url = folder.appendingPathComponent(name)
      let text = try String(contentsOf: url, encoding: .utf8)
      let relaxed = relaxingWarningsAsErrors(text)
      if relaxed != text { try relaxed.write(to: url, atomically: true, encoding: .utf8) }
    }
  }

  /// `manifest` without warnings-as-errors: the flag's array element goes (a trailing comma is
  /// valid Swift), `.error` becomes `.warning`.
  static func relaxingWarningsAsErrors(_ manifest: String) -> String {
    manifest
      .replacing(/"-warnings-as-errors"\s*,?\s*/, with: "")
      .replacing(/"-Werror"\s*,?\s*/, with: "")
      .replacing(/treatAllWarnings\(\s*as:\s*\.error/, with: "treatAllWarnings(as: .warning")
  }

  /// The modules a ported file may import that the package did not depend on: the stand-ins
  /// package's (`PortShims`, a stand-in) and the catalog's others (`OpenCombineShim`, for a
  /// view's `ObservableObject`).
  private static var portModules: Set<String> {
    Set([PortShimNames.module] + AppleStandIns.modules + [AppleFramework.openCombineShim])
  }

  /// Appends to each manifest in `folder` what declares `products` (modules of the catalog's
  /// packages: the stand-ins', OpenCombine's) for every regular target: the manifest's `package`
  /// is a class, so its arrays take them. A package and a product are added once, however many
  /// times they are asked for.
  static func addPortModules(
    _ products: [String], toManifestsIn folder: URL, liteRoot: String
  ) throws {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasPrefix("Package") && name.hasSuffix(".swift") {
      let url = folder.appendingPathComponent(name)
      var text = try String(contentsOf: url, encoding: .utf8)
      var lines = ["", "// Added by tca-port: the modules its ported files import."]
      var dependencies: [String] = []
      for product in products {
        guard let source = ModuleCatalog.products[product] else { continue }
        let declaration: String
        let package: String
        switch source {
        case .lite(let folder):
          declaration = ".package(path: \"\(liteRoot)/\(folder)\")"
          package = folder
        case .remote(let address, let requirement):
          declaration = ".package(url: \"\(address)\", \(requirement))"
          package = source.identity
        }
        let dependency = ".product(name: \"\(product)\", package: \"\(package)\")"
        // Each round may ask again: what an earlier one added is not added twice.
        guard !text.contains(dependency) else { continue }
        let line = "package.dependencies.append(\(declaration))"
        if !text.contains(line), !lines.contains(line) { lines.append(line) }
        dependencies.append(dependency)
      }
      guard !dependencies.isEmpty else { continue }
      lines += [
        "for target in package.targets where target.type == .regular {",
        "  target.dependencies += [\(dependencies.joined(separator: ", "))]",
        "}", "",
      ]
      text += lines.joined(separator: "\n")
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

}
