// swift-format-ignore: AlwaysUseLowerCamelCase
/// Writes a message to `log`: it goes nowhere here.
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default,
  _ message: StaticString, _ args: any CVarArg...
) {}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Writes a message to `log`: it goes nowhere here.
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default,
  type: OSLogType = .default, _ args: any CVarArg...
) {}
