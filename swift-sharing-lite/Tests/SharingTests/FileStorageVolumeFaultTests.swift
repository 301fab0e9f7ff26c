import Dependencies
import Foundation
@_spi(Internals) import Sharing
import Testing

/// `.fileStorage` on volumes that refuse writes: a full disk, a read-only file system, a file
/// marked read-only. Each time the error says what happened and what to do, the value stays in
/// memory, and the file keeps its previous bytes.
///
/// The full and read-only volumes are small tmpfs mounts, so these tests run where mounting is
/// allowed (as root, as in CI here) and are skipped elsewhere.
@Suite(.serialized)
struct FileStorageVolumeFaultTests {
  private let previous = Data(#""first""#.utf8)

  private func notes(at url: URL) -> Shared<String> {
    withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(wrappedValue: "", .fileStorage(url))
    }
  }

  @Test(.enabled(if: ScratchVolume.isAvailable, "mounting a tmpfs needs root"))
  func aFullDiskIsReportedAndTheChangeWrittenOnceThereIsSpace() async throws {
    let volume = try ScratchVolume(size: "64k")
    defer { volume.unmount() }
    let url = volume.url.appendingPathComponent("notes.json")
    try previous.write(to: url)
    let notes = notes(at: url)
    #expect(notes.wrappedValue == "first")
    let fillers = volume.fill()
    let long = String(repeating: "x", count: 16_384)
    _StorageErrorReporting.$reportsInTests.withValue(true) {
      withKnownIssue {
        notes.withLock { $0 = long }
      } matching: { issue in
        issue.description.contains("Could not save")
          && issue.description.contains("There is no space left on the device")
      }
    }
    #expect(
      notes.saveError.map { "\($0)" }
        == """
        There is no space left on the device holding '\(url.path)': the change was not \
        written, and the file keeps its previous contents. Free some space; the next change \
        (or save()) writes the value.
        """)
    #expect(notes.wrappedValue == long)
    #expect(try Data(contentsOf: url) == previous)
    #expect(try volume.leftovers() == ["notes.json"])

    for filler in fillers { try FileManager.default.removeItem(at: filler) }
    try await notes.save()
    #expect(notes.saveError == nil)
    #expect(try JSONDecoder().decode(String.self, from: Data(contentsOf: url)) == long)
  }

  @Test(.enabled(if: ScratchVolume.isAvailable, "mounting a tmpfs needs root"))
  func aReadOnlyFileSystemIsReportedAndTheFileKept() throws {
    let volume = try ScratchVolume(size: "64k")
    defer { volume.unmount() }
    let url = volume.url.appendingPathComponent("notes.json")
    try previous.write(to: url)
    try volume.remountReadOnly()
    let notes = notes(at: url)
    #expect(notes.wrappedValue == "first")
    _StorageErrorReporting.$reportsInTests.withValue(true) {
      withKnownIssue {
        notes.withLock { $0 = "second" }
      } matching: { issue in
        issue.description.contains("Could not save")
          && issue.description.contains("is on a read-only file system")
      }
    }
    #expect(
      notes.saveError.map { "\($0)" }
        == """
        '\(volume.url.path)' is on a read-only file system: the change was not written, and \
        the file keeps its previous contents. Give this key a file on a writable volume.
        """)
    #expect(notes.wrappedValue == "second")
    #expect(try Data(contentsOf: url) == previous)
  }

  @Test func aFileMarkedReadOnlyIsNotReplaced() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("notes.json")
    try previous.write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
    let notes = notes(at: url)
    _StorageErrorReporting.$reportsInTests.withValue(true) {
      withKnownIssue {
        notes.withLock { $0 = "second" }
      } matching: { issue in
        issue.description.contains("Could not save") && issue.description.contains("is read-only")
      }
    }
    #expect(
      notes.saveError.map { "\($0)" }
        == """
        '\(url.path)' is read-only: the change was not written, and the file keeps its previous \
        contents. Make the file writable (chmod u+w), or give this key another file.
        """)
    #expect(notes.wrappedValue == "second")
    #expect(try Data(contentsOf: url) == previous)

    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
    try await notes.save()
    #expect(notes.saveError == nil)
    #expect(try Data(contentsOf: url) == Data(#""second""#.utf8))
  }
}

/// A small tmpfs mounted on a new temporary directory.
private final class ScratchVolume {
  let url: URL

  /// Whether this process may mount one.
  static let isAvailable: Bool = {
    guard let volume = try? ScratchVolume(size: "16k") else { return false }
    volume.unmount()
    return true
  }()

  init(size: String) throws {
    url = try temporaryDirectory()
    do {
      try run("mount", "-t", "tmpfs", "-o", "size=\(size)", "tmpfs", url.path)
    } catch {
      try? FileManager.default.removeItem(at: url)
      throw error
    }
  }

  func remountReadOnly() throws {
    try run("mount", "-o", "remount,ro", url.path)
  }

  /// Fills the volume with 4 KiB files until no more fit; returns them.
  func fill() -> [URL] {
    var fillers: [URL] = []
    while true {
      let filler = url.appendingPathComponent("filler-\(fillers.count)")
      guard (try? Data(count: 4_096).write(to: filler)) != nil else {
        try? FileManager.default.removeItem(at: filler)
        return fillers
      }
      fillers.append(filler)
    }
  }

  /// The names in the volume that are not fillers.
  func leftovers() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { !$0.hasPrefix("filler-") }.sorted()
  }

  func unmount() {
    try? run("umount", url.path)
    try? FileManager.default.removeItem(at: url)
  }

  private func run(_ arguments: String...) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(
        .executableLoad, userInfo: [NSFilePathErrorKey: arguments.joined(separator: " ")])
    }
  }
}
