import Foundation

/// Reading a target as the manifest declares it: its kind, resources, system library, build
/// plugins and the products it uses.
extension PackageReader {
  /// The unit of `target`, or nil (with why, in `skipped`) when it is not ported.
  mutating func unit(
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
    unit.externalProducts = externalProducts(
      of: target, localTargets: Set(manifest.targets.map(\.name)))
    return unit
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
  /// on Linux; a dependency by name that none of `localTargets` is names a product.
  private func externalProducts(
    of target: PackageManifest.Target, localTargets: Set<String>
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
      if let package = keptProducts[dependency.name] {
        return AppUnit.ExternalProduct(name: dependency.name, package: package)
      }
      // By name, SwiftPM also finds the product of a package by address named as the package
      // (`dependencies: ["XMLCoder"]` for CoreOffice/XMLCoder's product).
      let identity = dependency.name.lowercased()
      guard !localTargets.contains(dependency.name), externalPackages[identity] != nil,
        !Self.replaced.contains(identity),
        ModuleCatalog.products[dependency.name] == nil
      else { return nil }
      return AppUnit.ExternalProduct(name: dependency.name, package: identity)
    }
  }
}
