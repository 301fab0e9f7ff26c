import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program in a pseudo-terminal, as if a person ran it in a terminal window: it types
/// keys, and reads what the program draws into a ``ScreenModel``.
///
/// ```swift
/// let terminal = try PseudoTerminal(executable: binary, environment: ["TERM": "xterm"])
/// try terminal.waitFor("Daily Sync-ups", timeout: .seconds(10))
/// terminal.type("q")
/// ```
///
/// Every wait is bounded: it reads until its condition holds or the timeout passes.
public final class PseudoTerminal {
  /// What the program has drawn so far.
  public private(set) var screen: ScreenModel
  /// Every byte the program has written, in order.
  public private(set) var output: [UInt8] = []
  private var controller: Int32
  private let process = Process()
  private let exited = DispatchSemaphore(value: 0)
  private var hasExited = false

  /// Starts `executable` with `environment`, on a terminal of `width` × `height` characters.
  public init(
    executable: URL,
    arguments: [String] = [],
    environment: [String: String],
    width: Int = 80,
    height: Int = 24
  ) throws {
    screen = ScreenModel(width: width, height: height)
    var size = winsize(
      ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    var controller: Int32 = -1
    var terminal: Int32 = -1
    guard openpty(&controller, &terminal, nil, nil, &size) == 0 else {
      throw Failure("cannot open a pseudo-terminal: errno \(errno)")
    }
    self.controller = controller
    defer { close(terminal) }
    let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    process.terminationHandler = { [exited] _ in exited.signal() }
    try process.run()
  }

  deinit {
    if !hasExited, process.isRunning { process.terminate() }
    if controller >= 0 { close(controller) }
  }

  /// Closes the terminal, as closing its window does: the program's reads fail from then on.
  /// Nothing more can be typed or read.
  public func hangUp() {
    guard controller >= 0 else { return }
    close(controller)
    controller = -1
  }

  /// Types `text`, as UTF-8.
  public func type(_ text: String) {
    send(Array(text.utf8))
  }

  /// Sends `bytes` as typed input (escape sequences for arrows, 0x03 for control-C, …).
  public func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        write(controller, $0.baseAddress, $0.count)
      }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// Reads what the program writes until `condition` holds for the screen and the output, or
  /// `timeout` passes. Returns whether the condition held.
  @discardableResult
  public func wait(
    timeout: Duration, until condition: (ScreenModel, [UInt8]) -> Bool
  ) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition(screen, output) {
      let left = deadline - ContinuousClock.now
      guard left > .zero, readOnce(timeout: left) else { return condition(screen, output) }
    }
    return true
  }

  /// Reads until a row of the screen contains `text`; throws, showing the screen, if none does
  /// within `timeout`.
  public func waitFor(_ text: String, timeout: Duration = .seconds(10)) throws {
    guard wait(timeout: timeout, until: { screen, _ in screen.contains(text) }) else {
      throw Failure("\"\(text)\" did not appear within \(timeout). The screen:\n\(screen.text)")
    }
  }

  /// Reads the program's output until it exits or `timeout` passes; returns its exit status, or
  /// `nil` if it is still running.
  public func waitForExit(timeout: Duration) -> Int32? {
    let deadline = ContinuousClock.now + timeout
    while !hasExited {
      let left = deadline - ContinuousClock.now
      guard left > .zero else { return nil }
      let waitForExit: DispatchTime =
        readOnce(timeout: min(left, .milliseconds(50))) ? .now() : .now() + .milliseconds(50)
      hasExited = exited.wait(timeout: waitForExit) == .success
    }
    while readOnce(timeout: .zero) {}
    // Returns at once now; without it, Foundation keeps a process that had a termination handler
    // alive, with everything it holds.
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Gives the terminal a new size and tells the program, as a terminal window does when it is
  /// resized (the screen starts blank at the new size).
  public func resize(width: Int, height: Int) {
    var size = winsize(
      ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    screen = ScreenModel(width: width, height: height)
    kill(process.processIdentifier, SIGWINCH)
  }

  /// Sends SIGTERM to the program.
  public func terminate() {
    process.terminate()
  }

  /// The terminal's current settings, as the program left them.
  public var settings: termios {
    var settings = termios()
    tcgetattr(controller, &settings)
    return settings
  }

  /// Reads once, waiting at most `timeout` for output; returns whether anything was read.
  private func readOnce(timeout: Duration) -> Bool {
    var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(
      clamping: timeout.components.seconds * 1000
        + timeout.components.attoseconds / 1_000_000_000_000_000)
    guard poll(&descriptor, 1, milliseconds) > 0, descriptor.revents & Int16(POLLIN) != 0 else {
      return false
    }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(controller, &buffer, buffer.count)
    guard count > 0 else { return false }
    let bytes = Array(buffer[0..<count])
    output += bytes
    screen.apply(bytes)
    return true
  }

  /// Why the pseudo-terminal could not do what was asked.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong, and what was on screen when it matters.
    public let description: String
    /// A failure that says `description`.
    public init(_ description: String) { self.description = description }
  }
}
