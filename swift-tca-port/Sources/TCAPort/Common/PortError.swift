/// A failure of the port that stops it, with a message for the user.
struct PortError: Error, CustomStringConvertible, Sendable {
  /// What went wrong and what to do.
  var description: String

  /// An error saying `description`.
  init(_ description: String) { self.description = description }
}
