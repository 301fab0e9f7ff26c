/// A log message: a string interpolation whose values may say their privacy and format.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
  /// A message being built: its literals and values, in order, as text.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""
    /// An empty message.
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// Adds `literal` to the text.
    public mutating func appendLiteral(_ literal: String) { text += literal }
    /// Adds `value` to the text, as string interpolation writes it whatever its format,
    /// alignment and privacy.
    public mutating func appendInterpolation<Value>(
      _ value: @autoclosure @escaping () -> Value, format: OSLogFormatting = .decimal,
      align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
      text += "\(value())"
    }
  }

  /// The message, its values interpolated.
  public let text: String
  /// The message `value`.
  public init(stringLiteral value: String) { text = value }
  /// The message built by `stringInterpolation`.
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}
