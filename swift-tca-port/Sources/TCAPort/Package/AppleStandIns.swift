/// Modules standing in for Apple frameworks whose types a ported app keeps in a client's
/// interface or a feature's state, once the live values using the framework are left out. Each
/// declares the public shape of those types (from Apple's documentation) and does nothing; a
/// ported package gets a module only when a kept file imports it.
public enum AppleStandIns {
  /// Each stand-in module's source, by the framework's name.
  public static let sources: [String: String] = [
    "CoreLocation": coreLocation,
    "MapKit": mapKit,
    "Speech": speech,
    "os": os,
  ]

  /// The module a framework's stand-in is built as: the framework's name and `StandIn`
  /// (`CoreLocationStandIn`), never the framework's own, so that no other package in the build
  /// takes it for Apple's framework (swift-custom-dump asks `#if canImport(CoreLocation)`). Kept
  /// files' imports of the framework are renamed to it.
  public static func module(for framework: String) -> String { framework + "StandIn" }

  /// The framework a stand-in module stands in for, if it is one.
  public static func framework(ofModule module: String) -> String? {
    guard module.hasSuffix("StandIn") else { return nil }
    let framework = String(module.dropLast("StandIn".count))
    return sources[framework] != nil ? framework : nil
  }

  /// The stand-ins each stand-in imports, as Apple's frameworks import each other.
  public static let dependencies: [String: [String]] = [
    "MapKit": ["CoreLocation"]
  ]
}
