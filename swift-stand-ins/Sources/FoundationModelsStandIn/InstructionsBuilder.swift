/// Builds ``Instructions`` from strings, as a session's trailing closure writes them.
@resultBuilder
public enum InstructionsBuilder {
  /// A line of instructions.
  public static func buildExpression(_ text: String) -> Instructions { Instructions(text) }
  /// Instructions as they are.
  public static func buildExpression(_ instructions: Instructions) -> Instructions { instructions }
  /// The lines, one after another.
  public static func buildBlock(_ parts: Instructions...) -> Instructions {
    Instructions(parts.map(\.text).joined(separator: "\n"))
  }
}
