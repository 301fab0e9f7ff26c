/// A declaration the stripper removed, and why.
struct Removal: Equatable, Sendable, CustomStringConvertible {
  /// What was removed, as it reads in the source: `struct CounterView`, `#Preview`.
  var declaration: String
  /// Why it was removed: `a view-layer type: it inherits View`.
  var reason: String
  /// The line it started on.
  var line: Int

  /// A removal of `declaration` at `line`, for `reason`.
  init(declaration: String, reason: String, line: Int) {
    self.declaration = declaration
    self.reason = reason
    self.line = line
  }

  var description: String { "line \(line): \(declaration) (\(reason))" }
}
