import Foundation

/// Groups an app's Swift files into units.
///
/// - With a `tca-port.json`, its modules, tests and exclusions.
/// - A package (`Package.swift`): its declared targets, read through the toolchain
///   (``PackageReader``), and the packages it depends on by path.
/// - Otherwise an Xcode project folder: each top-level folder holding a package (or one folder
///   below it) is read as one; each other top-level folder holding Swift files is a module, a
///   test module when its name ends in `Tests`; `UITests` folders are left out.
public enum LayoutReader {
  /// The layout of the app in `app`.
  public static func read(_ app: URL) throws -> AppLayout {
    let configURL = app.appendingPathComponent(PortConfig.fileName)
    var config: PortConfig?
    if FileManager.default.fileExists(atPath: configURL.path) {
      do {
        config = try JSONDecoder().decode(PortConfig.self, from: Data(contentsOf: configURL))
      } catch {
        throw PortError("\(configURL.path) is not a valid \(PortConfig.fileName): \(error)")
      }
    }
    let excluded = config?.exclude ?? []
    var skipped: [String: String] = [:]
    for path in excluded { skipped[path] = "excluded by \(PortConfig.fileName)" }
    let project = XcodeProject(app: app)
    func files(_ folder: String) -> [String] {
      swiftFiles(in: app, under: folder).filter { file in
        if excluded.contains(where: { file == $0 || file.hasPrefix($0 + "/") }) { return false }
        if let project, !project.lists(file) {
          skipped[file] = "not in the Xcode project (\(project.name)): no target compiles it"
          return false
        }
        return true
      }
    }
    var units: [AppUnit] = []
    var packages = PackageReader(app: app)
    if let config, config.modules != nil || config.tests != nil {
      for (name, folders) in config.modules ?? [:] {
        units.append(AppUnit(name: name, kind: .library, files: folders.flatMap(files).sorted()))
      }
      for (name, folders) in config.tests ?? [:] {
        units.append(AppUnit(name: name, kind: .tests, files: folders.flatMap(files).sorted()))
      }
    } else if isPackage(app) {
      try packages.port(app)
    } else {
      // The project's packages that use TCA are ported, with the packages they depend on; a
      // package that uses no TCA and none of those needs (a server, a web site) is not.
      var otherPackages: [URL] = []
      for folder in subfolders(of: app) {
        let folderPackages = packageFolders(app.appendingPathComponent(folder))
        if !folderPackages.isEmpty {
          for package in folderPackages {
            if try packages.usesTCA(package) {
              try packages.port(package)
            } else {
              otherPackages.append(package)
            }
          }
          continue
        }
        let unitFiles = files(folder)
        guard !unitFiles.isEmpty else { continue }
        if folder.hasSuffix("UITests") {
          skipped[folder] = "UI tests drive the app's views, which are not ported"
        } else {
          let kind: AppUnit.Kind = folder.hasSuffix("Tests") ? .tests : .library
          units.append(AppUnit(name: moduleName(folder), kind: kind, files: unitFiles))
        }
      }
      for package in otherPackages where !packages.hasRead(package) {
        skipped[package.lastPathComponent] =
          "a package that uses no TCA, which no package using TCA depends on"
      }
    }
    for var unit in packages.units {
      unit.files.removeAll { file in
        excluded.contains { file == $0 || file.hasPrefix($0 + "/") }
      }
      units.append(unit)
    }
    skipped.merge(packages.skipped) { first, _ in first }
    units.sort { ($0.kind.rawValue, $0.name) < ($1.kind.rawValue, $1.name) }
    guard !units.isEmpty else {
      throw PortError("no Swift files found in \(app.path)")
    }
    let languageMode =
      config?.swiftLanguageMode ?? project?.languageMode ?? packages.languageMode(of: app) ?? 5
    var layout = AppLayout(units: units, skipped: skipped, languageMode: languageMode)
    layout.externalPackages = packages.externalPackages
    layout.packages = packages.packages
    return layout
  }

  /// A module name from a folder name: characters Swift does not allow become `_`.
  static func moduleName(_ folder: String) -> String {
    let name = String(folder.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    return name.first?.isNumber == true ? "_" + name : name
  }

  private static func isPackage(_ app: URL) -> Bool {
    FileManager.default.fileExists(atPath: app.appendingPathComponent("Package.swift").path)
  }

  /// The packages a top-level folder of a project holds: the folder itself (`Modules/`), or the
  /// folders below it (`Packages/Core/`, `Packages/Features/`).
  private static func packageFolders(_ folder: URL) -> [URL] {
    if isPackage(folder) { return [folder] }
    return subfolders(of: folder).map { folder.appendingPathComponent($0) }.filter(isPackage)
  }

  private static func subfolders(of folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { name in
      var isDirectory: ObjCBool = false
      let path = folder.appendingPathComponent(name).path
      return !name.hasPrefix(".") && !name.hasSuffix(".xcodeproj")
        && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.sorted()
  }

  /// Every `.swift` file under `folder` (or `folder` itself if it is one), relative to `app`.
  private static func swiftFiles(in app: URL, under folder: String) -> [String] {
    if folder.hasSuffix(".swift") { return [folder] }
    return swiftFiles(under: app.appendingPathComponent(folder)).map { "\(folder)/\($0)" }
  }

  /// Every `.swift` file under `folder`, relative to it, sorted; hidden folders (`.build`) and
  /// Xcode project bundles left out.
  static func swiftFiles(under folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let components = relative.split(separator: "/")
      if components.contains(where: { $0.hasPrefix(".") || $0.hasSuffix(".xcodeproj") }) {
        continue
      }
      if relative.hasSuffix(".swift") { files.append(relative) }
    }
    return files.sorted()
  }
}
