/// Something in a ported file that will not build on Linux, and what to do about it.
struct Blocker: Equatable, Sendable, CustomStringConvertible {
  /// The name in the code: `ViewStore`, `import Speech`.
  var name: String
  /// The first line it is on.
  var line: Int
  /// Why it blocks and what to do.
  var hint: String

  var description: String { "line \(line): \(name): \(hint)" }
}
