import Dependencies
import Foundation
@_spi(Internals) import Sharing
import Testing

// Upstream swift-sharing (2.7 and later) persists any `Codable` value in user defaults as JSON
// data; apps keep their preferences that way.

private struct Preferences: Codable, Equatable, Sendable {
  var units = "metric"
  var reminders = true
}

/// Codable but not Equatable: the key compares values by their encoding.
private struct Session: Codable, Sendable {
  var user: String
}

private enum Units: String, Codable, Sendable {
  case metric, imperial
}

struct AppStorageCodableTests {
  @Test func aCodableValueIsStoredAsJSONData() throws {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("preferences")) var preferences = Preferences()
    $preferences.withLock { $0.units = "imperial" }
    let data = try #require(defaults.data(forKey: "preferences"))
    #expect(
      try JSONDecoder().decode(Preferences.self, from: data)
        == Preferences(units: "imperial", reminders: true))
  }

  @Test func storedJSONWinsOverTheDefault() throws {
    @Dependency(\.defaultAppStorage) var defaults
    defaults.set(
      try JSONEncoder().encode(Preferences(units: "imperial", reminders: false)),
      forKey: "preferences")
    @Shared(.appStorage("preferences")) var preferences = Preferences()
    #expect(preferences == Preferences(units: "imperial", reminders: false))
    #expect($preferences.loadError == nil)
  }

  @Test func anOptionalCodableValueIsRemovedWhenNil() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("session")) var session: Session? = nil
    #expect(session == nil)
    $session.withLock { $0 = Session(user: "blob") }
    #expect(defaults.data(forKey: "session") != nil)
    @SharedReader(.appStorage("session")) var readSession: Session?
    #expect(readSession?.user == "blob")
    $session.withLock { $0 = nil }
    #expect(defaults.object(forKey: "session") == nil)
  }

  @Test func nativeAndRawRepresentableTypesKeepTheirOwnStorage() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("units")) var units = Units.metric
    @Shared(.appStorage("count")) var count = 0
    $units.withLock { $0 = .imperial }
    $count.withLock { $0 = 3 }
    #expect(defaults.string(forKey: "units") == "imperial")
    #expect(defaults.integer(forKey: "count") == 3)
  }

  @Test func undecodableDataIsKeptAndTheDefaultUsed() {
    @Dependency(\.defaultAppStorage) var defaults
    let stored = Data("not json".utf8)
    defaults.set(stored, forKey: "preferences")
    @Shared(.appStorage("preferences")) var preferences = Preferences()
    #expect(preferences == Preferences())
    #expect($preferences.loadError is DecodingError)
    #expect(defaults.data(forKey: "preferences") == stored)
    $preferences.withLock { $0.reminders = false }
    #expect(defaults.data(forKey: "preferences") != stored)
  }

  @Test func undecodableDataIsReportedOutsideTests() {
    @Dependency(\.defaultAppStorage) var defaults
    defaults.set(Data("{}".utf8), forKey: "session")
    _StorageErrorReporting.$reportsInTests.withValue(true) {
      withKnownIssue {
        @Shared(.appStorage("session")) var session = Session(user: "default")
        #expect(session.user == "default")
      } matching: { issue in
        issue.description.contains("Could not load Shared<Session>(.appStorage(\"session\"))")
          && issue.description.contains("Key 'user' not found")
          && issue.description.contains("'$value.loadError' holds the error")
      }
    }
  }
}
