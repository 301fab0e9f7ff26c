/// What a session is told before its prompts.
public struct Instructions: Sendable {
  /// The text.
  public var text: String

  /// Instructions reading `text`.
  public init(_ text: String) { self.text = text }
}
