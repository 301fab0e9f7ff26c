// Core Foundation's clock, which apps reach through Foundation on Apple platforms and Linux's
// Foundation does not export: a tool timing its work (`let start = CFAbsoluteTimeGetCurrent()`).
#if !canImport(SwiftUI)
  import Foundation

  /// Seconds since the reference date (1 January 2001, GMT), as Core Foundation counts them.
  public typealias CFAbsoluteTime = Double

  /// Seconds since 1 January 2001, GMT: `Date().timeIntervalSinceReferenceDate`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
  }
#endif
