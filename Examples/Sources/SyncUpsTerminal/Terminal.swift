import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal the app draws on: raw keyboard input, the alternate screen, and a redraw that
/// rewrites only the lines that changed. The terminal is restored when the session ends, and on
/// SIGINT and SIGTERM.
@MainActor
public final class Terminal {
  /// Whether standard input and output are both a terminal.
  public static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  private var shownLines: [String] = []
  private var isRestored = false
  private var resizeSource: (any DispatchSourceRead)?

  /// Enters raw mode and the alternate screen.
  public init() {
    var settings = termios()
    tcgetattr(STDIN_FILENO, &settings)
    originalSettings = settings
    // Raw input: keys arrive one by one, unechoed, ctrl-C as a key; output keeps its newlines.
    cfmakeraw(&settings)
    settings.c_oflag |= tcflag_t(OPOST)
    // Reads return at once with what is there (the app reads when input is readable).
    withUnsafeMutableBytes(of: &settings.c_cc) {
      $0[Int(VMIN)] = 0
      $0[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    emit("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
    // A plain signal handler, not a dispatch source: a source only sees a signal that is blocked
    // in the thread it lands on, so a SIGTERM could be lost.
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber) { received in
        restoreTerminal()
        _exit(128 + received)
      }
    }
  }

  /// The terminal's size in characters; 80×24 when it cannot be read.
  public var size: (width: Int, height: Int) {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else {
      return (80, 24)
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Shows `lines`, rewriting only the rows that differ from what is on screen.
  public func draw(_ lines: [String]) {
    let height = size.height
    var output = ""
    for row in 0..<min(max(lines.count, shownLines.count), height) {
      let line = row < lines.count ? lines[row] : ""
      let shown = row < shownLines.count ? shownLines[row] : ""
      guard line != shown || row >= shownLines.count else { continue }
      output += "\u{1B}[\(row + 1);1H\(line)\u{1B}[K"
    }
    shownLines = Array(lines.prefix(height))
    // A synchronized update: terminals that know the mode show the frame at once, never half.
    if !output.isEmpty { emit("\u{1B}[?2026h\(output)\u{1B}[?2026l") }
  }

  /// Calls `redraw` on the main queue after each resize of the terminal, with the screen cleared
  /// and forgotten, so it draws every line at the new size.
  public func onResize(_ redraw: @escaping @MainActor () -> Void) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    let (readEnd, writeEnd) = (ends[0], ends[1])
    _ = fcntl(writeEnd, F_SETFL, O_NONBLOCK)
    resizeSignalPipe = writeEnd
    // The handler only writes a byte to the pipe (async-signal-safe); the redraw happens where
    // the pipe is read, on the main queue.
    signal(SIGWINCH) { _ in
      var byte: UInt8 = 1
      _ = write(resizeSignalPipe, &byte, 1)
    }
    let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
    source.setEventHandler { [weak self] in
      var pending = [UInt8](repeating: 0, count: 64)
      _ = read(readEnd, &pending, pending.count)
      MainActor.assumeIsolated {
        self?.invalidate()
        redraw()
      }
    }
    source.resume()
    resizeSource = source
  }

  /// Forgets what is on screen, so the next draw rewrites every line (after a resize).
  public func invalidate() {
    shownLines = []
    emit("\u{1B}[2J")
  }

  /// The bytes typed since the last call, without waiting (raw mode reads return at once), or
  /// `nil` when the terminal is gone. Call it when standard input is readable.
  public func readAvailable() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(STDIN_FILENO, &buffer, buffer.count)
    if count < 0, errno == EAGAIN || errno == EINTR { return [] }
    return count > 0 ? Array(buffer[0..<count]) : nil
  }

  /// Leaves the alternate screen and restores the keyboard settings.
  public func restore() {
    guard !isRestored else { return }
    isRestored = true
    restoreTerminal()
  }

  private func emit(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}

/// Where the SIGWINCH handler writes a byte for each resize.
nonisolated(unsafe) private var resizeSignalPipe: Int32 = -1

/// The keyboard settings before raw mode, restored on exit (also from signal handlers).
nonisolated(unsafe) private var originalSettings: termios?

/// Leaves the alternate screen and restores the keyboard settings. Only async-signal-safe calls
/// (`write`, `tcsetattr`), as signal handlers call it.
private func restoreTerminal() {
  let leave: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
  _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
  if var settings = originalSettings {
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
  }
}
