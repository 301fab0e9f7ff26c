import Foundation
import PortShims
import Testing

@testable import TCAPort

/// The text of every file of `Sources/PortShims`, its folders' included.
private func shimsSource() throws -> String {
  let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/PortShims")
  let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
  return try (files ?? []).filter { $0.hasSuffix(".swift") }.map {
    try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
  }.joined()
}

/// The stand-ins a ported file gets by importing `PortShims`, on Linux.
struct PortShimsTests {
  @Test
  func everyNameThePorterImportsTheShimsForIsDeclaredByThem() throws {
    let source = try shimsSource()
    // URLSession and its types come from FoundationNetworking, which the shims re-export.
    let networking: Set = ["URLSession", "URLRequest", "URLResponse", "HTTPURLResponse"]
    #expect(source.contains("@_exported import FoundationNetworking"))
    let names = PortShimNames.viewFrameworkNames.union(PortShimNames.foundationNames)
    for name in names.subtracting(networking).sorted() {
      #expect(
        source.contains("struct \(name)") || source.contains("enum \(name)")
          || source.contains("class \(name)") || source.contains("let \(name)")
          || source.contains("var \(name)") || source.contains("func \(name)(")
          || source.contains("func \(name)<")
          || source.contains("init(\n      \(name) ") || source.contains("init(\n      \(name):")
          || source.contains("\(name): Formatter"),
        "the porter imports PortShims for \(name), which it does not declare")
    }
  }

  @Test
  func everyViewMemberThePorterKeepsIsDeclaredByTheShims() throws {
    let source = try shimsSource()
    for (type, members) in PortShimNames.viewFrameworkMembers {
      #expect(source.contains("enum \(type)"))
      for member in members.sorted() {
        #expect(
          source.contains("struct \(member)") || source.contains("func \(member)("),
          "the porter keeps \(type).\(member), which the shims do not declare")
      }
    }
  }

  // An effect sends its action inside an animation block: the action is sent at once.
  @Test @MainActor
  func aUIKitAnimationMakesItsChangesAtOnceAndCompletes() {
    var events: [String] = []
    UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseInOut, .allowUserInteraction]) {
      events.append("changed")
    } completion: { finished in
      events.append("completed \(finished)")
    }
    UIView.animate(withDuration: 1) { events.append("changed again") }
    UIView.performWithoutAnimation { events.append("changed without animation") }
    #expect(events == ["changed", "completed true", "changed again", "changed without animation"])
    #expect(UIView.AnimationOptions.curveLinear != .curveEaseIn)
  }

  @Test
  func viewValuesAreValuesWithTheirNames() {
    #expect(Color.red.opacity(0.5).description == "red.opacity(0.5)")
    #expect(Color(red: 1, green: 0, blue: 0).description == "rgba(1.0, 0.0, 0.0, 1.0)")
    let key: LocalizedStringKey = "title"
    #expect(key.key == "title")
    #expect(EditMode.active.isEditing && !EditMode.inactive.isEditing)
    #expect(ScenePhase.active != .background)
    #expect(Image(systemName: "star").name == "star")
    #expect(Image(uiImage: UIImage(named: "flag", in: .main, with: nil)!).name == "flag")
    #expect(UIImage(data: Data([1, 2]))?.pngData() == Data([1, 2]))
    #expect(UIImage(data: Data()) == nil)
    // A dynamic colour is the light appearance's, as a device in light mode shows it.
    let adaptive = Color { $0.userInterfaceStyle == .dark ? .white : .black }
    #expect(adaptive == .black)
    #expect(UIGestureRecognizer.State.recognized == .ended)
  }

  @Test
  func aRelativeDateIsTheLargestWholeUnitBeforeOrAfter() {
    let formatter = RelativeDateTimeFormatter()
    let now = Date(timeIntervalSince1970: 1_000_000)
    #expect(
      formatter.localizedString(for: now.addingTimeInterval(7_200), relativeTo: now) == "in 2 hours"
    )
    #expect(
      formatter.localizedString(for: now.addingTimeInterval(-86_400 * 3), relativeTo: now)
        == "3 days ago")
    #expect(formatter.localizedString(fromTimeInterval: -60) == "1 minute ago")
    formatter.unitsStyle = .abbreviated
    #expect(formatter.localizedString(fromTimeInterval: 300) == "in 5 min.")
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
  }

  // Critical Maps' event distances: "5 km" in a list, "5 kilometers" for VoiceOver.
  @Test
  func aMeasurementIsWrittenInItsOwnUnit() {
    let distance = Measurement<UnitLength>(value: 5, unit: .kilometers)
    #expect(distance.formatted(.measurement(width: .abbreviated, usage: .road)) == "5 km")
    #expect(distance.formatted(.measurement(width: .wide, usage: .road)) == "5 kilometers")
    #expect(
      Measurement<UnitLength>(value: 1, unit: .miles).formatted(.measurement(width: .wide))
        == "1 mile")
    #expect(
      Measurement<UnitSpeed>(value: 12.5, unit: .kilometersPerHour).formatted() == "12.5 km/h")
  }

  // AcknowList: a license's first link.
  @Test
  func aDataDetectorFindsTheLinksInAText() throws {
    let text =
      "Copyright 2015. See https://github.com/vtourraine/AcknowList, or www.vtourraine.net."
    // `NSTextCheckingResult.CheckingType.link.rawValue`, which Linux Foundation deprecates.
    let detector = try NSDataDetector(types: 1 << 5)
    let range = NSRange(location: 0, length: text.utf16.count)
    #expect(
      detector.firstMatch(in: text, options: [], range: range)?.url?.absoluteString
        == "https://github.com/vtourraine/AcknowList")
    #expect(
      detector.matches(in: text, range: range).map { $0.url?.absoluteString } == [
        "https://github.com/vtourraine/AcknowList", "https://www.vtourraine.net",
      ])
    #expect(
      detector.numberOfMatches(in: "no links here", range: NSRange(location: 0, length: 13)) == 0)
  }

  @Test
  func userDefaultsTakeValuesByKeyValueCodingsName() throws {
    let defaults = try #require(UserDefaults(suiteName: "PortShimsTests.setValue"))
    defaults.setValue(true, forKey: "isOn")
    #expect(defaults.bool(forKey: "isOn"))
    defaults.setValue(nil, forKey: "isOn")
    #expect(defaults.object(forKey: "isOn") == nil)
  }

  @Test
  func foundationStandInsBehaveAsAppleFoundationOnAnIdleDevice() {
    #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000)
    #expect(USEC_PER_SEC == 1_000_000)
    #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled)
    #expect(!URL.documentsDirectory.path.isEmpty)
    #expect(URL.applicationSupportDirectory != URL.cachesDirectory)
    // On Linux, FoundationNetworking's, through the shims' re-export.
    let request = URLRequest(url: URL(string: "https://example.com")!)
    #expect(request.url?.host == "example.com")
    let store = NSUbiquitousKeyValueStore()
    store.set("on", forKey: "mode")
    #expect(store.string(forKey: "mode") == "on")
    store.removeObject(forKey: "mode")
    #expect(store.string(forKey: "mode") == nil)
  }

  @Test
  func localizedStringsAreReadFromTheBundlesStringCatalog() throws {
    let bundleFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-strings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: bundleFolder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: bundleFolder) }
    try #"""
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "Code of Conduct URL": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "https://example.com/coc"}},
        "ja": {"stringUnit": {"state": "translated", "value": "https://example.com/ja/coc"}}}},
      "%lld sessions by %@": {"localizations": {
        "ja": {"stringUnit": {"state": "translated", "value": "%2$@の%1$lldセッション"}}}},
      "Untranslated": {}
    }}
    """#.write(
      to: bundleFolder.appendingPathComponent("Localizable.xcstrings"), atomically: true,
      encoding: .utf8)
    let bundle = try #require(Bundle(url: bundleFolder))
    let english = Locale(identifier: "en_US")
    #expect(
      String(localized: "Code of Conduct URL", bundle: bundle, locale: english)
        == "https://example.com/coc")
    #expect(
      String(localized: "Code of Conduct URL", bundle: bundle, locale: Locale(identifier: "ja_JP"))
        == "https://example.com/ja/coc")
    // A language the catalog lacks reads the source language's value.
    #expect(
      String(localized: "Code of Conduct URL", bundle: bundle, locale: Locale(identifier: "fr"))
        == "https://example.com/coc")
    #expect(String(localized: "Untranslated", bundle: bundle, locale: english) == "Untranslated")
    #expect(String(localized: "Missing", defaultValue: "Fallback", bundle: bundle) == "Fallback")
    // Interpolated values take the places of the key's format specifiers, in any order.
    let count = 3
    let speaker = "Kishikawa"
    #expect(
      String(localized: "\(count) sessions by \(speaker)", bundle: bundle, locale: english)
        == "3 sessions by Kishikawa")
    #expect(
      String(
        localized: "\(count) sessions by \(speaker)", bundle: bundle,
        locale: Locale(identifier: "ja_JP")) == "Kishikawaの3セッション")
    #expect(String(localized: "\(count)% done", bundle: bundle) == "3% done")
    #expect(String(localized: "100% done", bundle: bundle) == "100% done")
  }
}
