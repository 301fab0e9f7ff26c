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
  private(set) var skipped: [String: String] = [:]
  /// The products of packages kept by path, by product name: the package's identity.
  private var keptProducts: [String: String] = [:]
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

  /// The unit of `target`, or nil (with why, in `skipped`) when it is not ported.
  private mutating func unit(
    for target: PackageManifest.Target, in folder: URL, manifest: PackageManifest
  ) throws -> AppUnit? {
    let rootURL = folder.appendingPathComponent(
      target.path ?? defaultPath(of: target, in: folder)
    ).standardizedFileURL
    let root = relativePath(rootURL)
    let kind: AppUnit.Kind
    switch target.type {
    case "regular", "executable": kind = .library
    case "test": kind = .tests
    case "system": kind = .systemLibrary
    case "macro": kind = .macro
    default:
      skipped[root] = "a \(target.type) target: the port builds libraries and tests"
      return nil
    }
    let files = kind == .systemLibrary ? [] : swiftFiles(of: target, at: rootURL)
    if kind != .systemLibrary, files.isEmpty {
      skipped[root] =
        "a target with no Swift files (C, C++ or Objective-C): tca-port ports Swift; modules importing it do not build"
      return nil
    }
    var unit = AppUnit(
      name: LayoutReader.moduleName(target.name), kind: kind,
      files: files.map { relativePath(URL(fileURLWithPath: $0)) },
      root: root)
    unit.resources = resources(of: target, at: rootURL)
    unit.languageMode = target.languageMode ?? manifest.languageMode
    if kind == .systemLibrary {
      unit.systemLibrary = Self.systemLibrary(target)
    }
    unit.plugins = plugins(of: target)
    if kind == .tests { unit.snapshots = Self.snapshotFolders(at: rootURL) }
    if !unit.plugins.isEmpty {
      unit.pluginInputs = Self.pluginInputs(at: rootURL, resources: unit.resources)
    }
    unit.externalProducts = externalProducts(of: target)
    return unit
  }

  /// The paths of the Swift files `target` compiles: those under its folder, less its
  /// exclusions, within its `sources` if it lists them.
  private func swiftFiles(of target: PackageManifest.Target, at rootURL: URL) -> [String] {
    let excluded = target.exclude.map { rootURL.appendingPathComponent($0).path }
    let sources = target.sources.map { $0.map { rootURL.appendingPathComponent($0).path } }
    return LayoutReader.swiftFiles(under: rootURL).map { rootURL.path + "/" + $0 }.filter { path in
      !excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
        && (sources?.contains { path == $0 || path.hasPrefix($0 + "/") } ?? true)
    }
  }

  /// The resources `target` declares that are in the app's folder (a missing one is noted), and
  /// those SwiftPM takes as resources without a declaration on Apple platforms only (see
  /// ``implicitResources(of:at:declared:)``).
  private mutating func resources(
    of target: PackageManifest.Target, at rootURL: URL
  ) -> [AppUnit.Resource] {
    let declared = declaredResources(of: target, at: rootURL)
    return declared + Self.implicitResources(of: target, at: rootURL, declared: declared)
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

  /// The resources `target` declares that are in the app's folder; a missing one is noted.
  private mutating func declaredResources(
    of target: PackageManifest.Target, at rootURL: URL
  ) -> [AppUnit.Resource] {
    target.resources.compactMap { resource in
      guard let (rule, options) = resource.rule.first else { return nil }
      let path = rootURL.appendingPathComponent(resource.path).path
      guard FileManager.default.fileExists(atPath: path) else {
        skipped[relativePath(URL(fileURLWithPath: path))] =
          "a resource \(target.name) declares, missing from the app's folder (a Git LFS file not fetched?)"
        return nil
      }
      return AppUnit.Resource(rule: rule, path: resource.path, localization: options.localization)
    }
  }

  /// A system-library target's pkg-config name and providers, as a manifest writes them.
  private static func systemLibrary(_ target: PackageManifest.Target) -> AppUnit.SystemLibrary {
    AppUnit.SystemLibrary(
      pkgConfig: target.pkgConfig,
      providers: (target.providers ?? []).flatMap { provider in
        provider.map { manager, lists in
          ".\(manager)([\(lists.flatMap { $0 }.map { "\"\($0)\"" }.joined(separator: ", "))])"
        }
      })
  }

  /// The build plugins `target` uses from packages kept by address; linters are left out.
  private func plugins(of target: PackageManifest.Target) -> [AppUnit.ExternalProduct] {
    (target.pluginUsages ?? []).compactMap { usage in
      guard let entries = usage["plugin"], let name = entries.first ?? nil else { return nil }
      // A linting plugin checks code and generates none: the port builds without it.
      if name.localizedCaseInsensitiveContains("lint") || name.contains("SwiftFormat") {
        return nil
      }
      let declared = (entries.count > 1 ? entries[1] : nil).map { $0.lowercased() }
      guard let package = declared, externalPackages[package] != nil else { return nil }
      return AppUnit.ExternalProduct(name: name, package: package)
    }
  }

  /// The products `target` uses from packages kept by address (not those TCA Lite replaces),
  /// on Linux.
  private func externalProducts(
    of target: PackageManifest.Target
  ) -> [AppUnit.ExternalProduct] {
    target.dependencies.compactMap { dependency in
      if let platforms = dependency.platforms, !platforms.contains("linux") { return nil }
      // SwiftPM matches a package's name to its identity without regard to case.
      if let package = dependency.package?.lowercased() {
        guard !Self.replaced.contains(package), ModuleCatalog.products[dependency.name] == nil,
          externalPackages[package] != nil
        else { return nil }
        return AppUnit.ExternalProduct(name: dependency.name, package: package)
      }
      return keptProducts[dependency.name].map {
        AppUnit.ExternalProduct(name: dependency.name, package: $0)
      }
    }
  }

  /// The name of the library TCA Lite replaces that a path dependency is a copy of, if it is one
  /// (upstream's examples depend on their repository by `../../..`).
  private mutating func replacedName(
    _ local: PackageManifest.Dependency.FileSystem, at folder: URL
  ) throws -> String? {
    let names = [local.identity, local.nameForTargetDependencyResolutionOnly].compactMap { $0 }
    if let name = names.first(where: Self.replaced.contains) { return name }
    let manifestFile = folder.appendingPathComponent("Package.swift").path
    guard FileManager.default.fileExists(atPath: manifestFile) else { return nil }
    let name = try manifest(folder).name
    return Self.replaced.contains(name) ? name : nil
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
  private mutating func isPorted(_ folder: URL) throws -> Bool {
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

  /// The language mode of the package read in `folder`, if one was.
  func languageMode(of folder: URL) -> Int? {
    manifests[folder.standardizedFileURL.path]?.languageMode
  }

  private mutating func manifest(_ folder: URL) throws -> PackageManifest {
    if let manifest = manifests[folder.path] { return manifest }
    let manifest = try PackageManifest.load(folder)
    manifests[folder.path] = manifest
    return manifest
  }

  /// Where SwiftPM looks for a target without a `path`: `Sources/<name>` (or `Source`, `src`,
  /// `srcs`), `Tests/<name>` for tests.
  private func defaultPath(of target: PackageManifest.Target, in folder: URL) -> String {
    let roots = target.type == "test" ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
    let existing = roots.first { root in
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("\(root)/\(target.name)").path)
    }
    return "\(existing ?? roots[0])/\(target.name)"
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

  private func isInApp(_ folder: URL) -> Bool {
    folder.path == app.path || folder.path.hasPrefix(app.path + "/")
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
