// UIKit's application, as live dependency values reach it (`UIApplication.shared.open(url)`,
// `NotificationCenter.default.notifications(named: UIApplication.didBecomeActiveNotification)`):
// nothing opens here, and no lifecycle notification is posted.
#if !canImport(SwiftUI)
  import Foundation

  /// UIKit's application, as far as live dependency values reach it: it opens nothing, and
  /// posts none of its notifications.
  @MainActor
  public final class UIApplication {
    /// The one application.
    public static let shared = UIApplication()

    /// The address of the app's page in Settings.
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// Posted when the app becomes active (never, here).
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
      "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app goes to the background (never, here).
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
      "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come to the foreground (never, here).
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
      "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to stop being active (never, here).
    nonisolated public static let willResignActiveNotification = Notification.Name(
      "UIApplicationWillResignActiveNotification")
    /// Posted when the user takes a screenshot (never, here).
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
      "UIApplicationUserDidTakeScreenshotNotification")

    /// An option for opening a URL.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
      /// The option's name.
      public var rawValue: String

      /// The option named `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// Open only a universal link an app handles.
      nonisolated public static let universalLinksOnly = Self(
        rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Opens nothing: calls `completionHandler` with `false`.
    public func open(
      _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
      completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
      completionHandler?(false)
    }

    /// Opens nothing: returns `false`.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
      false
    }
  }
#endif
