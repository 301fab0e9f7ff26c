/// How a session samples the model.
public struct GenerationOptions: Sendable {
  /// How varied the responses are.
  public var temperature: Double?
  /// The most tokens a response has.
  public var maximumResponseTokens: Int?

  /// Options with `temperature` and `maximumResponseTokens`.
  public init(temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
    self.temperature = temperature
    self.maximumResponseTokens = maximumResponseTokens
  }
}
