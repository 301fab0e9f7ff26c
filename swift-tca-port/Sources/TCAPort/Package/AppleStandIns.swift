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

  /// The stand-ins each stand-in imports, as Apple's frameworks import each other.
  public static let dependencies: [String: [String]] = [
    "MapKit": ["CoreLocation"]
  ]
}
