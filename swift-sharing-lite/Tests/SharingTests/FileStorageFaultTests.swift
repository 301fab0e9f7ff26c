import Dependencies
import Foundation
@_spi(Internals) import Sharing
import Testing

/// What another process writing the same file, and a writer killed mid-write, leave on the real
/// disk: the file always parses and holds a whole value.
@Suite(.serialized)
struct FileStorageFaultTests {
  struct Payload: Codable, Equatable {
    var tag: String
    var number: Int
    var padding: String
  }

  /// The helper that `swift test` builds next to the test binary.
  static func helper() throws -> URL {
    let helper = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("SharingFaultHelper")
    try #require(
      FileManager.default.isExecutableFile(atPath: helper.path),
      "SharingFaultHelper is not at \(helper.path); build it with `swift build --build-tests`")
    return helper
  }

  static func startWriter(
    _ url: URL, writes: Int, tag: String, padding: Int
  ) throws -> (process: Process, output: FileHandle) {
    let process = Process()
    process.executableURL = try helper()
    process.arguments = [url.path, "\(writes)", tag, "\(padding)"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    return (process, output.fileHandleForReading)
  }

  @Test func twoProcessesWritingTheSameFileNeverTearIt() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("shared.json")
    let outcome = try await onOwnThread {
      let writers = try ["a", "b"].map {
        try Self.startWriter(url, writes: 1_000, tag: $0, padding: 16_384)
      }
      var reads: [Result<Payload, any Error>] = []
      while writers.contains(where: { $0.process.isRunning }) {
        guard let data = try? Data(contentsOf: url) else { continue }
        reads.append(Result { try JSONDecoder().decode(Payload.self, from: data) })
      }
      for writer in writers { writer.process.waitUntilExit() }
      return (reads, writers.map(\.process.terminationStatus))
    }
    let (reads, statuses) = outcome
    #expect(statuses == [0, 0])
    #expect(!reads.isEmpty)
    for read in reads {
      #expect(try read.get().padding.count == 16_384)
    }
    let last = try JSONDecoder().decode(Payload.self, from: Data(contentsOf: url))
    #expect(last.number == 999)
  }

  @Test func aWriterKilledMidWriteLeavesTheOldOrTheNewValue() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("killed.json")
    let rounds = try await onOwnThread {
      try (0..<100).map { round in
        let writer = try Self.startWriter(url, writes: 1_000_000, tag: "w", padding: 262_144)
        // Kill it right after one of its first writes is reported: the next is under way.
        var lines = 0
        var buffer = Data()
        while lines <= round % 3 {
          let chunk = writer.output.availableData
          if chunk.isEmpty { break }
          buffer += chunk
          lines = buffer.split(separator: UInt8(ascii: "\n")).count
        }
        kill(writer.process.processIdentifier, SIGKILL)
        writer.process.waitUntilExit()
        let read = Result { try JSONDecoder().decode(Payload.self, from: Data(contentsOf: url)) }
        return (writer.process.terminationReason == .uncaughtSignal, read)
      }
    }
    for (wasKilled, read) in rounds {
      #expect(wasKilled)
      let payload = try read.get()
      #expect(payload.padding.count == 262_144)
      #expect(payload.number >= 0)
    }
  }

  @Test func aDirectoryWhereTheFileShouldBeIsReportedAndTheValueKept() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("settings.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let settings = sharedAfterFailedLoad(["volume": 5], at: url)
    #expect(settings.wrappedValue == ["volume": 5])
    #expect(
      settings.loadError.map { "\($0)" }
        == "'\(url.path)' is a directory, not a file: nothing was read from or written to it. "
        + "Move the directory away, or give this key another file.")
    _StorageErrorReporting.$reportsInTests.withValue(true) {
      withKnownIssue {
        settings.withLock { $0["volume"] = 7 }
      } matching: { issue in
        issue.description.contains("Could not save")
          && issue.description.contains("is a directory, not a file")
      }
    }
    #expect(settings.wrappedValue == ["volume": 7])
    #expect(settings.saveError.map { "\($0)" }?.contains("is a directory, not a file") == true)
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
  }

  /// Deleting the file, or the directory holding it, is a change from outside: the value goes
  /// back to its default, and the next save writes the file (and its directory) again.
  @Test(arguments: [false, true])
  func deletedWhileWatched(wholeDirectory: Bool) async throws {
    let parent = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: parent) }
    let url = parent.appendingPathComponent("data/count.json")
    let count = withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    count.withLock { $0 = 5 }
    try await count.save()
    #expect(try String(contentsOf: url, encoding: .utf8) == "5")
    try FileManager.default.removeItem(at: wholeDirectory ? url.deletingLastPathComponent() : url)
    #expect(await firstValue(of: count.values, where: { $0 == 0 }) == 0)
    count.withLock { $0 = 7 }
    try await count.save()
    #expect(try String(contentsOf: url, encoding: .utf8) == "7")
    #expect(count.saveError == nil)
  }
}

/// Runs blocking work (waiting on processes, reading pipes) on a thread of its own, so it holds
/// up no concurrency thread; with a test store's main serial executor on, that would be the main
/// thread every other test's tasks run on.
private func onOwnThread<Value>(_ work: @escaping () throws -> Value) async throws -> Value {
  let handoff = UncheckedHandoff(work)
  let outcome = await withCheckedContinuation { continuation in
    Thread { continuation.resume(returning: UncheckedHandoff(Result { try handoff.value() })) }
      .start()
  }
  return try outcome.value.get()
}

/// A value handed to another thread while its owner waits for that thread to end.
private struct UncheckedHandoff<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
