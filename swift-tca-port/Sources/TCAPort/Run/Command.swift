import Foundation

/// Runs a command and collects its output.
enum Command {
  /// The exit status and the combined output of `arguments`, run by `/usr/bin/env`; the process is
  /// ended after `timeout` seconds (status 124, as `timeout(1)` says), and killed if it is still
  /// running `grace` seconds later (a process started with SIGTERM blocked ignores the end).
  static func run(
    _ arguments: [String], timeout: TimeInterval = 1_800, grace: TimeInterval = 10
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
    let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
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
}
