import Foundation
import PseudoTerminal
import SyncUpsFeature

/// `make syncups-latency`: runs the SyncUps binary in a pseudo-terminal and measures how long a
/// keystroke takes to become a repainted screen, and how many repaints a timer tick causes.
///
/// Usage: `SyncUpsLatency <path to SyncUps> [keystrokes]`
@main
struct SyncUpsLatency {
  static func main() throws {
    let arguments = CommandLine.arguments
    guard arguments.count >= 2 else {
      print("usage: SyncUpsLatency <path to the SyncUps binary> [keystrokes, default 400]")
      exit(2)
    }
    let binary = URL(fileURLWithPath: arguments[1])
    let keystrokes = arguments.count > 2 ? Int(arguments[2]) ?? 400 : 400
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("syncups-latency-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try seed(into: directory)

    let app = try PseudoTerminal(
      executable: binary,
      environment: [
        "HOME": directory.path,
        "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
        "TERM": "xterm-256color",
      ]
    )
    try app.waitFor("Daily Sync-ups")
    let frameEnd = Array("\u{1B}[?2026l".utf8)

    // Keystroke to repaint: down and up move the list's cursor, and each move repaints two rows.
    var latencies: [Duration] = []
    for index in 0..<keystrokes {
      let frames = count(frameEnd, in: app.output)
      let start = ContinuousClock.now
      app.type(index.isMultiple(of: 2) ? "\u{1B}[B" : "\u{1B}[A")
      guard app.wait(timeout: .seconds(5), until: { count(frameEnd, in: $1) > frames }) else {
        print("no repaint within 5 s after keystroke \(index + 1)")
        exit(1)
      }
      latencies.append(ContinuousClock.now - start)
    }
    latencies.sort()
    func percentile(_ fraction: Double) -> String {
      let duration = latencies[min(latencies.count - 1, Int(Double(latencies.count) * fraction))]
      return String(
        format: "%.2f ms",
        Double(duration.components.attoseconds) / 1e15
          + Double(duration.components.seconds) * 1000)
    }
    print(
      "keystroke → repainted screen, \(keystrokes) keys: p50 \(percentile(0.5)), "
        + "p99 \(percentile(0.99)), max \(percentile(1))")

    // Repaints per timer tick: record the 20-second meeting for about 8 seconds.
    app.type("\r")
    try app.waitFor("Past meetings")
    app.type("s")
    try app.waitFor("0:01 elapsed")
    let framesBefore = count(frameEnd, in: app.output)
    let bytesBefore = app.output.count
    try app.waitFor("0:09 elapsed", timeout: .seconds(20))
    let repaints = count(frameEnd, in: app.output) - framesBefore
    let bytes = app.output.count - bytesBefore
    print(
      "repaints per timer tick while recording: \(Double(repaints) / 8) (\(repaints) in 8 ticks, "
        + "\(bytes / max(1, repaints)) bytes written per repaint)")
    app.type("\u{03}")
    _ = app.waitForExit(timeout: .seconds(10))
  }

  /// Three sync-ups on disk, the first 20 seconds long with no transcript.
  static func seed(into directory: URL) throws {
    let file = directory.appendingPathComponent("data/tca-lite-syncups/sync-ups.json")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let syncUps = ["Design", "Engineering", "Product"].map { title in
      SyncUp(
        id: UUID(), attendees: [Attendee(id: UUID(), name: "Blob")],
        duration: .seconds(title == "Design" ? 20 : 300), title: title)
    }
    try JSONEncoder().encode(syncUps).write(to: file)
  }

  static func count(_ marker: [UInt8], in bytes: [UInt8]) -> Int {
    guard bytes.count >= marker.count else { return 0 }
    var total = 0
    var index = 0
    while index <= bytes.count - marker.count {
      if bytes[index] == marker[0], Array(bytes[index..<index + marker.count]) == marker {
        total += 1
        index += marker.count
      } else {
        index += 1
      }
    }
    return total
  }
}
