import MacroExpansionTesting
import StandInMacros
import Testing

/// `@Generable` adds the conformances the compiler asks for, in one empty extension, and nothing
/// when it asks for none (the type already conforms).
struct GenerableMacroTests {
  @Test
  func aTypeGetsAnEmptyExtensionConformingToGenerable() {
    assertExpansion(
      """
      @Generable
      struct Ranking {
        var rankedIndices: [Int]
      }
      """,
      expandedSource: """
        struct Ranking {
          var rankedIndices: [Int]
        }

        extension Ranking: Generable {
        }
        """,
      macroSpecs: ["Generable": MacroSpec(type: GenerableMacro.self, conformances: ["Generable"])]
    )
  }

  @Test
  func aDescriptionChangesNothingInTheExpansion() {
    assertExpansion(
      """
      @Generable(description: "A ranking")
      enum Kind {
        case talk
      }
      """,
      expandedSource: """
        enum Kind {
          case talk
        }

        extension Kind: Generable {
        }
        """,
      macroSpecs: ["Generable": MacroSpec(type: GenerableMacro.self, conformances: ["Generable"])]
    )
  }

  @Test
  func aTypeThatAlreadyConformsGetsNoExtension() {
    assertExpansion(
      """
      @Generable
      struct Summary: Generable {
        var text: String
      }
      """,
      expandedSource: """
        struct Summary: Generable {
          var text: String
        }
        """,
      macroSpecs: ["Generable": MacroSpec(type: GenerableMacro.self, conformances: [])]
    )
  }
}
