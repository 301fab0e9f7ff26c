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

  /// A package's identity from its address, as SwiftPM derives it: the last path component
  /// without `.git`, lowercased.
  static func identity(ofAddress address: String) -> String {
    var name = address.split(separator: "/").last.map(String.init) ?? address
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name.lowercased()
  }
}
