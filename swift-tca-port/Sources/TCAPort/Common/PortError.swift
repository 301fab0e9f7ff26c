/// A failure of the port that stops it, with a message for the user.
public struct PortError: Error, CustomStringConvertible, Sendable {
  /// What went wrong and what to do.
  public var description: String

  /// An error saying `description`.
  public init(_ description: String) { self.description = description }
}
