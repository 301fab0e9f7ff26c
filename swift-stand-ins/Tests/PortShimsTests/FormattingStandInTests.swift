import Foundation
import PortShims
import Testing

/// Apple Foundation's formatting Linux Foundation lacks: relative dates, formatted
/// interpolations and measurements, as `PortShims` stands them in.
struct FormattingStandInTests {
  @Test
  func aRelativeDateIsTheLargestWholeUnitBeforeOrAfter() {
    let formatter = RelativeDateTimeFormatter()
    #expect(formatter.unitsStyle == .full && formatter.dateTimeStyle == .numeric)
    let now = Date(timeIntervalSince1970: 1_000_000)
    #expect(
      formatter.localizedString(for: now.addingTimeInterval(7_200), relativeTo: now) == "in 2 hours"
    )
    #expect(
      formatter.localizedString(for: now.addingTimeInterval(-86_400 * 3), relativeTo: now)
        == "3 days ago")
    #expect(formatter.localizedString(fromTimeInterval: -60) == "1 minute ago")
    #expect(formatter.localizedString(fromTimeInterval: 0.5) == "in 0 seconds")
    #expect(formatter.localizedString(fromTimeInterval: 2 * 31_536_000) == "in 2 years")
    formatter.dateTimeStyle = .named
    #expect(formatter.localizedString(fromTimeInterval: -86_400) == "1 day ago")
    formatter.unitsStyle = .abbreviated
    #expect(formatter.unitsStyle == .abbreviated)
    #expect(formatter.localizedString(fromTimeInterval: 300) == "in 5 min.")
    #expect(formatter.localizedString(fromTimeInterval: -3 * 604_800) == "3 wk. ago")
  }

  @Test
  func aRelativeFormatterWritesDatesOnly() {
    let formatter = RelativeDateTimeFormatter()
    #expect(formatter.string(for: 42) == nil)
    #expect(formatter.string(for: nil) == nil)
    #expect(formatter.string(for: Date().addingTimeInterval(3 * 86_400 + 600)) == "in 3 days")
  }

  // Features keep one formatter in a `static let`, which every task shares.
  @Test
  func oneRelativeFormatterServesConcurrentTasks() async {
    let formatter = RelativeDateTimeFormatter()
    let written = await withTaskGroup(of: String.self) { group in
      for task in 0..<20 {
        group.addTask {
          if task.isMultiple(of: 2) { formatter.unitsStyle = task % 4 == 0 ? .full : .short }
          return formatter.localizedString(fromTimeInterval: 7_200)
        }
      }
      return await group.reduce(into: Set<String>()) { $0.insert($1) }
    }
    #expect(written.isSubset(of: ["in 2 hours", "in 2 hr."]))
  }

  // isowords' alerts: `TextState("… play the next one in \(nextStartsAt, formatter: relative).")`.
  @Test
  func aFormatterWritesTheValueItIsInterpolatedWith() {
    let dates = DateFormatter()
    dates.locale = Locale(identifier: "en_US_POSIX")
    dates.timeZone = TimeZone(identifier: "UTC")
    dates.dateFormat = "MMMM yyyy"
    let month = Date(timeIntervalSince1970: 1_600_000_000)
    #expect("Played in \(month, formatter: dates)" == "Played in September 2020")
    let nextStartsAt = Date().addingTimeInterval(3 * 86_400 + 600)
    #expect(
      "Next one \(nextStartsAt, formatter: RelativeDateTimeFormatter())." == "Next one in 3 days.")
    let key: LocalizedStringKey = "\(month, formatter: dates)"
    #expect(key.key == "September 2020")
    // A value the formatter cannot write is left out.
    #expect("[\("not a date", formatter: dates)]" == "[]")
  }

  // Critical Maps' event distances: "5 km" in a list, "5 kilometers" for VoiceOver.
  @Test
  func aMeasurementIsWrittenInItsOwnUnit() {
    let distance = Measurement<UnitLength>(value: 5, unit: .kilometers)
    #expect(distance.formatted(.measurement(width: .abbreviated, usage: .road)) == "5 km")
    #expect(distance.formatted(.measurement(width: .wide, usage: .road)) == "5 kilometers")
    #expect(distance.formatted(.measurement(width: .narrow)) == "5km")
    #expect(distance.formatted() == "5 km")
    #expect(
      Measurement<UnitLength>(value: 1, unit: .miles).formatted(.measurement(width: .wide))
        == "1 mile")
    #expect(
      Measurement<UnitSpeed>(value: 12.5, unit: .kilometersPerHour).formatted() == "12.5 km/h")
    #expect(
      Measurement<UnitTemperature>(value: 21, unit: .celsius)
        .formatted(.measurement(width: .wide, usage: .weather)) == "21 degrees Celsius")
    // A unit without an English name here is written by its symbol.
    #expect(
      Measurement<UnitLength>(value: 2, unit: .lightyears).formatted(.measurement(width: .wide))
        == "2 ly")
  }

  @Test
  func aMeasurementsNumberIsWrittenAsItsStyleSays() {
    let style = Measurement<UnitLength>.FormatStyle(
      width: .abbreviated, usage: .asProvided,
      numberFormatStyle: FloatingPointFormatStyle<Double>(locale: Locale(identifier: "en_US"))
        .precision(.fractionLength(1)))
    #expect(style.format(Measurement(value: 5, unit: .kilometers)) == "5.0 km")
    #expect(style.usage == .asProvided && style.width == .abbreviated)
    #expect(Measurement<UnitLength>.FormatStyle(width: .wide).usage == .general)
  }

  @Test
  func aUsageIsItsName() throws {
    #expect(MeasurementFormatUnitUsage<UnitLength>.road.name == "road")
    #expect(MeasurementFormatUnitUsage<UnitLength>.personHeight.name == "personHeight")
    #expect(MeasurementFormatUnitUsage<UnitTemperature>.person.name == "person")
    #expect(MeasurementFormatUnitUsage<UnitLength>.general != .asProvided)
    let usage = MeasurementFormatUnitUsage<UnitLength>.visibility
    let decoded = try JSONDecoder().decode(
      MeasurementFormatUnitUsage<UnitLength>.self, from: JSONEncoder().encode(usage))
    #expect(decoded == usage)
  }
}
