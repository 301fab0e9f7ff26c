import FoundationModelsStandIn
import Testing

/// Generation options keep what a feature sets, and leave the rest to the model.
struct GenerationOptionsTests {
  @Test
  func optionsDefaultToTheModelsOwnAndKeepWhatIsSet() {
    let defaults = GenerationOptions()
    #expect(defaults.temperature == nil && defaults.maximumResponseTokens == nil)
    var options = GenerationOptions(temperature: 0.5, maximumResponseTokens: 200)
    options.temperature = 0.1
    #expect(options.temperature == 0.1 && options.maximumResponseTokens == 200)
  }
}
