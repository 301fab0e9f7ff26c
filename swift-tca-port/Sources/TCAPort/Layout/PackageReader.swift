import Foundation

/// Reads an app's SwiftPM packages as SwiftPM sees them (`swift package dump-package`): their
/// declared targets become units, with their resources, system libraries and the products they
/// use; their path dependencies are followed.
///
/// A package in the app's folder is ported, unless it provides build plugins and uses neither TCA
/// nor views (kept by its path, so that its plugins run). A package by path outside it is ported when it uses
/// TCA or views (it depends on a library TCA Lite replaces, on a package that is ported, or
/// imports a view framework), and is otherwise kept as a dependency by its path. A package by
/// address that TCA Lite replaces gives way to TCA Lite; one the tool's catalog has is declared as
/// the catalog does (so that it resolves once); any other is declared as the app declares it.
///
/// This file holds the packages read and what became of each; extensions read a target as a unit
/// (its declaration in the manifest, then its folder) and decide whether a package is ported.
struct PackageReader {
  /// The app's folder.
  let app: URL
  /// The units of the packages read.
  private(set) var units: [AppUnit] = []
  /// The packages kept as the app declares them, by identity.
  private(set) var externalPackages: [String: String] = [:]
  /// Every package read, with what became of it.
  private(set) var packages: [ReadPackage] = []
  /// Targets left out, with why.
  var skipped: [String: String] = [:]
  /// The products of packages kept by path, by product name: the package's identity.
  private(set) var keptProducts: [String: String] = [:]
  private var manifests: [String: PackageManifest] = [:]
  /// The folders of the packages ported and of those kept by path.
  private var ported: Set<String> = []
  private var kept: Set<String> = []

  /// The packages of libraries TCA Lite replaces, by identity.
  static let replaced: Set<String> = [
    "swift-composable-architecture", "swift-dependencies", "swift-case-paths", "swift-sharing",
    "swift-perception", "swift-navigation", "swiftui-navigation",
  ]

  /// The products of the libraries TCA Lite replaces and of the packages the tool's catalog
  /// declares: a layout naming one without its package (Tuist's `.external(name:)`) gets it
  /// from TCA Lite or the catalog, through its imports.
  static var replacedProducts: Set<String> {
    Set(ModuleCatalog.products.keys).union([
      "ComposableArchitecture", "Dependencies", "DependenciesMacros", "DependenciesTestSupport",
      "CasePaths", "CasePathsCore", "Sharing", "Perception", "PerceptionCore", "SwiftNavigation",
      "SwiftUINavigation", "UIKitNavigation", "AppKitNavigation",
    ])
  }

  init(app: URL) {
    self.app = app.standardizedFileURL
  }

  /// Reads the package in `folder` and ports its targets, following its path dependencies.
  mutating func port(_ folder: URL) throws {
    let folder = folder.standardizedFileURL
    guard ported.insert(folder.path).inserted else { return }
    let manifest = try self.manifest(folder)
    try takeDependencies(of: manifest)
    var count = 0
    for target in manifest.targets {
      if let unit = try unit(for: target, in: folder, manifest: manifest) {
        units.append(unit)
        count += 1
      }
    }
    note(name: manifest.name, at: folder, "ported (\(count) module\(count == 1 ? "" : "s"))")
  }

  /// Takes in the packages the package in `folder` depends on, without porting its own targets
  /// (a Tuist project's `Tuist/Package.swift`, which declares the packages its targets link).
  mutating func takeDependencies(ofPackageIn folder: URL) throws {
    try takeDependencies(of: try manifest(folder.standardizedFileURL))
  }

