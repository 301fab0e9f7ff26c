import FoundationModelsStandIn
import Testing

/// `@Generable` makes a type conform to `Generable` and leaves it an ordinary value; `@Guide`,
/// with or without guides, leaves its property as written.
struct GenerableTests {
  @Generable(description: "A ranking of sessions")
  struct Ranking {
    // An array guide names its element: the attribute's arguments are checked apart from the
    // property, so `Element` cannot come from it.
    @Guide(description: "Indices, most relevant first", GenerationGuide<[Int]>.maximumCount(5))
    var rankedIndices: [Int]
    @Guide(description: "How sure", .range(1...5))
    var confidence: Int
    @Guide(.anyOf(["talk", "workshop"]))
    var kind: String
    @Guide(description: "Three tags", GenerationGuide<[String]>.count(3))
    var tags: [String]
  }

  // Already conforming: the compiler asks the macro for no conformance, and none is added twice.
  @Generable
  struct Summary: Generable {
    var text: String
  }

  func generable<Value: Generable>(_ value: Value) -> Value { value }

  @Test
  func aGenerableTypeConformsAndStaysAnOrdinaryValue() {
    let ranking = generable(
      Ranking(rankedIndices: [2, 1], confidence: 4, kind: "talk", tags: ["a", "b", "c"]))
    #expect(ranking.rankedIndices == [2, 1] && ranking.confidence == 4)
    #expect(ranking.kind == "talk" && ranking.tags == ["a", "b", "c"])
    #expect(generable(Summary(text: "Short")).text == "Short")
  }
}
