import CasePaths
import Testing

/// An enum written for upstream's 1.0 case paths: no `@CasePathable`.
private enum Command: Equatable {
  case add(Int, Int)
  case negate(Int)
  case label(name: String, count: Int)
  case config(build: Int)
  indirect case nested(Command?)
  case reset
  case quit
}

// A test class of TCA 0.50's day names its own property in `/Action.case(value)` without
// `self.`, which case paths before 1.0 allowed (Landmarks' app tests).
private final class LandmarksTests {
  let count = 3

  @available(*, deprecated)
  func negated() -> AnyCasePath<Command, Void> { /Command.negate(count) }
}

// Deprecated on purpose: these tests exercise the deprecated API, and a deprecated caller is not
// warned about it.
@Suite struct DeprecatedCasePathTests {
  @available(*, deprecated)
  @Test func aCaseValueNamesItsOwnersPropertiesWithoutSelf() {
    let negated = LandmarksTests().negated()
    #expect(negated.extract(from: .negate(9)) != nil)
    #expect(negated.extract(from: .reset) == nil)
    #expect(negated.embed(()) == .negate(3))
  }

  @available(*, deprecated)
  @Test func aCaseConstructorEmbedsAndExtractsItsPayload() {
    let negate: AnyCasePath<Command, Int> = /Command.negate
    #expect(negate.embed(3) == .negate(3))
    #expect(negate.extract(from: .negate(4)) == 4)
    #expect(negate.extract(from: .add(1, 2)) == nil)
    #expect(negate.extract(from: .reset) == nil)
  }

  // isowords' router: `.case(ServerRoute.Api.Route.config(build:))`.
  @available(*, deprecated)
  @Test func aCaseOfOneLabelledValueExtractsTheValue() {
    let config: AnyCasePath<Command, Int> = /Command.config(build:)
    #expect(config.extract(from: .config(build: 42)) == 42)
    #expect(config.extract(from: .negate(42)) == nil)
  }

  @available(*, deprecated)
  @Test func aCaseOfSeveralValuesExtractsThemAsATuple() {
    let add: AnyCasePath<Command, (Int, Int)> = /Command.add
    #expect(add.extract(from: .add(1, 2)).map { [$0.0, $0.1] } == [1, 2])
    #expect(add.extract(from: .negate(1)) == nil)
    let label: AnyCasePath<Command, (String, Int)> = /Command.label
    let extracted = label.extract(from: .label(name: "a", count: 2))
    #expect(extracted?.0 == "a")
    #expect(extracted?.1 == 2)
  }

  @available(*, deprecated)
  @Test func casesWithThePayloadOfAnotherCaseAreTold() {
    enum Either: Equatable {
      case left(Int)
      case right(Int)
    }
    let left: AnyCasePath<Either, Int> = /Either.left
    #expect(left.extract(from: .left(1)) == 1)
    #expect(left.extract(from: .right(1)) == nil)
  }

  @available(*, deprecated)
  @Test func aCaseWithoutAPayloadMatchesItselfOnly() {
    let reset: AnyCasePath<Command, Void> = /Command.reset
    #expect(reset.extract(from: .reset) != nil)
    #expect(reset.extract(from: .quit) == nil)
    #expect(reset.extract(from: .negate(0)) == nil)
    #expect(reset.embed(()) == .reset)
  }

  @available(*, deprecated)
  @Test func casePathsMatchInSwitchesAndCompose() {
    func kind(_ command: Command) -> String {
      switch command {
      case /Command.add: "add"
      case /Command.reset: "reset"
      default: "other"
      }
    }
    #expect(kind(.add(1, 1)) == "add")
    #expect(kind(.reset) == "reset")
    #expect(kind(.quit) == "other")
    let nested: AnyCasePath<Command, Command?> = /Command.nested
    let some: AnyCasePath<Command?, Command> = /Optional.some
    let negate: AnyCasePath<Command, Int> = /Command.negate
    let nestedNegate = nested.appending(path: some).appending(path: negate)
    #expect(nestedNegate.extract(from: .nested(.negate(5))) == 5)
    #expect(nestedNegate.extract(from: .nested(nil)) == nil)
  }

  @available(*, deprecated)
  @Test func theIdentityAndExtractingFunctions() {
    let identity: AnyCasePath<Command, Command> = /Command.self
    #expect(identity.extract(from: .quit) == .quit)
    let extractNegate: (Command) -> Int? = /Command.negate
    #expect(extractNegate(.negate(2)) == 2)
  }

  @Test func anyCasePathIsACasePath() {
    func extract<Path: CasePath>(_ path: Path, from root: Path.Root) -> Path.Value? {
      path.extract(from: root)
    }
    #expect(extract(AnyCasePath(\Int?.Cases.some), from: 3) == 3)
  }
}