  /// The package kept as the app declares it that provides product `product`, by its name
  /// (`NukeUI` from `nuke`, `Shimmer` from `swiftui-shimmer`), for a layout that names products
  /// without their packages (Tuist's `.external(name:)`).
  func package(providing product: String) -> String? {
    func normalized(_ name: String) -> String {
      String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
    let wanted = normalized(product)
    if let exact = externalPackages.keys.sorted().first(where: { normalized($0) == wanted }) {
      return exact
    }
    return externalPackages.keys.sorted().first { identity in
      let name = normalized(identity)
      return !name.isEmpty && (wanted.hasPrefix(name) || name.hasSuffix(wanted))
    }
  }

  /// Ports or keeps the path packages `manifest` depends on, and declares the packages by
  /// address TCA Lite does not replace.
  private mutating func takeDependencies(of manifest: PackageManifest) throws {
    for dependency in manifest.dependencies {
      for local in dependency.fileSystem ?? [] {
        let path = URL(fileURLWithPath: local.path).standardizedFileURL
        if let replacing = try replacedName(local, at: path) {
          note(name: replacing, at: path, "replaced by TCA Lite (a local copy of \(replacing))")
          continue
        }
        guard
          FileManager.default.fileExists(atPath: path.appendingPathComponent("Package.swift").path)
        else {
          note(
            name: local.identity, at: path,
            "not found: \(manifest.name) depends on it by this path, which holds no Package.swift")
          continue
        }
        if try isPorted(path) {
          try port(path)
        } else if !hasRead(path) {
          try keep(path, identity: local.identity)
        }
      }
      for remote in dependency.sourceControl ?? []
      where !Self.replaced.contains(remote.identity)
        && !ModuleCatalog.identities.contains(remote.identity)
      {
        externalPackages[remote.identity] = Self.declaration(remote)
      }
    }
  }

  /// Takes in a package an Xcode project names, as ``port(_:)`` takes in one a manifest names:
  /// the identity of the package kept as the project declares it (whose products the target
  /// then depends on), nil when TCA Lite replaces it, the tool's catalog has it, or it is
  /// ported (its modules are the app's).
  mutating func take(_ package: XcodeProject.Package) throws -> String? {
    switch package {
    case .remote(let url, let requirement):
      let identity = CompatPackages.identity(ofAddress: url)
      guard !Self.replaced.contains(identity), !ModuleCatalog.identities.contains(identity) else {
        return nil
      }
      externalPackages[identity] = ".package(url: \"\(url)\", \(requirement))"
      return identity
    case .local(let path):
      let folder = app.appendingPathComponent(path).standardizedFileURL
      guard
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      else {
        skipped[path] = "a package the Xcode project names, which holds no Package.swift"
        return nil
      }
      let local = PackageManifest.Dependency.FileSystem(
        identity: folder.lastPathComponent.lowercased(), path: folder.path)
      if let replacing = try replacedName(local, at: folder) {
        note(name: replacing, at: folder, "replaced by TCA Lite (a local copy of \(replacing))")
        return nil
      }
      if try isPorted(folder) {
        try port(folder)
        return nil
      }
      if !hasRead(folder) { try keep(folder, identity: local.identity) }
      return local.identity
    }
  }

  /// Lists the package in `folder` with what became of it, once, however many packages depend
  /// on it.
  private mutating func note(name: String, at folder: URL, _ outcome: String) {
    let path = relativePath(folder)
    guard !packages.contains(where: { $0.path == path }) else { return }
    packages.append(ReadPackage(name: name, path: path, outcome: outcome))
  }

  /// Keeps the package in `folder` as a dependency by its path.
  private mutating func keep(_ folder: URL, identity: String) throws {
    let manifest = try self.manifest(folder)
    kept.insert(folder.path)
    externalPackages[identity] = ".package(path: \"\(folder.path)\")"
    for product in manifest.products { keptProducts[product.name] = identity }
    note(
      name: manifest.name, at: folder,
      "kept as a dependency by its path: it uses neither TCA nor views")
  }

  /// Whether the package in `folder` has been read (ported or kept).
  func hasRead(_ folder: URL) -> Bool {
    let path = folder.standardizedFileURL.path
    return ported.contains(path) || kept.contains(path)
  }

  /// The language mode of the package read in `folder`, if one was.
  func languageMode(of folder: URL) -> Int? {
    manifests[folder.standardizedFileURL.path]?.languageMode
  }

  /// The manifest of the package in `folder`, read once.
  mutating func manifest(_ folder: URL) throws -> PackageManifest {
    if let manifest = manifests[folder.path] { return manifest }
    let manifest = try PackageManifest.load(folder)
    manifests[folder.path] = manifest
    return manifest
  }

  /// `.package(url: …, from: …)` with the app's requirement.
  static func declaration(_ remote: PackageManifest.Dependency.SourceControl) -> String {
    let url = remote.location.remote?.first?.urlString ?? remote.location.local?.first ?? ""
    let requirement = remote.requirement
    let detail: String
    if let bounds = requirement.range?.first {
      let nextMajor = (Int(bounds.lowerBound.prefix { $0 != "." }) ?? 0) + 1
      detail =
        bounds.upperBound == "\(nextMajor).0.0"
        ? "from: \"\(bounds.lowerBound)\""
        : "\"\(bounds.lowerBound)\"..<\"\(bounds.upperBound)\""
    } else if let exact = requirement.exact?.first {
      detail = "exact: \"\(exact)\""
    } else if let branch = requirement.branch?.first {
      detail = "branch: \"\(branch)\""
    } else {
      detail = "revision: \"\(requirement.revision?.first ?? "")\""
    }
    return ".package(url: \"\(url)\", \(detail))"
  }

  /// `url`'s path relative to the app folder (`../Shared/Sources/Models` outside it).
  func relativePath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    if path == app.path { return "." }
    if path.hasPrefix(app.path + "/") { return String(path.dropFirst(app.path.count + 1)) }
    let appParts = app.pathComponents
    let parts = url.standardizedFileURL.pathComponents
    let shared = zip(appParts, parts).prefix { $0 == $1 }.count
    return (Array(repeating: "..", count: appParts.count - shared) + parts[shared...])
      .joined(separator: "/")
  }
}
