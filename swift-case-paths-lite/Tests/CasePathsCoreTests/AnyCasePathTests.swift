import CasePathsCore
import Testing

@Suite struct AnyCasePathTests {
  @Test func embedsAndExtracts() {
    let load = AnyCasePath<Event, Int>(
      embed: { .load($0) },
      extract: { if case let .load(value) = $0 { value } else { nil } }
    )
    #expect(load.embed(3) == .load(3))
    #expect(load.extract(from: .load(4)) == 4)
    #expect(load.extract(from: .tap) == nil)
  }

  @Test func initialisedFromACaseKeyPath() {
    let value = AnyCasePath(\Event.Cases.child.value)
    #expect(value.embed("a") == .child(.value("a")))
    #expect(value.extract(from: .child(.value("b"))) == "b")
    #expect(value.extract(from: .child(.ping)) == nil)
    #expect(value.extract(from: .tap) == nil)
  }

  @Test func appendsPaths() {
    let path = AnyCasePath(\Event.Cases.child).appending(
      path: AnyCasePath(\Event.Child.Cases.value))
    #expect(path.embed("x") == .child(.value("x")))
    #expect(path.extract(from: .child(.value("y"))) == "y")
    #expect(path.extract(from: .load(1)) == nil)
  }

  @Test func debugDescriptionNamesTypesWithoutModules() {
    #expect(AnyCasePath(\Event.Cases.child.value).debugDescription == "AnyCasePath<Event, String>")
    #expect(
      AnyCasePath(\Result<Int?, Failure>.Cases.success).debugDescription
        == "AnyCasePath<Result<Optional<Int>, Failure>, Optional<Int>>"
    )
  }
}
