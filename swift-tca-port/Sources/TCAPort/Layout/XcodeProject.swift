import Foundation

/// An app's Xcode project, read from its `project.pbxproj`: its targets, the Swift files each
/// compiles (whatever folders they are in), the packages they use, and the Swift language mode.
///
/// A target's files are those of its Sources build phase (classic groups), and those of its
/// synchronized folders (Xcode 16), less the files an exception takes out of it and plus those
/// an exception of another target's folder gives it.
struct XcodeProject {
  /// The project's file name: `SyncUps.xcodeproj`.
  var name: String
  /// Its targets, in the project's order.
  var targets: [Target]
  /// The Swift language mode its targets build in: 6 when one builds in Swift 6 mode, else 5.
  var languageMode: Int

  /// A target of the project.
  struct Target: Equatable {
    /// What a target builds, as far as the port is concerned.
    enum Kind: Equatable {
      /// An app, a framework, a library or an extension: a library module.
      case library
      /// Unit tests.
      case tests
      /// UI tests, which drive the app's views: not ported.
      case uiTests
    }

    /// The target's name (`try! Tokyo`).
    var name: String
    /// The name its module is imported by (`try__Tokyo`).
    var module: String
    /// What it builds.
    var kind: Kind
    /// Its Swift files, relative to the app folder, sorted.
    var files: [String]
    /// The package products it links.
    var products: [Product]
    /// The files it carries as they are into its bundle (a test's JSON fixtures), relative to
    /// the app folder, sorted: its Resources build phase's and its synchronized folders' that
    /// Xcode neither compiles nor converts (``XcodeProject/isCarriedAsIs(_:)``).
    var resources: [String] = []
  }

  /// A package product a target links, with the package it comes from.
  struct Product: Equatable {
    /// The product's name (`ComposableArchitecture`).
    var name: String
    /// Its package, nil when the project does not say (a package of the workspace).
    var package: Package?
  }

  /// A package the project names.
  enum Package: Equatable {
    /// A package by address, with the requirement as a manifest writes it (`from: "1.0.0"`).
    case remote(url: String, requirement: String)
    /// A package by its folder, relative to the app folder.
    case local(path: String)
  }

  /// What Xcode compiles or converts rather than copies (sources, asset catalogs, interfaces,
  /// strings, a model, settings), which a port does not carry as a resource.
  static let convertedExtensions: Set<String> = [
    "swift", "h", "m", "mm", "c", "cc", "cpp", "metal", "xcassets", "storyboard", "xib",
    "xcstrings", "strings", "stringsdict", "xcdatamodeld", "xcdatamodel", "xcmappingmodel",
    "intentdefinition", "entitlements", "xcconfig", "xctestplan", "storekit", "docc",
    "modulemap", "plist", "md",
  ]

  /// Whether `path` is a file Xcode copies as it is into the bundle (a JSON fixture, a sound):
  /// not in an asset catalog, a localization folder or a model, and of no converted kind.
  static func isCarriedAsIs(_ path: String) -> Bool {
    let components = path.split(separator: "/")
    let inConverted = components.dropLast().contains { component in
      ["xcassets", "lproj", "xcdatamodeld", "docc"].contains {
        component.hasSuffix("." + $0)
      }
    }
    let name = components.last.map(String.init) ?? ""
    let fileExtension = name.split(separator: ".").dropFirst().last.map { $0.lowercased() } ?? ""
    return !inConverted && !name.hasPrefix(".") && !convertedExtensions.contains(fileExtension)
  }

