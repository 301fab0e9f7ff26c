// Darwin's time constants, which code written for Apple platforms multiplies by
// (`try await Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)`); Glibc has none.
#if !canImport(SwiftUI)
  /// Nanoseconds in a second (Darwin's name; Linux has none).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSEC_PER_SEC: UInt64 = 1_000_000_000
  /// Nanoseconds in a millisecond (Darwin's name).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSEC_PER_MSEC: UInt64 = 1_000_000
  /// Microseconds in a second (Darwin's name).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let USEC_PER_SEC: UInt64 = 1_000_000
#endif
