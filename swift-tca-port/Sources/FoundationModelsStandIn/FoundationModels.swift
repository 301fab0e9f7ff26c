// FoundationModels' types as a ported app's features and clients name them. No language model
// runs off Apple platforms: the system model says it is unavailable, as on a device without Apple
// Intelligence, and a session asked to respond throws. A feature that checks availability (as
// Apple asks) takes its fallback, and its tests run on that.
@_exported import Foundation

/// A type a model can generate: `@Generable struct Ranking { … }`.
public protocol Generable {}

/// Makes a type one a model can generate.
@attached(extension, conformances: Generable)
public macro Generable(description: String? = nil) =
  #externalMacro(module: "StandInMacros", type: "GenerableMacro")

/// Steers how a model generates a property of a `@Generable` type.
@attached(peer)
public macro Guide(description: String? = nil) =
  #externalMacro(module: "StandInMacros", type: "GuideMacro")

/// Steers how a model generates a property of a `@Generable` type, within `guides`.
@attached(peer)
public macro Guide<Value>(description: String? = nil, _ guides: GenerationGuide<Value>...) =
  #externalMacro(module: "StandInMacros", type: "GuideMacro")

/// A constraint on a generated value (`.range(1...5)`, `.count(3)`).
public struct GenerationGuide<Value>: Sendable {
  /// A guide for a number between `range`'s bounds.
  public static func range(_ range: ClosedRange<Int>) -> Self where Value == Int { Self() }
  /// A guide for an array of `count` elements.
  public static func count<Element>(_ count: Int) -> Self where Value == [Element] { Self() }
  /// A guide for an array of at most `count` elements.
  public static func maximumCount<Element>(_ count: Int) -> Self where Value == [Element] {
    Self()
  }
  /// A guide for one of `values`.
  public static func anyOf(_ values: [String]) -> Self where Value == String { Self() }
}

/// The on-device language model.
public final class SystemLanguageModel: Sendable {
  /// Whether the model can be used, and why not.
  public enum Availability: Equatable, Sendable {
    /// Why the model cannot be used.
    public enum UnavailableReason: Equatable, Sendable {
      case deviceNotEligible
      case appleIntelligenceNotEnabled
      case modelNotReady
    }

    case available
    case unavailable(UnavailableReason)
  }

  /// What the model is used for.
  public struct UseCase: Equatable, Sendable {
    /// Free-form generation.
    public static let general = UseCase()
    /// Tagging content.
    public static let contentTagging = UseCase()
  }

  /// The model every session uses unless given another.
  public static let `default` = SystemLanguageModel()

  /// A model for `useCase`.
  public init(useCase: UseCase = .general) {}

  /// Unavailable: there is no model here.
  public var availability: Availability { .unavailable(.deviceNotEligible) }

  /// Whether ``availability`` is ``Availability/available``: never, here.
  public var isAvailable: Bool { availability == .available }
}

/// What a session is told before its prompts.
public struct Instructions: Sendable {
  /// The text.
  public var text: String

  /// Instructions reading `text`.
  public init(_ text: String) { self.text = text }
}

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
