import Foundation

/// Groups an app's Swift files into units.
///
/// - With a `tca-port.json`, its modules, tests and exclusions.
/// - A package (`Package.swift`): its declared targets, read through the toolchain
///   (``PackageReader``), and the packages it depends on by path.
/// - A Tuist workspace (`Tuist/Package.swift`, `Project.swift` files): each project's targets
///   are modules of the files their globs match; the packages of each `Tuist/Package.swift` are
///   taken in, and a target depends on the products it names (`.external(name:)`).
/// - Otherwise an Xcode project folder: each top-level folder holding a package (or one folder
///   below it) is read as one. The targets of the Xcode project (in the folder, or in a top-level
///   folder of it) are modules, of the files each compiles, wherever they are; UI tests are left
///   out. Without a project, each other top-level folder holding Swift files is a module, a test
///   module when its name ends in `Tests`.
enum LayoutReader {
  /// The layout of the app in `app`.
  static func read(_ app: URL) throws -> AppLayout {
    let config = try PortConfig.read(in: app)
    var reading = LayoutReading(app: app, config: config)
    if let config, config.modules != nil || config.tests != nil {
      reading.readConfiguredUnits(config)
    } else if isPackage(app) {
      try reading.packages.port(app)
    } else if TuistProject.isTuistLayout(app) {
      try reading.readTuistProjects()
    } else {
      try reading.readProjectFolders()
    }
    return try reading.layout()
  }

  /// What reading one app has found so far: its units, the files left out and why, and the
  /// packages read.
  private struct LayoutReading {
    let app: URL
    let config: PortConfig?
    let excluded: [String]
    var skipped: [String: String] = [:]
    var units: [AppUnit] = []
    /// The language mode Tuist projects' settings ask for, if one does.
    var tuistLanguageMode: Int?
    var packages: PackageReader

    init(app: URL, config: PortConfig?) {
      self.app = app
      self.config = config
      excluded = config?.exclude ?? []
      packages = PackageReader(app: app)
      for path in excluded { skipped[path] = "excluded by \(PortConfig.fileName)" }
    }

    /// The Swift files of `folder` a unit compiles: those not excluded.
    func files(_ folder: String) -> [String] {
      swiftFiles(in: app, under: folder).filter { !isExcluded($0) }
    }

    func isExcluded(_ file: String) -> Bool {
      excluded.contains { file == $0 || file.hasPrefix($0 + "/") }
    }

    /// The modules and tests `tca-port.json` names.
    mutating func readConfiguredUnits(_ config: PortConfig) {
      for (name, folders) in config.modules ?? [:] {
        units.append(
          AppUnit(name: name, kind: .library, files: folders.flatMap { files($0) }.sorted()))
      }
      for (name, folders) in config.tests ?? [:] {
        units.append(
          AppUnit(name: name, kind: .tests, files: folders.flatMap { files($0) }.sorted()))
      }
    }

    /// An Xcode project folder's top-level folders: packages that use TCA are ported with the
    /// packages they depend on, a package that uses no TCA and none of those needs (a server, a
    /// web site) is not; any other folder of Swift files is a module.
    mutating func readProjectFolders() throws {
      var otherPackages: [URL] = []
      let rootProject = XcodeProject(app: app)
      var projects = [rootProject].compactMap { $0 }
      for folder in subfolders(of: app) {
        let folderPackages = packageFolders(app.appendingPathComponent(folder))
        for package in folderPackages {
          if try packages.usesTCA(package) {
            try packages.port(package)
          } else {
            otherPackages.append(package)
          }
        }
        // A folder may hold the project beside packages (a build-tools package).
        if let project = XcodeProject(app: app, folder: folder) {
          projects.append(project)
        } else if rootProject == nil, folderPackages.isEmpty {
          readModuleFolder(folder)
        }
      }
      for project in projects { try readTargets(of: project) }
      for package in otherPackages where !packages.hasRead(package) {
        skipped[package.lastPathComponent] =
          "a package that uses no TCA, which no package using TCA depends on"
      }
    }

    /// The targets of an Xcode project: each a module of the files it compiles, with the
    /// packages it links taken in; UI tests left out. A Swift file under the project's folders
    /// that no target compiles is left out, with why; so is a file (a source or a resource) a
    /// target lists that the folder lacks (never committed: Xcode could not build it from a
    /// clone either).
    mutating func readTargets(of project: XcodeProject) throws {
      var compiled: Set<String> = []
      for target in project.targets {
        compiled.formUnion(target.files)
        let missing = Set(
          (target.files + target.resources).filter {
            !FileManager.default.fileExists(atPath: app.appendingPathComponent($0).path)
          })
        for file in missing {
          skipped[file] =
            "listed by \(target.name) of the Xcode project (\(project.name)), and missing from the folder"
        }
        let files = target.files.filter { !isExcluded($0) && !missing.contains($0) }
        guard !files.isEmpty else { continue }
        if target.kind == .uiTests {
          skipped[target.name] = "UI tests drive the app's views, which are not ported"
          continue
        }
        var unit = AppUnit(
          name: target.module, kind: target.kind == .tests ? .tests : .library, files: files)
        if unit.kind == .tests {
          unit.resources = LayoutReader.carried(target.resources.filter { !missing.contains($0) })
        }
        for product in target.products {
          guard let package = product.package, let identity = try packages.take(package) else {
            continue
          }
          unit.externalProducts.append(
            AppUnit.ExternalProduct(name: product.name, package: identity))
        }
        units.append(unit)
      }
      let folders = Set(compiled.compactMap { $0.split(separator: "/").first.map(String.init) })
      for folder in folders.sorted() {
        for file in swiftFiles(in: app, under: folder) where !compiled.contains(file) {
          skipped[file] = "not in a target of the Xcode project (\(project.name)): none compiles it"
        }
      }
    }

