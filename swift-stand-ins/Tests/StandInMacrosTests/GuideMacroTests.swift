import MacroExpansionTesting
import StandInMacros
import Testing

/// `@Guide` expands to nothing: the property stays as written, with or without guides.
struct GuideMacroTests {
  @Test
  func aGuidedPropertyIsKeptAsWritten() {
    assertExpansion(
      """
      struct Ranking {
        @Guide(description: "Indices")
        var rankedIndices: [Int]
      }
      """,
      expandedSource: """
        struct Ranking {
          var rankedIndices: [Int]
        }
        """,
      macroSpecs: ["Guide": MacroSpec(type: GuideMacro.self)]
    )
  }

  @Test
  func aPropertyWithGuidesIsKeptAsWrittenAndGetsNoPeers() {
    assertExpansion(
      """
      struct Rating {
        @Guide(description: "Stars", .range(1...5))
        var stars: Int
        @Guide(.count(3))
        let tags: [String]
      }
      """,
      expandedSource: """
        struct Rating {
          var stars: Int
          let tags: [String]
        }
        """,
      macroSpecs: ["Guide": MacroSpec(type: GuideMacro.self)]
    )
  }
}
