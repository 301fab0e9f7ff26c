import Foundation

/// What the packages of a graph SwiftPM resolved hold, read from the scratch folder's
/// `workspace-state.json` and the packages' manifests: which of upstream's packages they name
/// (``CompatPackages``), which products and modules they declare, which fail to build.
enum ResolvedGraph {
  /// Which of ``CompatPackages/identities`` the packages of a graph resolved in `scratch` depend
  /// on by address, read from their manifests (every `Package*.swift`, as SwiftPM picks one by
  /// tools version).
  static func named(inGraphResolvedIn scratch: URL) -> Set<String> {
    var named: Set<String> = []
    for (_, folder, _) in resolvedPackages(in: scratch) {
      named.formUnion(dependencies(ofPackageIn: folder).intersection(CompatPackages.identities))
    }
    return named
  }

  /// The package declaring each library product of a graph resolved in `scratch`, by product
  /// name, read from the packages' manifests (`.library(name: "NukeUI", …)`).
  static func productOwners(in scratch: URL) -> [String: String] {
    var owners: [String: String] = [:]
    for (identity, folder, _) in resolvedPackages(in: scratch) {
      for text in manifests(in: folder) {
        for match in text.matches(of: /\.library\(\s*name:\s*"([^"]+)"/) {
          owners[String(match.1)] = owners[String(match.1)] ?? identity
        }
      }
    }
    return owners
  }

  /// The modules of each library product of a graph resolved in `scratch`, by product name
  /// (`.library(name: "Parsing", targets: ["Parsing"])`).
  static func productModules(in scratch: URL) -> [String: Set<String>] {
    var modules: [String: Set<String>] = [:]
    for (_, folder, _) in resolvedPackages(in: scratch) {
      for text in manifests(in: folder) {
        for match in text.matches(
          of: /\.library\(\s*name:\s*"([^"]+)"[^)]*?targets:\s*\[([^\]]*)\]/)
        {
          let targets = match.2.matches(of: /"([^"]+)"/).map { String($0.1) }
          modules[String(match.1), default: []].formUnion(targets)
        }
      }
    }
    return modules
  }

  /// The modules the packages of a graph resolved in `scratch` declare (`.target(name: "NIO")`,
  /// a `.systemLibrary`, a `.binaryTarget`), which a module of the graph can import even when
  /// they come to it through another package (isowords' `runner` imports swift-nio's `NIO`,
  /// which postgres-kit brings); those of the packages `leftOut` (identities) not.
  static func modules(
    inGraphResolvedIn scratch: URL, excluding leftOut: Set<String> = []
  ) -> Set<String> {
    var modules: Set<String> = []
    for (identity, folder, _) in resolvedPackages(in: scratch) where !leftOut.contains(identity) {
      for text in manifests(in: folder) {
        for match in text.matches(
          of: /\.(?:target|systemLibrary|binaryTarget)\(\s*name:\s*"([^"]+)"/)
        {
          modules.insert(String(match.1))
        }
      }
    }
    return modules
  }

  /// The packages of a graph resolved in `scratch` whose own code a build's `output` has
  /// compiler errors in (TelemetryDeck's client imports `CommonCrypto`), by identity, each with
  /// its first error.
  static func packagesFailing(in output: String, scratch: URL) -> [String: String] {
    let packages = resolvedPackages(in: scratch)
    var failing: [String: String] = [:]
    // A C or Objective-C header the compiler cannot find is a fatal error.
    for line in output.split(separator: "\n")
    where line.contains(": error: ") || line.contains(": fatal error: ") {
      guard
        let (identity, _, _) = packages.first(where: { line.hasPrefix($0.folder.path + "/") }),
        failing[identity] == nil
      else { continue }
      failing[identity] = String(line)
    }
    return failing
  }

  /// The identities of the packages checked out in `scratch` that declare a binary target of
  /// `names` (`.binaryTarget(name: "FirebaseAnalytics", url: …)`), read from the checkouts
  /// themselves: a graph whose artifact cannot be downloaded stops before it is recorded.
  static func packages(declaringBinaryTargets names: Set<String>, in scratch: URL) -> Set<String> {
    guard !names.isEmpty else { return [] }
    let checkouts = scratch.appendingPathComponent("checkouts")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? []
    var owners: Set<String> = []
    for folder in folders {
      let declared = manifests(in: checkouts.appendingPathComponent(folder)).flatMap { text in
        text.matches(of: /\.binaryTarget\(\s*name:\s*"([^"]+)"/).map { String($0.1) }
      }
      if declared.contains(where: names.contains) { owners.insert(folder.lowercased()) }
    }
    return owners
  }

  /// The identities of the packages checked out in `scratch` that depend on one of
  /// `identities`, directly or through others, read from the checkouts themselves: a graph that
  /// cannot check out a package stops before it is recorded.
  static func packages(dependingOn identities: Set<String>, in scratch: URL) -> Set<String> {
    let checkouts = scratch.appendingPathComponent("checkouts")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? []
    let dependencies = Dictionary(
      uniqueKeysWithValues: folders.map { folder in
        (
          folder.lowercased(),
          Set(
            Self.dependencies(ofPackageIn: checkouts.appendingPathComponent(folder)).map {
              $0.lowercased()
            })
        )
      })
    var reached = Set(identities.map { $0.lowercased() })
    var dependents: Set<String> = []
    var changed = true
    while changed {
      changed = false
      for (package, needs) in dependencies where !dependents.contains(package) {
        if !needs.isDisjoint(with: reached) {
          dependents.insert(package)
          reached.insert(package)
          changed = true
        }
      }
    }
    return dependents
  }

  /// The identities of the packages by address of a graph resolved in `scratch`.
  static func packagesByAddress(inGraphResolvedIn scratch: URL) -> Set<String> {
    Set(resolvedPackages(in: scratch).filter { !$0.isLocal }.map(\.identity))
  }

  /// The folder of the package `identity` of a graph resolved in `scratch`, if it is in it.
  static func folder(ofPackage identity: String, resolvedIn scratch: URL) -> URL? {
    resolvedPackages(in: scratch).first { $0.identity == identity }?.folder
  }

  /// Every package of a graph resolved in `scratch`: its identity and its folder.
  private static func resolvedPackages(
    in scratch: URL
  ) -> [(identity: String, folder: URL, isLocal: Bool)] {
    let state = scratch.appendingPathComponent("workspace-state.json")
    guard let data = try? Data(contentsOf: state),
      let workspace = try? JSONDecoder().decode(WorkspaceState.self, from: data)
    else { return [] }
    return workspace.object.dependencies.map { dependency in
      let isLocal = dependency.packageRef.kind == "fileSystem"
      let folder =
        isLocal
        ? URL(fileURLWithPath: dependency.packageRef.location)
        : scratch.appendingPathComponent("checkouts/\(dependency.subpath)")
      return (dependency.packageRef.identity, folder, isLocal)
    }
  }

  /// The texts of the manifests in `folder` (every `Package*.swift`).
  private static func manifests(in folder: URL) -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasPrefix("Package") && $0.hasSuffix(".swift") }.compactMap {
      try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }
  }

  /// The identities of the packages by address the manifests in `folder` declare.
  static func dependencies(ofPackageIn folder: URL) -> Set<String> {
    Set(manifests(in: folder).flatMap(addresses(in:)).map(CompatPackages.identity(ofAddress:)))
  }

  /// Every `url: "…"` of a manifest's text.
  static func addresses(in manifest: String) -> [String] {
    manifest.matches(of: /url:\s*"([^"]+)"/).map { String($0.1) }
  }

  /// What `workspace-state.json` holds of each resolved package: where it is.
  private struct WorkspaceState: Decodable {
    struct Object: Decodable { var dependencies: [Dependency] }
    struct Dependency: Decodable {
      struct Reference: Decodable {
        var identity: String
        var kind: String
        var location: String
      }
      var packageRef: Reference
      var subpath: String
    }
    var object: Object
  }
}
