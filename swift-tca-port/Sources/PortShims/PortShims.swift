// The module a ported package depends on when its files name what it holds: stand-ins, on Linux, for the Apple value types
// features keep in state or pass in actions (tca-port adds `import PortShims` to a file naming
// one; `PortShimNames` lists them). Only their values exist here; nothing draws. It defines no
// TCA API; on Apple platforms it re-exports SwiftUI.
#if canImport(SwiftUI)
  @_exported import SwiftUI
#else
  import Foundation
  #if canImport(FoundationNetworking)
    // `URLSession` and its types, which Apple's Foundation has.
    @_exported import FoundationNetworking
  #endif

  /// A named colour (SwiftUI's `Color`, as a value).
  public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The colour's name, or its components.
    public var description: String

    /// A colour from an asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) { description = name }

    /// A colour from red, green and blue components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
      description = "rgba(\(red), \(green), \(blue), \(opacity))"
    }

    /// A grey.
    public init(white: Double, opacity: Double = 1) {
      description = "white(\(white), \(opacity))"
    }

    /// A colour from hue, saturation and brightness.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
      description = "hsba(\(hue), \(saturation), \(brightness), \(opacity))"
    }

    /// A colour that depends on the appearance (UIKit's dynamic colours): the one
    /// `dynamicProvider` gives for the light appearance, as a device in light mode shows it.
    public init(dynamicProvider: (UITraitCollection) -> Color) {
      self = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
    }

    /// The colour at `opacity`.
    public func opacity(_ opacity: Double) -> Color {
      Color("\(description).opacity(\(opacity))")
    }

    // The stand-ins keep Apple's names, which the features' code uses.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let accentColor = Color("accentColor")
    public static let black = Color("black")
    public static let blue = Color("blue")
    public static let brown = Color("brown")
    public static let clear = Color("clear")
    public static let cyan = Color("cyan")
    public static let gray = Color("gray")
    public static let green = Color("green")
    public static let indigo = Color("indigo")
    public static let mint = Color("mint")
    public static let orange = Color("orange")
    public static let pink = Color("pink")
    public static let primary = Color("primary")
    public static let purple = Color("purple")
    public static let red = Color("red")
    public static let secondary = Color("secondary")
    public static let teal = Color("teal")
    public static let white = Color("white")
    public static let yellow = Color("yellow")
  }

  /// UIKit's gesture recognizer, for the state of a gesture a feature's actions carry.
  open class UIGestureRecognizer {
    /// Where a gesture is.
    public enum State: Int, Sendable {
      case possible, began, changed, ended, cancelled, failed
      /// A discrete gesture recognized: the same as `ended`.
      public static let recognized = State.ended
    }
  }

  /// Whether the interface is light or dark (UIKit's `UIUserInterfaceStyle`).
  public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
  }

  /// The traits a dynamic colour is resolved for (UIKit's `UITraitCollection`, as a value).
  public struct UITraitCollection: Hashable, Sendable {
    /// The appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle

    /// Traits of `userInterfaceStyle`.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
      self.userInterfaceStyle = userInterfaceStyle
    }
  }

  /// A key for a localized string (SwiftUI's `LocalizedStringKey`, as a value).
  public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key.
    public var key: String

    /// The key `key`.
    public init(_ key: String) { self.key = key }

    public init(stringLiteral value: String) { key = value }
  }

  /// Whether a list is being edited (SwiftUI's `EditMode`).
  public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Whether the mode is editing: `active` or `transient`.
    public var isEditing: Bool { self != .inactive }
  }

  /// Whether the app's scene is in the foreground and taking input (SwiftUI's `ScenePhase`),
  /// which features receive in an action (`case scenePhaseChanged(ScenePhase)`).
  public enum ScenePhase: Hashable, Sendable, Comparable {
    case background, inactive, active
  }

  /// An image by name (SwiftUI's `Image`, as a value).
  public struct Image: Hashable, Sendable {
    /// The image's name.
    public var name: String

    /// An image from an asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }

    /// A system symbol.
    public init(systemName: String) { name = systemName }

    /// The image UIKit's `image` names.
    public init(uiImage: UIImage) { name = uiImage.name }
  }

  /// UIKit's application, as far as live dependency values reach it: it opens nothing, and
  /// posts none of its notifications.
  @MainActor
  public final class UIApplication {
    /// The one application.
    public static let shared = UIApplication()

    /// The address of the app's page in Settings.
    nonisolated public static let openSettingsURLString = "app-settings:"
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
      "UIApplicationDidBecomeActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
      "UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
      "UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name(
      "UIApplicationWillResignActiveNotification")
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
      "UIApplicationUserDidTakeScreenshotNotification")

    /// An option for opening a URL.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
      public var rawValue: String
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

  extension NotificationCenter {
    /// The notifications named `name`, as they are posted (Apple Foundation's; Linux
    /// Foundation has none).
    public func notifications(
      named name: Notification.Name, object: AnyObject? = nil
    ) -> AsyncStream<Notification> {
      AsyncStream { continuation in
        nonisolated(unsafe) let observer = addObserver(
          forName: name, object: object, queue: nil
        ) { notification in
          // Notifications carry `Any` user info; the stream hands each to its one consumer.
          nonisolated(unsafe) let notification = notification
          continuation.yield(notification)
        }
        continuation.onTermination = { [self] _ in removeObserver(observer) }
      }
    }
  }

  /// Nanoseconds in a second (Darwin's name; Linux has none).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSEC_PER_SEC: UInt64 = 1_000_000_000
  /// Nanoseconds in a millisecond (Darwin's name).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let NSEC_PER_MSEC: UInt64 = 1_000_000
  /// Microseconds in a second (Darwin's name).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let USEC_PER_SEC: UInt64 = 1_000_000

  #if canImport(FoundationNetworking)
    extension URLSession {
      /// The body of `url` byte by byte, with the response (Apple Foundation's; Linux
      /// Foundation has none). Here the whole body is fetched first, then handed out.
      public func bytes(
        from url: URL, delegate: (any URLSessionTaskDelegate)? = nil
      ) async throws -> (AsyncBytes, URLResponse) {
        let (data, response) = try await data(from: url)
        return (AsyncBytes(data: data), response)
      }

      /// The body of `request` byte by byte, with the response, as ``bytes(from:delegate:)``.
      public func bytes(
        for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil
      ) async throws -> (AsyncBytes, URLResponse) {
        let (data, response) = try await data(for: request)
        return (AsyncBytes(data: data), response)
      }

      /// The bytes of a response body, as an async sequence.
      public struct AsyncBytes: AsyncSequence, Sendable {
        public typealias Element = UInt8
        let data: Data

        /// Hands out the body's bytes in order.
        public struct AsyncIterator: AsyncIteratorProtocol {
          var remaining: Data.SubSequence

          public mutating func next() async throws -> UInt8? {
            remaining.popFirst()
          }
        }

        public func makeAsyncIterator() -> AsyncIterator {
          AsyncIterator(remaining: data[...])
        }
      }
    }
  #endif

  /// Apple Foundation's formatter of a date relative to another (`in 2 hours`, `3 days ago`),
  /// which Linux Foundation lacks. English, numeric: the largest whole unit that fits.
  open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }
    /// Whether a day before today is `1 day ago` or `yesterday` (written numerically here).
    public enum DateTimeStyle: Int, Sendable { case numeric, named }

    /// How units are written: in full (`2 hours`) or abbreviated (`2 hr.`).
    open var unitsStyle = UnitsStyle.full
    /// Numeric or named; both are written numerically here.
    open var dateTimeStyle = DateTimeStyle.numeric

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A date relative to now, as a formatter passed to `\(date, formatter: formatter)` writes
    /// it; nil for anything else.
    open override func string(for value: Any?) -> String? {
      (value as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }

    /// `date` relative to `referenceDate`: `in 2 hours`, `3 days ago`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
      localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    /// A time interval from now: `in 2 hours`, `3 days ago`.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
      let units: [(seconds: Double, full: String, short: String)] = [
        (31_536_000, "year", "yr."), (2_592_000, "month", "mo."), (604_800, "week", "wk."),
        (86_400, "day", "day"), (3_600, "hour", "hr."), (60, "minute", "min."),
        (1, "second", "sec."),
      ]
      let magnitude = abs(timeInterval)
      let unit = units.first { magnitude >= $0.seconds } ?? units[units.count - 1]
      let count = Int(magnitude / unit.seconds)
      let name =
        unitsStyle == .full || unitsStyle == .spellOut
        ? unit.full + (count == 1 ? "" : "s") : unit.short
      let amount = "\(count) \(name)"
      return timeInterval < 0 ? "\(amount) ago" : "in \(amount)"
    }
  }

  extension UserDefaults {
    /// Stores `value` under `key`: Apple Foundation's key-value-coding setter, which Linux's
    /// `UserDefaults` lacks (its objects have no key-value coding).
    public func setValue(_ value: Any?, forKey key: String) {
      set(value, forKey: key)
    }
  }

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

  /// The iCloud key-value store (Apple Foundation's), kept in this process's memory: nothing
  /// syncs, and nothing changes it from outside.
  open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    /// The app's store.
    public static let `default` = NSUbiquitousKeyValueStore()
    /// Posted when another device changes the store (never, here).
    public static let didChangeExternallyNotification = Notification.Name(
      "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    private let lock = NSLock()
    private var values: [String: Any] = [:]

    public override init() {}

    open func object(forKey key: String) -> Any? {
      lock.lock()
      defer { lock.unlock() }
      return values[key]
    }
    private func store(_ value: Any?, forKey key: String) {
      lock.lock()
      defer { lock.unlock() }
      values[key] = value
    }
    open func set(_ value: Any?, forKey key: String) { store(value, forKey: key) }
    open func removeObject(forKey key: String) { store(nil, forKey: key) }
    open func string(forKey key: String) -> String? { object(forKey: key) as? String }
    open func data(forKey key: String) -> Data? { object(forKey: key) as? Data }
    open func bool(forKey key: String) -> Bool { object(forKey: key) as? Bool ?? false }
    open func double(forKey key: String) -> Double { object(forKey: key) as? Double ?? 0 }
    open func longLong(forKey key: String) -> Int64 { object(forKey: key) as? Int64 ?? 0 }
    open func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
    open func dictionary(forKey key: String) -> [String: Any]? {
      object(forKey: key) as? [String: Any]
    }
    open func set(_ value: String?, forKey key: String) { store(value, forKey: key) }
    open func set(_ value: Data?, forKey key: String) { store(value, forKey: key) }
    open func set(_ value: Bool, forKey key: String) { store(value, forKey: key) }
    open func set(_ value: Double, forKey key: String) { store(value, forKey: key) }
    open func set(_ value: Int64, forKey key: String) { store(value, forKey: key) }
    open var dictionaryRepresentation: [String: Any] {
      lock.lock()
      defer { lock.unlock() }
      return values
    }
    /// Whether the store was written to disk: it is not, and says so.
    @discardableResult open func synchronize() -> Bool { true }
  }

  extension URL {
    /// The user's documents folder (Apple Foundation's; Linux Foundation has none).
    public static var documentsDirectory: URL { folder(.documentDirectory) }
    /// The app's support files' folder (Apple Foundation's; Linux Foundation has none).
    public static var applicationSupportDirectory: URL { folder(.applicationSupportDirectory) }
    /// The app's caches' folder (Apple Foundation's; Linux Foundation has none).
    public static var cachesDirectory: URL { folder(.cachesDirectory) }
    /// The app's library folder (Apple Foundation's; Linux Foundation has none).
    public static var libraryDirectory: URL { folder(.libraryDirectory) }
    /// The user's downloads folder (Apple Foundation's; Linux Foundation has none).
    public static var downloadsDirectory: URL { folder(.downloadsDirectory) }

    /// The user's folder `directory` as FileManager finds it, or the temporary folder.
    private static func folder(_ directory: FileManager.SearchPathDirectory) -> URL {
      FileManager.default.urls(for: directory, in: .userDomainMask).first
        ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }
  }
#endif
