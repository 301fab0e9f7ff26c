import FoundationModelsStandIn
import Testing

/// The stand-ins for Apple frameworks behave as the frameworks do on a device that has none of
/// their capabilities, so that features take their fallbacks.
struct StandInTests {
  @Generable
  struct Ranking {
    @Guide(description: "Indices, most relevant first")
    var rankedIndices: [Int]
  }

  @Test
  func theSystemLanguageModelIsUnavailableAndASessionThrows() async throws {
    #expect(SystemLanguageModel.default.availability == .unavailable(.deviceNotEligible))
    #expect(!SystemLanguageModel.default.isAvailable)
    let session = LanguageModelSession {
      "You rank sessions."
      "Most relevant first."
    }
    await #expect(throws: LanguageModelSession.GenerationError.assetsUnavailable) {
      try await session.respond(to: "Rank these", generating: Ranking.self)
    }
    // A @Generable type is still an ordinary value.
    #expect(Ranking(rankedIndices: [2, 1]).rankedIndices == [2, 1])
  }
}