    /// The targets of every Tuist project of the app, after the packages its `Tuist/Package.swift`
    /// files declare; UI tests left out.
    mutating func readTuistProjects() throws {
      let manager = FileManager.default
      let projects = TuistProject.all(in: app)
      for folder in ["."] + projects.map(\.folder) {
        let tuist = app.appendingPathComponent(folder).appendingPathComponent("Tuist")
        if manager.fileExists(atPath: tuist.appendingPathComponent("Package.swift").path) {
          try packages.takeDependencies(ofPackageIn: tuist)
        }
      }
      for project in projects {
        for target in project.targets {
          readTuistTarget(target, of: project)
        }
      }
      tuistLanguageMode = projects.compactMap(\.languageMode).max()
    }

    private mutating func readTuistTarget(_ target: TuistProject.Target, of project: TuistProject) {
      let files = project.files(of: target, in: app).filter { !isExcluded($0) }
      guard !files.isEmpty else { return }
      if target.product == "uiTests" {
        skipped[target.name] = "UI tests drive the app's views, which are not ported"
        return
      }
      if target.product == "commandLineTool" {
        skipped[target.name] = "a \(target.product) target: the port builds libraries and tests"
        return
      }
      let kind: AppUnit.Kind =
        switch target.product {
        case "unitTests": .tests
        case "macro": .macro
        default: .library
        }
      var unit = AppUnit(
        name: moduleName(target.name), kind: kind, files: files, root: project.folder)
      // A product whose package its name does not tell is found once the graph is resolved.
      unit.externalProducts = target.externals.map { product in
        AppUnit.ExternalProduct(name: product, package: packages.package(providing: product) ?? "")
      }.filter { !PackageReader.replacedProducts.contains($0.name) }
      unit.resources = target.resources.map { glob in
        let folder = glob.replacingOccurrences(of: "/**", with: "")
        return AppUnit.Resource(rule: "process", path: folder, localization: nil)
      }.filter { resource in
        FileManager.default.fileExists(
          atPath: app.appendingPathComponent(project.folder).appendingPathComponent(resource.path)
            .path)
      }
      units.append(unit)
    }

    /// A top-level folder of Swift files: a module, a test module when its name ends in `Tests`;
    /// UI tests are left out.
    mutating func readModuleFolder(_ folder: String) {
      let unitFiles = files(folder)
      guard !unitFiles.isEmpty else { return }
      if folder.hasSuffix("UITests") {
        skipped[folder] = "UI tests drive the app's views, which are not ported"
      } else {
        let kind: AppUnit.Kind = folder.hasSuffix("Tests") ? .tests : .library
        units.append(AppUnit(name: moduleName(folder), kind: kind, files: unitFiles))
      }
    }

    /// The layout: the units found with the packages' units (less excluded files), in order.
    func layout() throws -> AppLayout {
      var units = units
      for var unit in packages.units {
        unit.files.removeAll(where: isExcluded)
        units.append(unit)
      }
      units.sort { ($0.kind.rawValue, $0.name) < ($1.kind.rawValue, $1.name) }
      guard !units.isEmpty else {
        throw PortError("no Swift files found in \(app.path)")
      }
      let languageMode =
        config?.swiftLanguageMode ?? tuistLanguageMode ?? XcodeProject(app: app)?.languageMode
        ?? packages.languageMode(of: app) ?? 5
      var layout = AppLayout(
        units: units, skipped: skipped.merging(packages.skipped) { first, _ in first },
        languageMode: languageMode)
      layout.externalPackages = packages.externalPackages
      layout.packages = packages.packages
      return layout
    }
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

  /// A test target's files copied into its bundle (its fixtures), each carried to
  /// `Resources/<name>` of its unit, where `Bundle.module` finds it by name as the test bundle
  /// did; a second file of a name already carried stays out.
  static func carried(_ resources: [String]) -> [AppUnit.Resource] {
    var names: Set<String> = []
    return resources.compactMap { path in
      let name = String(path.split(separator: "/").last ?? "")
      guard !name.isEmpty, names.insert(name).inserted else { return nil }
      return AppUnit.Resource(rule: "copy", path: "Resources/\(name)", source: path)
    }
  }

  /// Every `.swift` file under `folder` (or `folder` itself if it is one), relative to `app`.
  private static func swiftFiles(in app: URL, under folder: String) -> [String] {
    if folder.hasSuffix(".swift") { return [folder] }
    return swiftFiles(under: app.appendingPathComponent(folder)).map { "\(folder)/\($0)" }
  }

  /// Every `.swift` file under `folder`, relative to it, sorted; hidden folders (`.build`) and
  /// Xcode project bundles left out.
  static func swiftFiles(under folder: URL) -> [String] {
    files(under: folder) { $0.hasSuffix(".swift") }
  }

  /// Every file under `folder` whose path (relative to it) `matching` takes, sorted; hidden
  /// folders (`.build`) and Xcode project bundles left out.
  static func files(under folder: URL, matching: (String) -> Bool = { _ in true }) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let components = relative.split(separator: "/")
      if components.contains(where: { $0.hasPrefix(".") || $0.hasSuffix(".xcodeproj") }) {
        continue
      }
      guard matching(relative) else { continue }
      var isDirectory: ObjCBool = false
      let path = folder.appendingPathComponent(relative).path
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files.append(relative)
      }
    }
    return files.sorted()
  }
}
