import Foundation

/// Runs a command and collects its output.
enum Command {
  /// The exit status and the combined output of `arguments`, run by `/usr/bin/env`; the process and
  /// every process it started are ended after `timeout` seconds (status 124, as `timeout(1)`
  /// says), and killed if still running `grace` seconds later (a process started with SIGTERM
  /// blocked ignores the end): a test binary `swift test` runs went on after it, and kept the
  /// port waiting.
  /// While it runs, `progress` is given, every `interval` seconds, the last progress line the
  /// command printed (SwiftPM's `[412/980] Compiling …`), if any.
  static func run(
    _ arguments: [String], timeout: TimeInterval = 1_800, grace: TimeInterval = 10,
    interval: TimeInterval = 30, progress: (String) -> Void = { _ in }
  ) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-\(UUID().uuidString).log")
    guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
      throw PortError("cannot create \(log.path)")
    }
    let handle = try FileHandle(forWritingTo: log)
    defer { try? FileManager.default.removeItem(at: log) }
    process.standardOutput = handle
    process.standardError = handle
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    let deadline = DispatchTime.now() + timeout
    var timedOut = false
    while true {
      let next = min(deadline, .now() + interval)
      if finished.wait(timeout: next) == .success { break }
      if .now() >= deadline {
        timedOut = true
        break
      }
      if let text = try? String(contentsOf: log, encoding: .utf8),
        let line = lastProgressLine(in: text)
      {
        progress(line)
      }
    }
    if timedOut {
      // Found before the command ends: its children then belong to init.
      let started = descendants(of: process.processIdentifier)
      for pid in [process.processIdentifier] + started { kill(pid, SIGTERM) }
      if finished.wait(timeout: .now() + grace) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        _ = finished.wait(timeout: .now() + grace)
      }
      for pid in started + descendants(of: process.processIdentifier) { kill(pid, SIGKILL) }
    } else {
      process.waitUntilExit()
    }
    try handle.close()
    // Decoded leniently: a crashed test's backtrace dumps memory, bytes that are not UTF-8, and
    // a strict reading lost the whole output with the crash's message.
    let output =
      FileManager.default.contents(atPath: log.path).map {
        String(decoding: $0, as: UTF8.self)
      } ?? ""
    return (timedOut ? 124 : process.terminationStatus, output)
  }

  /// The processes `pid` started, and theirs, read from `/proc` (none where there is no `/proc`).
  static func descendants(of pid: Int32) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    var parents: [Int32: Int32] = [:]
    for entry in entries {
      guard let child = Int32(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let end = stat.range(of: ")", options: .backwards)
      else { continue }
      // After the command's name: its state, then its parent.
      let fields = stat[end.upperBound...].split(separator: " ")
      if fields.count > 1, let parent = Int32(fields[1]) { parents[child] = parent }
    }
    var found: [Int32] = []
    var frontier = [pid]
    while let next = frontier.popLast() {
      let children = parents.filter { $0.value == next }.map(\.key)
      found += children
      frontier += children
    }
    return found
  }

  /// The last line of `output` that says how far a build is: `[412/980] Compiling SwiftSyntax …`.
  static func lastProgressLine(in output: String) -> String? {
    output.split(separator: "\n").last { $0.hasPrefix("[") && $0.contains("/") && $0.contains("]") }
      .map(String.init)
  }
}
