import Foundation

/// A key the user pressed, decoded from the bytes a terminal sends in raw mode.
public enum Key: Equatable, Sendable {
  case up, down, left, right
  case enter, escape, tab, backspace
  /// Ctrl-C, which quits (raw mode delivers it as a key, not a signal).
  case interrupt
  case character(Character)

  /// Decodes every key in `bytes`, in order; bytes that are not a key are skipped.
  ///
  /// ```swift
  /// Key.parse(Array("\u{1B}[Ba".utf8))  // [.down, .character("a")]
  /// ```
  public static func parse(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        // `ESC [ A` and friends are arrows; a lone escape is the escape key.
        if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
          switch bytes[index + 2] {
          case UInt8(ascii: "A"): keys.append(.up)
          case UInt8(ascii: "B"): keys.append(.down)
          case UInt8(ascii: "C"): keys.append(.right)
          case UInt8(ascii: "D"): keys.append(.left)
          default: break
          }
          index += 3
          continue
        }
        keys.append(.escape)
      case 0x0D, 0x0A:
        keys.append(.enter)
      case 0x09:
        keys.append(.tab)
      case 0x03:
        keys.append(.interrupt)
      case 0x7F, 0x08:
        keys.append(.backspace)
      case 0x20...0x7E:
        keys.append(.character(Character(Unicode.Scalar(byte))))
      default:
        // Multi-byte UTF-8: decode the scalar it starts.
        let length =
          byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        if length > 1, index + length <= bytes.count,
          let string = String(bytes: bytes[index..<index + length], encoding: .utf8),
          let character = string.first
        {
          keys.append(.character(character))
          index += length
          continue
        }
      }
      index += 1
    }
    return keys
  }
}
