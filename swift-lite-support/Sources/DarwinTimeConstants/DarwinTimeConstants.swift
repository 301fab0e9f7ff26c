// Darwin's time constants, which code written for Apple platforms multiplies by
// (`try await Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)`, `store.finish(timeout: NSEC_PER_SEC)`);
// Glibc and Musl have none. One declaration, re-exported by `Dependencies` (so by
// `ComposableArchitecture`) and by tca-port's `PortShims`, so that a file importing both sees
// one `NSEC_PER_SEC`, not two.
#if !canImport(Darwin)
  /// Nanoseconds in a second, as Darwin declares it.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSEC_PER_SEC: UInt64 = 1_000_000_000
  /// Nanoseconds in a millisecond, as Darwin declares it.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSEC_PER_MSEC: UInt64 = 1_000_000
  /// Nanoseconds in a microsecond, as Darwin declares it.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSEC_PER_USEC: UInt64 = 1_000
  /// Microseconds in a second, as Darwin declares it.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let USEC_PER_SEC: UInt64 = 1_000_000
#endif
