import Foundation
import Testing

@testable import TCAPort

/// Running a command: its status, its output, its timeout, its progress.
struct CommandTests {
  @Test
  func aCommandGivesItsStatusAndItsOutput() throws {
    let (status, output) = try Command.run(["sh", "-c", "echo built; echo failed >&2; exit 3"])
    #expect(status == 3)
    #expect(output == "built\nfailed\n")
  }

  // A held-out app's test crashed, and Swift's backtracer dumped memory after the crash's
  // message: bytes that are not UTF-8, which lost the whole output, and the report said nothing.
  @Test
  func anOutputWithBytesThatAreNotUTF8IsKept() throws {
    let (status, output) = try Command.run([
      "sh", "-c", "echo 'Fatal error: nil'; printf 'r13 \\270\\312\\n'; exit 132",
    ])
    #expect(status == 132)
    #expect(output.hasPrefix("Fatal error: nil\nr13 "))
    #expect(TestRunner.crashLines(output) == ["Fatal error: nil"])
  }

  @Test
  func aCommandThatOutlivesItsTimeoutIsEndedWithStatus124() throws {
    // Under the test runner the child may start with SIGTERM blocked: the kill after the grace
    // period ends it then.
    let (status, _) = try Command.run(["sleep", "600"], timeout: 0.1, grace: 0.1)
    #expect(status == 124)
  }

  // Remission's test binary, which `swift test` ran, outlived it at the timeout and kept the port
  // waiting: what the command started goes with it.
  @Test
  func whatACommandStartedEndsWithItAtTheTimeout() throws {
    let marker = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-child-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: marker) }
    let script = "sh -c 'echo $$ > \(marker.path); exec sleep 600' & wait"
    // Long enough for the child to have started before the timeout, however loaded the machine.
    let (status, _) = try Command.run(["sh", "-c", script], timeout: 5, grace: 0.2)
    #expect(status == 124)
    let child = try #require(
      Int32(
        String(contentsOf: marker, encoding: .utf8).trimmingCharacters(
          in: .whitespacesAndNewlines)))
    // The kernel ends a killed process a moment after the signal: gone, or a zombie left to init.
    var ended = false
    for _ in 0..<500 where !ended {
      let state = (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8)) ?? ""
      ended = state.isEmpty || state.contains(") Z ")
      if !ended { usleep(10_000) }
    }
    #expect(ended)
  }

  // A long build says how far it is while it runs (the first port's build takes minutes). The
  // command goes on only once its last line was reported: a handshake through marker files.
  @Test
  func aRunningCommandReportsItsLastProgressLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = """
      echo '[1/3] Compiling A'
      while [ ! -f "$0/1" ]; do sleep 0.01; done
      echo '[2/3] Compiling B'
      while [ ! -f "$0/2" ]; do sleep 0.01; done
      """
    var reported: [String] = []
    let (status, _) = try Command.run(
      ["sh", "-c", script, folder.path], timeout: 60, interval: 0.05
    ) { line in
      reported.append(line)
      let marker = line.hasPrefix("[1/3]") ? "1" : "2"
      _ = FileManager.default.createFile(
        atPath: folder.appendingPathComponent(marker).path, contents: nil)
    }
    #expect(status == 0)
    #expect(reported.first == "[1/3] Compiling A")
    #expect(reported.last == "[2/3] Compiling B")
  }

  @Test
  func theProgressLineIsTheLastThatCountsBuildSteps() {
    #expect(
      Command.lastProgressLine(in: "Planning\n[4/9] Compiling X a.swift\nwarning: y\n")
        == "[4/9] Compiling X a.swift")
    #expect(Command.lastProgressLine(in: "Fetching\nResolving\n") == nil)
  }
}
