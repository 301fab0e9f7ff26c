/// A terminal screen as a program draws it: a grid of characters that interprets the subset of
/// ANSI escape sequences a full-screen terminal app writes (cursor moves, clears, modes).
///
/// Feed it a program's output with ``apply(_:)``, then read ``lines`` or ``text``:
///
/// ```swift
/// var screen = ScreenModel(width: 80, height: 24)
/// screen.apply(Array("\u{1B}[2;1Hhello\u{1B}[K".utf8))
/// screen.lines[1]  // "hello"
/// ```
public struct ScreenModel: Sendable, CustomStringConvertible {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  private var cells: [[Character]]
  private var row = 0
  private var column = 0
  private var pending: [UInt8] = []

  /// An empty screen of `width` × `height` characters.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
    cells = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  /// Each row, without trailing spaces.
  public var lines: [String] {
    cells.map { String(String($0).reversed().drop(while: { $0 == " " }).reversed()) }
  }

  /// The whole screen, one row per line, without trailing blank rows.
  public var text: String {
    var lines = lines
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The screen's ``text``, so that a failed expectation shows what was on screen.
  public var description: String { text }

  /// Whether any row contains `text`.
  public func contains(_ text: String) -> Bool {
    lines.contains { $0.contains(text) }
  }

  /// Interprets `bytes` of output; an escape sequence or character cut at the end is kept until
  /// the next call completes it.
  public mutating func apply(_ bytes: [UInt8]) {
    pending += bytes
    var index = 0
    while index < pending.count {
      guard let consumed = step(at: index) else { break }
      index += consumed
    }
    pending.removeFirst(index)
  }

  /// Interprets what starts at `index`; returns how many bytes it took, or `nil` when they are
  /// incomplete.
  private mutating func step(at index: Int) -> Int? {
    let byte = pending[index]
    switch byte {
    case 0x1B:
      return escape(at: index)
    case 0x0D:
      column = 0
      return 1
    case 0x0A:
      row = min(height - 1, row + 1)
      return 1
    case 0x08:
      column = max(0, column - 1)
      return 1
    case ..<0x20, 0x7F:
      return 1
    default:
      let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      guard index + length <= pending.count else { return nil }
      let scalar = String(decoding: pending[index..<index + length], as: UTF8.self)
      put(scalar.first ?? "?")
      return length
    }
  }

  private mutating func escape(at index: Int) -> Int? {
    guard index + 1 < pending.count else { return nil }
    guard pending[index + 1] == UInt8(ascii: "[") else { return 2 }
    var end = index + 2
    while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
    guard end < pending.count else { return nil }
    let parameters = String(decoding: pending[index + 2..<end], as: UTF8.self)
    control(parameters, final: pending[end])
    return end - index + 1
  }

  private mutating func control(_ parameters: String, final: UInt8) {
    guard !parameters.hasPrefix("?") else { return }  // modes: alternate screen, cursor, sync
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    func number(_ position: Int, default value: Int) -> Int {
      position < numbers.count && numbers[position] > 0 ? numbers[position] : value
    }
    switch final {
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      row = min(height, number(0, default: 1)) - 1
      column = min(width, number(1, default: 1)) - 1
    case UInt8(ascii: "K"):
      clear(row: row, from: numbers.first == 2 || numbers.first == 1 ? 0 : column)
    case UInt8(ascii: "J") where numbers.first == 2 || numbers.first == 3:
      for line in 0..<height { clear(row: line, from: 0) }
    case UInt8(ascii: "J"):
      clear(row: row, from: column)
      for line in row + 1..<height { clear(row: line, from: 0) }
    default:
      break  // colours and anything else that does not move text
    }
  }

  private mutating func clear(row line: Int, from start: Int) {
    for position in start..<width { cells[line][position] = " " }
  }

  private mutating func put(_ character: Character) {
    guard column < width else { return }
    cells[row][column] = character
    column += 1
  }
}
