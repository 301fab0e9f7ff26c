// Apple Foundation's Low Power Mode flag and its notification, which a feature reads to do less
// work: a Linux machine has no such mode, so it is never on and never changes.
#if !canImport(SwiftUI)
  import Foundation

  extension ProcessInfo {
    /// Whether Low Power Mode is on (Apple Foundation's; a Linux machine has none: false).
    public var isLowPowerModeEnabled: Bool { false }
  }

  extension Notification.Name {
    /// Posted when Low Power Mode changes (never, here). Apple's name.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let NSProcessInfoPowerStateDidChange = Notification.Name(
      "NSProcessInfoPowerStateDidChangeNotification")
  }
#endif
