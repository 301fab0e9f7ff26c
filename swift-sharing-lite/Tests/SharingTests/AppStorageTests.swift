import Dependencies
import Foundation
import Sharing
import Testing

// From upstream's documentation: SharingState › User defaults, Testing when using persistence; MigratingTo1.10.

private enum Theme: String, Sendable {
  case light, dark
}

private enum Level: Int, Sendable {
  case low = 1
  case high = 2
}

extension SharedReaderKey where Self == AppStorageKey<String?> {
  fileprivate static var sessionID: Self { .appStorage("sessionIDKey") }
}

struct AppStorageTests {
  @Test func changesArePersistedToTheDefaults() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("count")) var count = 0
    $count.withLock { $0 = 3 }
    #expect(defaults.integer(forKey: "count") == 3)
  }

  // Critical Maps' session id: a key of an optional value, declared without a default.
  @Test func anOptionalValueNeedsNoDefaultAndStartsNil() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.sessionID) var sessionID
    @SharedReader(.sessionID) var readSessionID
    #expect(sessionID == nil && readSessionID == nil)
    $sessionID.withLock { $0 = "abc" }
    #expect(defaults.string(forKey: "sessionIDKey") == "abc")
    #expect(readSessionID == "abc")
  }

  @Test func aStoredValueWinsOverTheDefault() {
    @Dependency(\.defaultAppStorage) var defaults
    defaults.set(12, forKey: "stored")
    var evaluated = false
    func makeDefault() -> Int {
      evaluated = true
      return 0
    }
    @Shared(.appStorage("stored")) var stored = makeDefault()
    #expect(stored == 12)
    #expect(!evaluated)
  }

  @Test func everySupportedTypeRoundTrips() {
    @Dependency(\.defaultAppStorage) var defaults
    let date = Date(timeIntervalSince1970: 1_000)
    do {
      @Shared(.appStorage("bool")) var bool = false
      @Shared(.appStorage("int")) var int = 0
      @Shared(.appStorage("double")) var double = 0.0
      @Shared(.appStorage("string")) var string = ""
      @Shared(.appStorage("url")) var url = URL(string: "https://example.com")!
      @Shared(.appStorage("data")) var data = Data()
      @Shared(.appStorage("date")) var storedDate = Date(timeIntervalSince1970: 0)
      @Shared(.appStorage("theme")) var theme = Theme.light
      @Shared(.appStorage("level")) var level = Level.low
      @Shared(.appStorage("name")) var name: String? = nil
      @Shared(.appStorage("optionalTheme")) var optionalTheme: Theme? = nil
      $bool.withLock { $0 = true }
      $int.withLock { $0 = 42 }
      $double.withLock { $0 = 1.5 }
      $string.withLock { $0 = "Blob" }
      $url.withLock { $0 = URL(string: "https://www.pointfree.co/episodes")! }
      $data.withLock { $0 = Data([1, 2, 3]) }
      $storedDate.withLock { $0 = date }
      $theme.withLock { $0 = .dark }
      $level.withLock { $0 = .high }
      $name.withLock { $0 = "Blob Jr." }
      $optionalTheme.withLock { $0 = .dark }
    }
    // Read back through fresh references, as after a relaunch: a new registry over the same
    // defaults.
    withDependencies {
      $0.defaultAppStorage = defaults
    } operation: {
      @Shared(.appStorage("bool")) var bool = false
      @Shared(.appStorage("int")) var int = 0
      @Shared(.appStorage("double")) var double = 0.0
      @Shared(.appStorage("string")) var string = ""
      @Shared(.appStorage("url")) var url = URL(string: "https://example.com")!
      @Shared(.appStorage("data")) var data = Data()
      @Shared(.appStorage("date")) var storedDate = Date(timeIntervalSince1970: 0)
      @Shared(.appStorage("theme")) var theme = Theme.light
      @Shared(.appStorage("level")) var level = Level.low
      @Shared(.appStorage("name")) var name: String? = nil
      @Shared(.appStorage("optionalTheme")) var optionalTheme: Theme? = nil
      #expect(bool == true)
      #expect(int == 42)
      #expect(double == 1.5)
      #expect(string == "Blob")
      #expect(url == URL(string: "https://www.pointfree.co/episodes")!)
      #expect(data == Data([1, 2, 3]))
      #expect(storedDate == date)
      #expect(theme == .dark)
      #expect(level == .high)
      #expect(name == "Blob Jr.")
      #expect(optionalTheme == .dark)
      $name.withLock { $0 = nil }
      #expect(defaults.object(forKey: "name") == nil)
    }
  }

  @Test func twoHoldersOfOneKeyStayInSync() {
    @Shared(.appStorage("sync")) var first = 0
    @Shared(.appStorage("sync")) var second = 0
    $first.withLock { $0 = 8 }
    #expect(second == 8)
  }

  @Test func writesThroughTheDefaultsReachHolders() async throws {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("external")) var count = 0
    defaults.set(7, forKey: "external")
    let seen = await firstValue(of: $count.values, where: { $0 == 7 })
    #expect(seen == 7)
  }

  @Test func eachTestHasItsOwnDefaultsFirst() {
    @Shared(.appStorage("perTest")) var count = 0
    #expect(count == 0)
    $count.withLock { $0 = 1 }
  }

  @Test func eachTestHasItsOwnDefaultsSecond() {
    @Shared(.appStorage("perTest")) var count = 0
    #expect(count == 0)
    $count.withLock { $0 = 2 }
  }

  @Test func aReaderOfAppStorage() {
    @SharedReader(.appStorage("isOn")) var isOn = false
    @Shared(.appStorage("isOn")) var writer = false
    $writer.withLock { $0 = true }
    #expect(isOn)
  }
}

/// The first element of `values` satisfying `predicate`, or `nil` if none arrives within a
/// minute (a guard against hanging, not a synchronisation delay).
func firstValue<Value: Sendable>(
  of values: AsyncStream<Value>, where predicate: @escaping @Sendable (Value) -> Bool
) async -> Value? {
  await withTaskGroup(of: Value?.self) { group in
    group.addTask {
      for await value in values where predicate(value) { return value }
      return nil
    }
    // Only a broken test reaches the bound: under the sanitizers on a busy machine a poll has
    // taken more than five seconds to arrive.
    group.addTask {
      try? await Task.sleep(for: .seconds(60))
      return nil
    }
    let first = await group.next() ?? nil
    group.cancelAll()
    return first
  }
}
