import Foundation

/// TCA Lite's packages named as upstream's (its `Compat/` folder), which a ported package depends
/// on by path when a package of its graph depends on upstream's of that name (swift-parsing on
/// swift-case-paths): SwiftPM lets a root package's dependency by path stand in for a package by
/// address of the same identity anywhere in the graph, so that package builds on TCA Lite and the
/// graph holds one module of each name.
enum CompatPackages {
  /// The identities of upstream's packages `Compat/` has a package for.
  static let identities: Set<String> = [
    "swift-case-paths", "swift-composable-architecture", "swift-dependencies", "swift-sharing",
  ]

  /// The folder of the package standing in for `identity`, in the TCA Lite folder `liteRoot`.
  static func folder(of identity: String, liteRoot: String) -> String {
    "\(liteRoot)/Compat/\(identity)"
  }

  /// Which of ``identities`` the packages of a graph resolved in `scratch` depend on by address,
  /// read from their manifests (every `Package*.swift`, as SwiftPM picks one by tools version).
  static func named(inGraphResolvedIn scratch: URL) -> Set<String> {
    let state = scratch.appendingPathComponent("workspace-state.json")
    guard let data = try? Data(contentsOf: state),
      let workspace = try? JSONDecoder().decode(WorkspaceState.self, from: data)
    else { return [] }
    var named: Set<String> = []
    for dependency in workspace.object.dependencies {
      let folder =
        dependency.packageRef.kind == "fileSystem"
        ? URL(fileURLWithPath: dependency.packageRef.location)
        : scratch.appendingPathComponent("checkouts/\(dependency.subpath)")
      named.formUnion(dependencies(ofPackageIn: folder).intersection(identities))
    }
    return named
  }

  /// The identities of the packages by address the manifests in `folder` declare.
  static func dependencies(ofPackageIn folder: URL) -> Set<String> {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var identities: Set<String> = []
    for file in files where file.hasPrefix("Package") && file.hasSuffix(".swift") {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      else { continue }
      identities.formUnion(addresses(in: text).map(identity(ofAddress:)))
    }
    return identities
  }

  /// Every `url: "…"` of a manifest's text.
  static func addresses(in manifest: String) -> [String] {
    manifest.matches(of: /url:\s*"([^"]+)"/).map { String($0.1) }
  }

  /// A package's identity from its address, as SwiftPM derives it: the last path component
  /// without `.git`, lowercased.
  static func identity(ofAddress address: String) -> String {
    var name = address.split(separator: "/").last.map(String.init) ?? address
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name.lowercased()
  }

  /// What `workspace-state.json` holds of each resolved package: where it is.
  private struct WorkspaceState: Decodable {
    struct Object: Decodable { var dependencies: [Dependency] }
    struct Dependency: Decodable {
      struct Reference: Decodable {
        var kind: String
        var location: String
      }
      var packageRef: Reference
      var subpath: String
    }
    var object: Object
  }
}
