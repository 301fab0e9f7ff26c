import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension PortPlaceholder {
  /// Foundation's types an app's clients keep in stored properties (a session, a decoder, a
  /// formatter), none of which is empty by a protocol: a value that does nothing until used.
  static let foundationValues: [ObjectIdentifier: @Sendable () -> Any] = [
    ObjectIdentifier(URLSession.self): { URLSession(configuration: .ephemeral) },
    ObjectIdentifier(URLSessionConfiguration.self): { URLSessionConfiguration.ephemeral },
    ObjectIdentifier(URL.self): { blankURL },
    ObjectIdentifier(URLRequest.self): { URLRequest(url: blankURL) },
    ObjectIdentifier(JSONDecoder.self): { JSONDecoder() },
    ObjectIdentifier(JSONEncoder.self): { JSONEncoder() },
    ObjectIdentifier(PropertyListDecoder.self): { PropertyListDecoder() },
    ObjectIdentifier(PropertyListEncoder.self): { PropertyListEncoder() },
    ObjectIdentifier(DateFormatter.self): { DateFormatter() },
    ObjectIdentifier(ISO8601DateFormatter.self): { ISO8601DateFormatter() },
    ObjectIdentifier(NumberFormatter.self): { NumberFormatter() },
    ObjectIdentifier(NotificationCenter.self): { NotificationCenter() },
    ObjectIdentifier(FileManager.self): { FileManager() },
    ObjectIdentifier(OperationQueue.self): { OperationQueue() },
    ObjectIdentifier(Calendar.self): { Calendar(identifier: .gregorian) },
    ObjectIdentifier(TimeZone.self): { TimeZone(identifier: "UTC") ?? .current },
    ObjectIdentifier(Locale.self): { Locale(identifier: "en_US_POSIX") },
    ObjectIdentifier(DateComponents.self): { DateComponents() },
  ]

  /// The address of nothing: what an empty `URL` or `URLRequest` points at.
  private static var blankURL: URL { URL(fileURLWithPath: "/dev/null") }

  /// The value `values` gives for `Value`, if any.
  static func value<Value>(from values: [ObjectIdentifier: @Sendable () -> Any]) -> Value? {
    values[ObjectIdentifier(Value.self)].flatMap { $0() as? Value }
  }
}
