import FoundationModelsStandIn
import Testing

/// A session's instructions closure builds one text, a line per string or ``Instructions``.
struct InstructionsBuilderTests {
  @InstructionsBuilder
  func built() -> Instructions {
    "You rank sessions."
    Instructions("Most relevant first.")
  }

  @Test
  func linesAreJoinedInOrderByNewlines() {
    #expect(built().text == "You rank sessions.\nMost relevant first.")
  }

  @Test
  func instructionsKeepTheirText() {
    var instructions = Instructions("Be brief.")
    instructions.text += " Be kind."
    #expect(instructions.text == "Be brief. Be kind.")
  }
}
