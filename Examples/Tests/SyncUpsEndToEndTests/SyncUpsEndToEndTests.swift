import Foundation
import PseudoTerminal
import SyncUpsFeature
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real SyncUps binary, run in a pseudo-terminal: keys typed, the screen read back.
@Suite(.serialized)
struct SyncUpsEndToEndTests {
  private enum Keys {
    static let up = "\u{1B}[A", down = "\u{1B}[B", left = "\u{1B}[D", right = "\u{1B}[C"
    static let enter = "\r", escape = "\u{1B}", tab = "\t", controlC = "\u{03}"
  }

  /// A data directory of its own, and a transcript the fake speech recognizer reads.
  private final class Sandbox {
    let directory: URL
    init() throws {
      directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("syncups-e2e-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try "Hello from the end to end test"
        .write(to: transcript, atomically: true, encoding: .utf8)
    }
    deinit { try? FileManager.default.removeItem(at: directory) }
    var transcript: URL { directory.appendingPathComponent("transcript.txt") }
    var dataFile: URL {
      directory.appendingPathComponent("data/tca-lite-syncups/sync-ups.json")
    }

    func launch(width: Int = 80, height: Int = 24) throws -> PseudoTerminal {
      try PseudoTerminal(
        executable: try SyncUpsEndToEndTests.binary(),
        environment: [
          "HOME": directory.path,
          "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
          "SYNCUPS_TRANSCRIPT": transcript.path,
          "TERM": "xterm-256color",
        ].merging(SyncUpsEndToEndTests.sanitizerOptions) { ours, _ in ours },
        width: width,
        height: height
      )
    }
  }

  /// The sanitizer settings this test runs with (`make sanitize`), passed on to the app, which is
  /// built with the same sanitizer, with the `PATH` its reports find their symbolizer on (its
  /// suppressions match symbol names).
  private static let sanitizerOptions: [String: String] = {
    let environment = ProcessInfo.processInfo.environment
    let options = environment.filter {
      ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"].contains($0.key)
    }
    guard !options.isEmpty, let path = environment["PATH"] else { return options }
    return options.merging(["PATH": path]) { option, _ in option }
  }()

  /// `swift test` builds the app next to the test binary.
  fileprivate static func binary() throws -> URL {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let binary = directory.appendingPathComponent("SyncUps")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw PseudoTerminal.Failure(
        "the SyncUps binary is not at \(binary.path); build it with `swift build --build-tests`")
    }
    return binary
  }

  /// Adds a sync-up from the list by typing into the form, as a person would.
  private func addSyncUp(
    _ title: String, attendee: String? = nil, fiveSeconds: Bool = false, in app: PseudoTerminal
  ) async throws {
    app.type("a")
    try await app.waitFor("New sync-up")
    app.type(title)
    try await app.waitFor("Title: \(title)")
    if let attendee {
      app.type(Keys.tab)
      app.type(attendee)
      try await app.waitFor("Name: \(attendee)")
    }
    if fiveSeconds {
      for _ in 0..<15 { app.type(Keys.left) }
      try await app.waitFor("Length: 5 s")
    }
    app.type(Keys.enter)
    try await app.waitFor("Daily Sync-ups")
  }

  @Test func addRecordQuitAndFindItPersisted() async throws {
    let sandbox = try Sandbox()
    let app = try sandbox.launch()
    try await app.waitFor("No sync-ups yet")

    try await addSyncUp("Standup", attendee: "Ann", fiveSeconds: true, in: app)
    try await app.waitFor("› Standup  · 1 attendees · 5 s")

    app.type(Keys.enter)
    try await app.waitFor("None yet.")
    app.type("s")
    try await app.waitFor("Standup — recording")
    try await app.waitFor("▶ Ann")
    // The five-second meeting ends on its own and the detail lists it.
    try await app.waitFor("Past meetings", timeout: .seconds(30))
    #expect(!app.screen.contains("None yet."))
    app.type(Keys.enter)
    try await app.waitFor("Transcript")
    try await app.waitFor("Hello")
    app.type(Keys.escape)
    try await app.waitFor("Past meetings")
    app.type(Keys.escape)
    try await app.waitFor("Daily Sync-ups")
    app.type("q")
    #expect(await app.waitForExit(timeout: .seconds(10)) == 0)
    #expect(String(decoding: app.output.suffix(16), as: UTF8.self).contains("\u{1B}[?1049l"))

    let saved = try JSONDecoder().decode(
      [SyncUp].self, from: Data(contentsOf: sandbox.dataFile))
    #expect(saved.map(\.title) == ["Standup"])
    #expect(saved.first?.meetings.count == 1)
    #expect(saved.first?.meetings.first?.transcript.hasPrefix("Hello") == true)

    let again = try sandbox.launch()
    try await again.waitFor("› Standup  · 1 attendees · 5 s")
    again.type(Keys.enter)
    try await again.waitFor("Past meetings")
    #expect(!again.screen.contains("None yet."))
    again.type(Keys.controlC)
    #expect(await again.waitForExit(timeout: .seconds(10)) == 0)
  }

  @Test func deletingASyncUpAsksFirst() async throws {
    let sandbox = try Sandbox()
    let app = try sandbox.launch()
    try await app.waitFor("No sync-ups yet")
    try await addSyncUp("Retro", in: app)
    app.type(Keys.enter)
    try await app.waitFor("Past meetings")
    app.type("d")
    try await app.waitFor("Delete?")
    app.type(Keys.enter)
    try await app.waitFor("No sync-ups yet")
    app.type(Keys.controlC)
    #expect(await app.waitForExit(timeout: .seconds(10)) == 0)
    let saved = try JSONDecoder().decode(
      [SyncUp].self, from: Data(contentsOf: sandbox.dataFile))
    #expect(saved.isEmpty)
  }

  @Test func sigtermRestoresTheTerminal() async throws {
    let sandbox = try Sandbox()
    let app = try sandbox.launch()
    try await app.waitFor("No sync-ups yet")
    #expect(app.settings.c_lflag & tcflag_t(ICANON) == 0)
    app.terminate()
    #expect(await app.waitForExit(timeout: .seconds(10)) == 128 + SIGTERM)
    #expect(String(decoding: app.output.suffix(16), as: UTF8.self).contains("\u{1B}[?1049l"))
    #expect(app.settings.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
  }

  @Test func closingTheTerminalEndsTheApp() async throws {
    let sandbox = try Sandbox()
    let app = try sandbox.launch()
    try await app.waitFor("No sync-ups yet")
    app.hangUp()
    #expect(await app.waitForExit(timeout: .seconds(10)) == 0)
  }

  @Test func resizingRedrawsAtTheNewWidth() async throws {
    let sandbox = try Sandbox()
    let app = try sandbox.launch(width: 40, height: 24)
    try await app.waitFor("No sync-ups yet")
    #expect(app.screen.contains("↑↓ select  ⏎ open  a add  d delete  q q…"))
    app.resize(width: 100, height: 30)
    try await app.waitFor("↑↓ select  ⏎ open  a add  d delete  q quit")
    #expect(app.screen.contains("Daily Sync-ups"))
    app.type(Keys.controlC)
    #expect(await app.waitForExit(timeout: .seconds(10)) == 0)
  }

  @Test func refusesToRunWithoutATerminal() async throws {
    let process = Process()
    process.executableURL = try Self.binary()
    let errors = Pipe()
    process.standardInput = Pipe()
    process.standardOutput = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(
      message.contains("SyncUps draws on a terminal, but standard input or output is not one"))
  }
}
