import FoundationModelsStandIn
import Testing

/// The system model is unavailable on Linux, as on a device that cannot run it: a feature that
/// checks availability takes its fallback.
struct SystemLanguageModelTests {
  @Test
  func theDefaultModelIsUnavailableBecauseTheDeviceIsNotEligible() {
    #expect(SystemLanguageModel.default.availability == .unavailable(.deviceNotEligible))
    #expect(!SystemLanguageModel.default.isAvailable)
  }

  @Test
  func aModelForAnyUseCaseIsUnavailableToo() {
    for useCase in [SystemLanguageModel.UseCase.general, .contentTagging] {
      let model = SystemLanguageModel(useCase: useCase)
      #expect(model.availability == .unavailable(.deviceNotEligible))
      #expect(!model.isAvailable)
    }
  }

  @Test
  func aFeatureSwitchingOnAvailabilityTakesItsUnavailableBranch() {
    let fallback: String
    switch SystemLanguageModel.default.availability {
    case .available:
      fallback = "model"
    case .unavailable(.appleIntelligenceNotEnabled), .unavailable(.modelNotReady):
      fallback = "later"
    case .unavailable(.deviceNotEligible):
      fallback = "keyword search"
    }
    #expect(fallback == "keyword search")
    #expect(SystemLanguageModel.Availability.available != .unavailable(.modelNotReady))
  }
}
