import FoundationModelsStandIn
import Testing

/// A session can be made as a feature's client makes it, and every prompt throws
/// `assetsUnavailable`: there is no model to answer.
struct LanguageModelSessionTests {
  @Generable
  struct Ranking {
    @Guide(description: "Indices, most relevant first")
    var rankedIndices: [Int]
  }

  struct InstructionsFailed: Error {}

  func failingInstructions() throws -> Instructions { throw InstructionsFailed() }

  @Test
  func askingForTextThrowsAssetsUnavailable() async {
    let session = LanguageModelSession(instructions: "You summarize talks.")
    await #expect(throws: LanguageModelSession.GenerationError.assetsUnavailable) {
      try await session.respond(
        to: "Summarize", options: GenerationOptions(temperature: 0.2, maximumResponseTokens: 50))
    }
    #expect(!session.isResponding)
  }

  @Test
  func askingForAGeneratedValueThrowsAssetsUnavailable() async {
    let session = LanguageModelSession {
      "You rank sessions."
      "Most relevant first."
    }
    await #expect(throws: LanguageModelSession.GenerationError.assetsUnavailable) {
      try await session.respond(
        to: "Rank these", generating: Ranking.self, includeSchemaInPrompt: false)
    }
    #expect(!session.isResponding)
  }

  @Test
  func aSessionKeepsTheModelItIsGiven() {
    let model = SystemLanguageModel(useCase: .contentTagging)
    #expect(LanguageModelSession(model: model).model === model)
    #expect(LanguageModelSession().model === SystemLanguageModel.default)
  }

  @Test
  func instructionsThatThrowAreRethrown() {
    #expect(throws: InstructionsFailed.self) {
      try LanguageModelSession { try failingInstructions() }
    }
  }
}
