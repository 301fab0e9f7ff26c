import LiteSupport
import Testing

@Suite struct TypeNameTests {
  struct Feature {
    struct State {}
  }
  struct Failure: Error {}

  @Test func namesTypesWithoutModules() {
    #expect(typeName(Feature.State.self) == "TypeNameTests.Feature.State")
    #expect(typeName(Result<Int, Failure>.self) == "Result<Int, TypeNameTests.Failure>")
  }

  // Private and local types reflect inside "(unknown context at $…)" components, and an
  // existential with a primary associated type as `Self.Swift.Clock.Duration == …`.
  @Test func dropsUnknownContextsAndWritesExistentialsAsInCode() {
    struct Local {}
    #expect(typeName(Hidden.self) == "Hidden")
    #expect(typeName(Local.self) == "TypeNameTests.Local")
    #expect(typeName((any Clock<Duration>).self) == "any Clock<Duration>")
  }

  @Test func abbreviatesGenericsAsUpstreamsMessagesDo() {
    #expect(typeName(Result<Int, Failure>.self, genericsAbbreviated: true) == "Result")
    #expect(
      typeName(Optional<Feature.State>.self, genericsAbbreviated: true)
        == "TypeNameTests.Feature.State?")
    #expect(typeName([Int?].self, genericsAbbreviated: true) == "[Int?]")
    #expect(typeName([String: [Int]].self, genericsAbbreviated: true) == "[String: [Int]]")
    #expect(typeName(Array<Result<Int, Failure>>.self, genericsAbbreviated: true) == "Array")
  }
}

private struct Hidden {}
