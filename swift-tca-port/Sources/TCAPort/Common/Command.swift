import Foundation

/// Runs a command and collects its output.
enum Command {
  /// The exit status and the combined output of `arguments`, run by `/usr/bin/env`; the process is
  /// ended after `timeout` seconds (status 124, as `timeout(1)` says), and killed if it is still
  /// running `grace` seconds later (a process started with SIGTERM blocked ignores the end).
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
      process.terminate()
      if finished.wait(timeout: .now() + grace) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        finished.wait()
      }
    }
    process.waitUntilExit()
    try handle.close()
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return (timedOut ? 124 : process.terminationStatus, output)
  }

  /// The last line of `output` that says how far a build is: `[412/980] Compiling SwiftSyntax …`.
  static func lastProgressLine(in output: String) -> String? {
    output.split(separator: "\n").last { $0.hasPrefix("[") && $0.contains("/") && $0.contains("]") }
      .map(String.init)
  }
}
