import Foundation
import PortShims
import Testing

/// Apple Foundation's members Linux Foundation lacks, as `PortShims` stands them in.
struct FoundationStandInTests {
  // A live dependency listens: `for await _ in center.notifications(named: …)`.
  @Test
  func aNotificationStreamYieldsTheNotificationsPostedUnderItsName() async {
    let center = NotificationCenter()
    let name = Notification.Name("PortShimsTests.changed")
    let sender = NSObject()
    let stream = center.notifications(named: name, object: sender)
    center.post(name: Notification.Name("PortShimsTests.other"), object: sender)
    center.post(name: name, object: NSObject())
    center.post(name: name, object: sender, userInfo: ["step": 1])
    center.post(name: name, object: sender, userInfo: ["step": 2])
    var iterator = stream.makeAsyncIterator()
    let first = await iterator.next()
    let second = await iterator.next()
    #expect(first?.name == name)
    #expect(first?.userInfo?["step"] as? Int == 1)
    #expect(second?.userInfo?["step"] as? Int == 2)
  }

  // A `data:` URL: URLSession reads it without a network.
  @Test
  func aSessionsBytesAreTheBodyInOrderWithItsResponse() async throws {
    let url = try #require(URL(string: "data:application/octet-stream;base64,AQIDBP8="))
    let (bytes, response) = try await URLSession.shared.bytes(from: url)
    var body: [UInt8] = []
    for try await byte in bytes { body.append(byte) }
    #expect(body == [1, 2, 3, 4, 255])
    #expect(response.mimeType == "application/octet-stream")
    let (requested, _) = try await URLSession.shared.bytes(for: URLRequest(url: url))
    var iterator = requested.makeAsyncIterator()
    #expect(try await iterator.next() == 1)
    #expect(try await iterator.next() == 2)
  }

  @Test
  func darwinsTimeConstantsCountAsDarwinsDo() {
    #expect(NSEC_PER_SEC == 1_000_000_000)
    #expect(NSEC_PER_MSEC == 1_000_000)
    #expect(USEC_PER_SEC == 1_000_000)
    #expect(2 * NSEC_PER_SEC / NSEC_PER_MSEC == 2_000)
  }

  @Test
  func userDefaultsTakeValuesByKeyValueCodingsName() throws {
    let suite = "PortShimsTests.setValue.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    defaults.setValue(true, forKey: "isOn")
    #expect(defaults.bool(forKey: "isOn"))
    defaults.setValue("dark", forKey: "theme")
    #expect(defaults.string(forKey: "theme") == "dark")
    defaults.setValue(nil, forKey: "isOn")
    #expect(defaults.object(forKey: "isOn") == nil)
  }

  @Test
  func lowPowerModeIsNeverOn() {
    #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled)
    #expect(
      Notification.Name.NSProcessInfoPowerStateDidChange.rawValue
        == "NSProcessInfoPowerStateDidChangeNotification")
  }

  // Settings synced through iCloud: read back by type, as Apple's typed getters do.
  @Test
  func theKeyValueStoreKeepsValuesAndReadsThemByType() {
    let store = NSUbiquitousKeyValueStore()
    store.set(true, forKey: "isOn")
    store.set(2.5, forKey: "volume")
    store.set(Int64(42), forKey: "score")
    store.set("on", forKey: "mode")
    store.set(Data([7]), forKey: "blob")
    store.set([1, 2] as [Any], forKey: "list")
    store.set(["a": 1] as [String: Any], forKey: "map")
    #expect(store.bool(forKey: "isOn"))
    #expect(store.double(forKey: "volume") == 2.5)
    #expect(store.longLong(forKey: "score") == 42)
    #expect(store.string(forKey: "mode") == "on")
    #expect(store.data(forKey: "blob") == Data([7]))
    #expect(store.array(forKey: "list") as? [Int] == [1, 2])
    #expect(store.dictionary(forKey: "map")?["a"] as? Int == 1)
    #expect(store.object(forKey: "mode") as? String == "on")
    #expect(Set(store.dictionaryRepresentation.keys).count == 7)
    #expect(store.synchronize())
  }

  @Test
  func theKeyValueStoreReadsWhatItLacksAsNothingOrZero() {
    let store = NSUbiquitousKeyValueStore()
    store.set("text", forKey: "mode")
    #expect(!store.bool(forKey: "missing"))
    #expect(store.double(forKey: "mode") == 0)
    #expect(store.longLong(forKey: "missing") == 0)
    #expect(store.data(forKey: "mode") == nil)
    #expect(store.array(forKey: "missing") == nil)
    store.removeObject(forKey: "mode")
    #expect(store.string(forKey: "mode") == nil)
    store.set("again", forKey: "mode")
    store.set(nil as String?, forKey: "mode")
    #expect(store.object(forKey: "mode") == nil)
    #expect(
      NSUbiquitousKeyValueStore.didChangeExternallyNotification.rawValue
        == "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
  }

  @Test
  func foldersAreFileManagersOrTheTemporaryFolder() {
    let folders: [(URL, FileManager.SearchPathDirectory)] = [
      (.documentsDirectory, .documentDirectory),
      (.applicationSupportDirectory, .applicationSupportDirectory),
      (.cachesDirectory, .cachesDirectory), (.libraryDirectory, .libraryDirectory),
      (.downloadsDirectory, .downloadsDirectory),
    ]
    for (url, directory) in folders {
      let expected =
        FileManager.default.urls(for: directory, in: .userDomainMask).first
        ?? URL(fileURLWithPath: NSTemporaryDirectory())
      #expect(url == expected)
      #expect(url.isFileURL)
    }
  }

  // AcknowList: a license's first link.
  @Test
  func aDataDetectorFindsTheLinksInAText() throws {
    let text =
      "Copyright 2015. See https://github.com/vtourraine/AcknowList, or www.vtourraine.net."
    // `NSTextCheckingResult.CheckingType.link.rawValue`, which Linux Foundation deprecates.
    let detector = try NSDataDetector(types: 1 << 5)
    let range = NSRange(location: 0, length: text.utf16.count)
    let first = detector.firstMatch(in: text, options: [], range: range)
    #expect(first?.url?.absoluteString == "https://github.com/vtourraine/AcknowList")
    #expect(first?.range == NSRange(location: 20, length: 40))
    #expect(
      detector.matches(in: text, range: range).map { $0.url?.absoluteString } == [
        "https://github.com/vtourraine/AcknowList", "https://www.vtourraine.net",
      ])
    #expect(detector.numberOfMatches(in: text, range: range) == 2)
    #expect(
      detector.numberOfMatches(in: "no links here", range: NSRange(location: 0, length: 13)) == 0)
  }

  @Test
  func aDataDetectorLinksAnEmailAddressAsMail() throws {
    let text = "Write to hello@example.com today."
    let detector = try NSDataDetector(types: 1 << 5)
    let match = detector.firstMatch(
      in: text, range: NSRange(location: 0, length: text.utf16.count))
    #expect(match?.url?.absoluteString == "mailto:hello@example.com")
    // Only the range asked for is searched.
    #expect(detector.firstMatch(in: text, range: NSRange(location: 0, length: 8)) == nil)
  }

  // A held-out app's tools time their work; another's failing keychain client throws
  // `errSecItemNotFound`.
  @Test
  func coreFoundationsClockAndSecuritysCodesHaveApplesValues() {
    let now = CFAbsoluteTimeGetCurrent()
    #expect(abs(now - Date().timeIntervalSinceReferenceDate) < 60)
    #expect(errSecItemNotFound == -25300 && errSecSuccess == 0 && errSecDuplicateItem == -25299)
  }
}
