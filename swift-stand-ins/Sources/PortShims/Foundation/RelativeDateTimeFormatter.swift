// Apple Foundation's relative date formatter, which Linux Foundation lacks: an alert says when
// the next game starts (`"\(nextStartsAt, formatter: relativeFormatter)"`).
#if !canImport(SwiftUI)
  import Foundation
  import LiteSupport

  /// Apple Foundation's formatter of a date relative to another (`in 2 hours`, `3 days ago`),
  /// which Linux Foundation lacks. English, numeric: the largest whole unit that fits.
  ///
  /// Features keep one in a `static let`, shared by every task, so its styles are behind a
  /// lock.
  // Linux Foundation's `Formatter` is not `Sendable`, and an open subclass cannot be checked.
  // Unchecked: its only mutable state, the two styles, is behind the `styles` lock.
  open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
      /// In full: `2 hours`.
      case full
      /// Spelled out (in full, here): `2 hours`.
      case spellOut
      /// Short: `2 hr.`.
      case short
      /// Abbreviated: `2 hr.`.
      case abbreviated
    }

    /// Whether a day before today is `1 day ago` or `yesterday` (written numerically here).
    public enum DateTimeStyle: Int, Sendable {
      /// `1 day ago`.
      case numeric
      /// `yesterday` (written numerically here).
      case named
    }

    // A lock ThreadSanitizer sees, unlike `Mutex` on Linux (`make sanitize` checks the stand-ins).
    private let styles = VisibleLock((units: UnitsStyle.full, dateTime: DateTimeStyle.numeric))

    /// How units are written: in full (`2 hours`) or abbreviated (`2 hr.`); `full` at first.
    open var unitsStyle: UnitsStyle {
      get { styles.withLock { $0.units } }
      set { styles.withLock { $0.units = newValue } }
    }

    /// Numeric or named; both are written numerically here. `numeric` at first.
    open var dateTimeStyle: DateTimeStyle {
      get { styles.withLock { $0.dateTime } }
      set { styles.withLock { $0.dateTime = newValue } }
    }

    /// A formatter writing units in full, numerically.
    public override init() { super.init() }

    /// A formatter decoded from `coder`, with the default styles.
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
      let style = unitsStyle
      let name =
        style == .full || style == .spellOut
        ? unit.full + (count == 1 ? "" : "s") : unit.short
      let amount = "\(count) \(name)"
      return timeInterval < 0 ? "\(amount) ago" : "in \(amount)"
    }
  }
#endif
