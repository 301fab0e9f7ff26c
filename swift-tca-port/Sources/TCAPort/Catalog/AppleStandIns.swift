/// Modules standing in for Apple frameworks whose types a ported app keeps in a client's
/// interface or a feature's state, once the live values using the framework are left out. Each
/// is a library product of TCA Lite's stand-ins package (`swift-stand-ins/Sources/<Framework>StandIn`,
/// beside `PortShims`), declaring the public
/// shape of those types (from Apple's documentation) and doing nothing; a ported module depends
/// on it when one of its kept files imports the framework.
enum AppleStandIns {
  /// The folder of TCA Lite's package that holds the stand-ins and `PortShims`.
  static let package = "swift-stand-ins"

  /// The frameworks with a stand-in.
  static let frameworks: Set<String> = [
    "CoreLocation", "FoundationModels", "GameKit", "MapKit", "Network", "Speech", "StoreKit",
    "UserNotifications", "os",
  ]

  /// The module a framework's stand-in is built as: the framework's name and `StandIn`
  /// (`CoreLocationStandIn`), never the framework's own, so that no other package in the build
  /// takes it for Apple's framework (swift-custom-dump asks `#if canImport(CoreLocation)`). Kept
  /// files' imports of the framework are renamed to it.
  static func module(for framework: String) -> String { framework + "StandIn" }

  /// The stand-in modules, as products of the stand-ins package.
  static var modules: [String] { frameworks.sorted().map(module(for:)) }

  /// Modules of Apple's that are another name for a framework with a stand-in: `OSLog` declares
  /// what `os` does (`Logger`, `OSLog`, `os_log`), so its import is the `os` stand-in's too.
  static let importedAs: [String: String] = ["OSLog": "os"]

  /// The framework with a stand-in that an import of `module` brings, if any: the framework
  /// itself, or the one it is another name for (`OSLog`: `os`).
  static func framework(forImport module: String) -> String? {
    frameworks.contains(module) ? module : importedAs[module]
  }

  /// The framework a stand-in module stands in for, if it is one.
  static func framework(ofModule module: String) -> String? {
    guard module.hasSuffix("StandIn") else { return nil }
    let framework = String(module.dropLast("StandIn".count))
    return frameworks.contains(framework) ? framework : nil
  }
}
