import Dependencies
import Foundation
@_spi(Internals) import Sharing
import Testing

/// `.fileStorage` on the real file system: atomic writes, bad files preserved, and changes made by
/// another process observed (inotify on Linux).
struct FileSystemStorageTests {
  @Test func writesTheFileOnDisk() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("count.json")
    withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 3 }
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == "3")
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path)
    #expect(leftovers == ["count.json"])
  }

  @Test func aCorruptFileOnDiskIsCopiedAsideNotOverwritten() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("settings.json")
    try Data("{ broken".utf8).write(to: url)
    let settings = sharedAfterFailedLoad(["volume": 5], at: url)
    #expect(settings.wrappedValue == ["volume": 5])
    #expect(try String(contentsOf: url, encoding: .utf8) == "{ broken")
    settings.withLock { $0["volume"] = 6 }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    let aside = try #require(names.first { $0.hasPrefix("settings.json.corrupt-") })
    #expect(
      try String(contentsOf: directory.appendingPathComponent(aside), encoding: .utf8)
        == "{ broken")
    #expect(try String(contentsOf: url, encoding: .utf8) == #"{"volume":6}"#)
  }

  @Test func afterACorruptLoadEverySaveWritesTheValueInMemory() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("settings.json")
    try Data("{ broken".utf8).write(to: url)
    let settings = sharedAfterFailedLoad(["volume": 5], at: url)
    for volume in 6...15 {
      settings.withLock { $0["volume"] = volume }
      try await settings.save()
      #expect(settings.wrappedValue == ["volume": volume])
      #expect(try String(contentsOf: url, encoding: .utf8) == #"{"volume":\#(volume)}"#)
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.filter { $0.hasPrefix("settings.json.corrupt-") }.count == 1)
  }

  @Test func anotherProcessWritingTheFileUpdatesEveryHolder() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("count.json")
    let shared = withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    // The default is written as the value is created; that write is let finish first, or the
    // other process's write could come while it is under way and be taken for its own (under
    // ThreadSanitizer, slow enough for it, this test failed once in CI).
    try await shared.save()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", #"printf 42 > "$1.tmp" && mv "$1.tmp" "$1""#, "sh", url.path,
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let seen = await firstValue(of: shared.values, where: { $0 == 42 })
    #expect(seen == 42)
    #expect(shared.wrappedValue == 42)
  }

  @Test func anUnwritableLocationSetsSaveError() throws {
    let url = URL(fileURLWithPath: "/proc/tca-lite-cannot-write/count.json")
    withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      _StorageErrorReporting.$reportsInTests.withValue(true) {
        withKnownIssue {
          $count.withLock { $0 = 1 }
        } matching: { issue in
          issue.description.contains("Could not save")
        }
      }
      #expect($count.saveError != nil)
    }
  }
}

/// A value shared through `.fileStorage(url)` on the real file system whose first load fails
/// (the file there cannot be read or decoded): the failure is the expected issue.
func sharedAfterFailedLoad(_ value: [String: Int], at url: URL) -> Shared<[String: Int]> {
  withDependencies {
    $0.defaultFileStorage = .fileSystem
  } operation: {
    var shared: Shared<[String: Int]>!
    _StorageErrorReporting.$reportsInTests.withValue(true) {
      withKnownIssue {
        shared = Shared(wrappedValue: value, .fileStorage(url))
      } matching: { issue in
        issue.description.contains("Could not load")
      }
    }
    return shared
  }
}

/// A new, empty directory under the system's temporary directory.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("tca-lite-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
