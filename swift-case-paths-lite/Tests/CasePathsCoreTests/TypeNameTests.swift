@_spi(Internals) import CasePathsCore
import Testing

@Suite struct TypeNameTests {
  struct Feature {
    struct State {}
  }
  struct Failure: Error {}

  @Test func namesTypesWithoutModules() {
    #expect(_typeName(Feature.State.self) == "TypeNameTests.Feature.State")
    #expect(_typeName(Result<Int, Failure>.self) == "Result<Int, TypeNameTests.Failure>")
  }

  @Test func abbreviatesGenericsAsUpstreamsMessagesDo() {
    #expect(_typeName(Result<Int, Failure>.self, genericsAbbreviated: true) == "Result")
    #expect(
      _typeName(Optional<Feature.State>.self, genericsAbbreviated: true)
        == "TypeNameTests.Feature.State?")
    #expect(_typeName([Int?].self, genericsAbbreviated: true) == "[Int?]")
    #expect(_typeName([String: [Int]].self, genericsAbbreviated: true) == "[String: [Int]]")
    #expect(_typeName(Array<Result<Int, Failure>>.self, genericsAbbreviated: true) == "Array")
  }
}
