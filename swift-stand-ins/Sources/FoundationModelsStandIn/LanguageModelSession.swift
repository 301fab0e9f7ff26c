/// A conversation with a language model.
public final class LanguageModelSession: Sendable {
  /// Why a session could not respond.
  public enum GenerationError: Error, Equatable, Sendable {
    /// The model's assets are not on this device: always, here.
    case assetsUnavailable
  }

  /// A response: what the model generated.
  public struct Response<Content> {
    /// What the model generated.
    public var content: Content
  }

  /// The model the session uses.
  public let model: SystemLanguageModel

  /// A session with `model`, told `instructions`.
  public init(model: SystemLanguageModel = .default, instructions: String? = nil) {
    self.model = model
  }

  /// A session with `model`, told the instructions `instructions` builds.
  public convenience init(
    model: SystemLanguageModel = .default,
    @InstructionsBuilder instructions: () throws -> Instructions
  ) rethrows {
    self.init(model: model, instructions: try instructions().text)
  }

  /// Whether the session is answering a prompt: never, here.
  public var isResponding: Bool { false }

  /// Responds to `prompt` with text: throws ``GenerationError/assetsUnavailable``, as there is
  /// no model.
  public func respond(
    to prompt: String, options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<String> {
    throw GenerationError.assetsUnavailable
  }

  /// Responds to `prompt` with a value of `type`: throws ``GenerationError/assetsUnavailable``.
  public func respond<Content: Generable>(
    to prompt: String, generating type: Content.Type, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<Content> {
    throw GenerationError.assetsUnavailable
  }
}
