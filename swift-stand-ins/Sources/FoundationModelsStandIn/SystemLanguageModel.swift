/// The on-device language model.
public final class SystemLanguageModel: Sendable {
  /// Whether the model can be used, and why not.
  public enum Availability: Equatable, Sendable {
    /// Why the model cannot be used.
    public enum UnavailableReason: Equatable, Sendable {
      /// The device cannot run the model: always, here.
      case deviceNotEligible
      /// The user has not turned Apple Intelligence on.
      case appleIntelligenceNotEnabled
      /// The model is still downloading or otherwise getting ready.
      case modelNotReady
    }

    /// The model can be used.
    case available
    /// The model cannot be used, for `reason`.
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
