import Foundation

extension DependencyValues {
  /// The calendar. Live: `Calendar.autoupdatingCurrent`. Tests must override it.
  ///
  /// ```swift
  /// @Dependency(\.calendar) var calendar
  /// $0.calendar = Calendar(identifier: .gregorian)
  /// ```
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The locale. Live: `Locale.autoupdatingCurrent`. Tests must override it.
  ///
  /// ```swift
  /// @Dependency(\.locale) var locale
  /// $0.locale = Locale(identifier: "en_US")
  /// ```
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone. Live: `TimeZone.autoupdatingCurrent`. Tests must override it.
  ///
  /// ```swift
  /// @Dependency(\.timeZone) var timeZone
  /// $0.timeZone = TimeZone(secondsFromGMT: 0)!
  /// ```
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The key of ``calendar``; it has no test value.
  public enum CalendarKey: DependencyKey {
    public static var liveValue: Calendar { .autoupdatingCurrent }
  }

  /// The key of ``locale``; it has no test value.
  public enum LocaleKey: DependencyKey {
    public static var liveValue: Locale { .autoupdatingCurrent }
  }

  /// The key of ``timeZone``; it has no test value.
  public enum TimeZoneKey: DependencyKey {
    public static var liveValue: TimeZone { .autoupdatingCurrent }
  }
}
