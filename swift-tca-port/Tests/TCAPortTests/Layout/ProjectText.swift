/// Builds the text of a `project.pbxproj` (an old-style property list of objects by id), as the
/// layout tests need one: groups, files, targets, synchronized folders and packages.
struct ProjectText {
  private var objects: [String: [String: Any]] = [:]
  private var targets: [String] = []
  private var packages: [String] = []
  private var mainGroup = "MAIN"

  /// The project's top group, of `children`.
  mutating func main(_ children: [String]) {
    objects[mainGroup] = ["isa": "PBXGroup", "children": children, "sourceTree": "<group>"]
  }

  /// A group of `children` at `path` (relative to its parent group unless `sourceTree` says).
  mutating func group(
    _ id: String, path: String?, children: [String], sourceTree: String = "<group>"
  ) {
    var group: [String: Any] = ["isa": "PBXGroup", "children": children, "sourceTree": sourceTree]
    group["path"] = path
    objects[id] = group
  }

  /// A file at `path`.
  mutating func file(_ id: String, path: String, sourceTree: String = "<group>") {
    objects[id] = ["isa": "PBXFileReference", "path": path, "sourceTree": sourceTree]
  }

  /// A synchronized folder at `path`; `exceptions` lists, per target id, the files (relative to
  /// the folder) whose membership of that target is the opposite of the folder's.
  mutating func synchronizedFolder(_ id: String, path: String, exceptions: [String: [String]] = [:])
  {
    var ids: [String] = []
    for (target, files) in exceptions.sorted(by: { $0.key < $1.key }) {
      let exceptionID = "\(id)-EXCEPT-\(target)"
      objects[exceptionID] = [
        "isa": "PBXFileSystemSynchronizedBuildFileExceptionSet", "membershipExceptions": files,
        "target": target,
      ]
      ids.append(exceptionID)
    }
    objects[id] = [
      "isa": "PBXFileSystemSynchronizedRootGroup", "path": path, "sourceTree": "<group>",
      "exceptions": ids,
    ]
  }

  /// A native target compiling `files` (file ids) and the files of `folders` (synchronized
  /// folder ids), linking `products` (product ids), with `settings`.
  mutating func target(
    _ id: String, name: String, type: String = "com.apple.product-type.application",
    files: [String] = [], resources: [String] = [], folders: [String] = [],
    products: [String] = [], settings: [String: String] = [:]
  ) {
    let buildFiles = (files + resources).map { file in
      let buildFile = "\(id)-BUILD-\(file)"
      objects[buildFile] = ["isa": "PBXBuildFile", "fileRef": file]
      return buildFile
    }
    objects["\(id)-SOURCES"] = [
      "isa": "PBXSourcesBuildPhase", "files": Array(buildFiles.prefix(files.count)),
    ]
    objects["\(id)-RESOURCES"] = [
      "isa": "PBXResourcesBuildPhase", "files": Array(buildFiles.dropFirst(files.count)),
    ]
    objects["\(id)-DEBUG"] = [
      "isa": "XCBuildConfiguration", "name": "Debug", "buildSettings": settings,
    ]
    objects["\(id)-CONFIGURATIONS"] = [
      "isa": "XCConfigurationList", "buildConfigurations": ["\(id)-DEBUG"],
    ]
    objects[id] = [
      "isa": "PBXNativeTarget", "name": name, "productType": type,
      "buildPhases": ["\(id)-SOURCES", "\(id)-RESOURCES"],
      "fileSystemSynchronizedGroups": folders,
      "packageProductDependencies": products, "buildConfigurationList": "\(id)-CONFIGURATIONS",
    ]
    targets.append(id)
  }

  /// A package by address with `requirement` (`kind`, `minimumVersion`, …).
  mutating func remotePackage(_ id: String, url: String, requirement: [String: String]) {
    objects[id] = [
      "isa": "XCRemoteSwiftPackageReference", "repositoryURL": url, "requirement": requirement,
    ]
    packages.append(id)
  }

  /// A package by its folder, relative to the project's folder.
  mutating func localPackage(_ id: String, path: String) {
    objects[id] = ["isa": "XCLocalSwiftPackageReference", "relativePath": path]
    packages.append(id)
  }

  /// A product `name` of package `package` that a target can link.
  mutating func product(_ id: String, name: String, package: String) {
    objects[id] = [
      "isa": "XCSwiftPackageProductDependency", "productName": name, "package": package,
    ]
  }

  /// The `project.pbxproj` text.
  var text: String {
    var objects = objects
    objects["PROJECT"] = [
      "isa": "PBXProject", "mainGroup": mainGroup, "targets": targets,
      "packageReferences": packages,
    ]
    let body = objects.sorted { $0.key < $1.key }
      .map { "\t\t\(Self.quoted($0.key)) = \(Self.value($0.value));" }
      .joined(separator: "\n")
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjectVersion = 77;
      \tobjects = {
      \(body)
      \t};
      \trootObject = PROJECT;
      }
      """
  }

  private static func value(_ value: Any) -> String {
    switch value {
    case let list as [String]:
      return "(" + list.map { quoted($0) + ", " }.joined() + ")"
    case let fields as [String: Any]:
      return "{"
        + fields.sorted { $0.key < $1.key }
        .map { "\(quoted($0.key)) = \(self.value($0.value)); " }.joined() + "}"
    default:
      return quoted("\(value)")
    }
  }

  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
