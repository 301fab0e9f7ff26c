import Dependencies
import Foundation
import Testing

@testable import Sharing

/// On Linux, user defaults reach the disk only when synchronized: app storage does it for
/// real defaults, never for the per-test ones.
struct DefaultsPersistenceTests {
  @Test func realDefaultsAreWrittenToDisk() throws {
    let suite = "tca-lite-persistence-\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    @Shared(.appStorage("count", store: defaults)) var count = 0
    count = 5
    DefaultsPersistence.flush()
    let reloaded = try #require(UserDefaults(suiteName: suite))
    reloaded.synchronize()
    #expect(reloaded.integer(forKey: "count") == 5)
    #if os(Linux)
      let plist = configDirectory().appendingPathComponent("\(suite).plist")
      #expect(FileManager.default.fileExists(atPath: plist.path))
      try? FileManager.default.removeItem(at: plist)
    #endif
  }

  @Test func testDefaultsNeverReachTheUsersPreferences() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("count")) var count = 0
    count = 5
    DefaultsPersistence.flush()
    #if os(Linux)
      let files = (try? FileManager.default.contentsOfDirectory(atPath: configDirectory().path)) ?? []
      #expect(!files.contains { $0.hasPrefix("tca-lite-test-") })
    #endif
  }

  private func configDirectory() -> URL {
    if let xdg = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
      return URL(fileURLWithPath: xdg)
    }
    return URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".config")
  }
}