  /// The project in `app`, or in a folder of it (`App/App.xcodeproj`); nil when there is none
  /// or its `project.pbxproj` is not a property list.
  init?(app: URL, folder: String = "") {
    let projectFolder = folder.isEmpty ? app : app.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: projectFolder.path)) ?? []
    guard let name = names.sorted().first(where: { $0.hasSuffix(".xcodeproj") }),
      let text = try? String(
        contentsOf: projectFolder.appendingPathComponent("\(name)/project.pbxproj"),
        encoding: .utf8),
      let objects = ProjectObjects(text: text, projectFolder: folder)
    else { return nil }
    self.name = folder.isEmpty ? name : "\(folder)/\(name)"
    let reading = TargetReading(objects: objects, app: app)
    targets = objects.ids("targets", of: objects.rootID).compactMap(reading.target)
    let targetIDs = objects.ids("targets", of: objects.rootID) + [objects.rootID]
    languageMode =
      targetIDs.contains { objects.buildSetting("SWIFT_VERSION", of: $0)?.hasPrefix("6") == true }
      ? 6 : 5
  }

  /// How one project's targets are read from its objects.
  private struct TargetReading {
    let objects: ProjectObjects
    let app: URL

    /// The native target `id`, nil for an aggregate or legacy target (no sources).
    func target(_ id: String) -> Target? {
      guard objects.string("isa", of: id) == "PBXNativeTarget",
        let name = objects.string("name", of: id)
      else { return nil }
      let files = Set(buildPhaseFiles(of: id) + synchronizedFiles(of: id))
      let resources = Set(resourcePhaseFiles(of: id) + synchronizedFiles(of: id, resources: true))
      return Target(
        name: name, module: moduleName(of: id, named: name), kind: kind(of: id),
        files: files.sorted(), products: products(of: id),
        resources: resources.filter(XcodeProject.isCarriedAsIs).sorted())
    }

    private func kind(of id: String) -> Target.Kind {
      switch objects.string("productType", of: id) {
      case "com.apple.product-type.bundle.unit-test": .tests
      case "com.apple.product-type.bundle.ui-testing": .uiTests
      default: .library
      }
    }

    /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` unless it is the target's name, made a Swift
    /// identifier as Xcode does.
    private func moduleName(of id: String, named name: String) -> String {
      let settings = ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"].compactMap {
        objects.buildSetting($0, of: id)
      }
      let declared = settings.first { !$0.contains("$(") }
      return LayoutReader.moduleName(declared ?? name)
    }

    /// The Swift files of the target's Sources build phase.
    private func buildPhaseFiles(of id: String) -> [String] {
      files(of: id, inPhase: "PBXSourcesBuildPhase").filter { $0.hasSuffix(".swift") }
    }

    /// The files of the target's Resources build phase.
    private func resourcePhaseFiles(of id: String) -> [String] {
      files(of: id, inPhase: "PBXResourcesBuildPhase")
    }

    /// The files of the target's build phase of class `phase`, relative to the app folder.
    private func files(of id: String, inPhase phase: String) -> [String] {
      objects.ids("buildPhases", of: id)
        .filter { objects.string("isa", of: $0) == phase }
        .flatMap { objects.ids("files", of: $0) }
        .compactMap { objects.string("fileRef", of: $0) }
        .compactMap { objects.path(of: $0) }
    }

    /// The Swift files (or, with `resources`, the other files) of the target's synchronized
    /// folders, less its exceptions, plus the files other targets' folders give it.
    private func synchronizedFiles(of id: String, resources: Bool = false) -> [String] {
      var files: [String] = []
      for group in objects.ids(isa: "PBXFileSystemSynchronizedRootGroup") {
        guard let folder = objects.path(of: group) else { continue }
        let owned = objects.ids("fileSystemSynchronizedGroups", of: id).contains(group)
        let exceptions = objects.ids("exceptions", of: group)
          .filter { objects.string("target", of: $0) == id }
          .flatMap { objects.ids("membershipExceptions", of: $0) }
        let wanted = { (file: String) in file.hasSuffix(".swift") != resources }
        if owned {
          let url = app.appendingPathComponent(folder)
          let all =
            resources ? LayoutReader.files(under: url) : LayoutReader.swiftFiles(under: url)
          files += all.filter { !exceptions.contains($0) && wanted($0) }.map { "\(folder)/\($0)" }
        } else {
          files += exceptions.filter(wanted).map { "\(folder)/\($0)" }
        }
      }
      return files
    }

    private func products(of id: String) -> [Product] {
      objects.ids("packageProductDependencies", of: id).compactMap { dependency in
        guard let name = objects.string("productName", of: dependency) else { return nil }
        let package = objects.string("package", of: dependency).flatMap(self.package)
        return Product(name: name, package: package)
      }
    }

    private func package(_ id: String) -> Package? {
      if let url = objects.string("repositoryURL", of: id) {
        let requirement = objects[id]["requirement"] as? [String: String] ?? [:]
        return .remote(url: url, requirement: Self.requirement(requirement))
      }
      if let path = objects.string("relativePath", of: id) ?? objects.string("path", of: id) {
        return .local(path: ProjectObjects.join(objects.projectFolder, path))
      }
      return nil
    }

    /// A package requirement of the project as a manifest writes it.
    static func requirement(_ fields: [String: String]) -> String {
      let minimum = fields["minimumVersion"] ?? "0.0.0"
      switch fields["kind"] {
      case "exactVersion": return "exact: \"\(fields["version"] ?? minimum)\""
      case "upToNextMinorVersion": return ".upToNextMinor(from: \"\(minimum)\")"
      case "versionRange": return "\"\(minimum)\"..<\"\(fields["maximumVersion"] ?? "")\""
      case "branch": return "branch: \"\(fields["branch"] ?? "main")\""
      case "revision": return "revision: \"\(fields["revision"] ?? "")\""
      default: return "from: \"\(minimum)\""
      }
    }
  }
}
