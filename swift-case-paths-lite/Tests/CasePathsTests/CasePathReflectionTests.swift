import CasePaths
import Testing

@CasePathable
enum Reflected: Equatable {
  case idle
  case loading(progress: Double)
  case loaded(Int, String)
  #if DEBUG
    case debugOnly
  #endif
  case failed(any Error & Sendable)

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.case == rhs.case }
}

@CasePathable
enum NoCases {}

@CasePathable
enum Uninhabited {
  case impossible(Never)
  case alsoImpossible(NoCases)
}

@CasePathable @dynamicMemberLookup
enum Outer: Equatable {
  case inner(Inner?)
}

@CasePathable @dynamicMemberLookup
enum Inner: Equatable {
  case value(Int?)
}

@CasePathable
enum Holder: Equatable {
  case inner(Inner)
}

@Suite struct CasePathReflectionTests {
  @Test func allCasePathsNamesTheCaseOfAValue() {
    #expect(Reflected.allCasePaths[.idle] == \.idle)
    #expect(Reflected.allCasePaths[.loading(progress: 0.5)] == \.loading)
    #expect(Reflected.allCasePaths[.loaded(1, "one")] == \.loaded)
    #expect(Reflected.allCasePaths[.loaded(1, "one")] != \.loading)
    #expect(Reflected.loading(progress: 1).case == \.loading)
    struct Failure: Error {}
    #expect(Reflected.failed(Failure()).case == \.failed)
  }

  @Test func caseKeyPathsIterateInDeclarationOrder() {
    var expected: [PartialCaseKeyPath<Reflected>] = [\.idle, \.loading, \.loaded]
    #if DEBUG
      expected.append(\.debugOnly)
    #endif
    expected.append(\.failed)
    #expect(Array(Reflected.allCasePaths) == expected)
    #expect(Array(NoCases.allCasePaths).isEmpty)
    #expect(Array(Uninhabited.allCasePaths) == [\.impossible, \.alsoImpossible])
  }

  @Test func optionalAndResultAreReflectableAndIterable() {
    #expect(Optional.allCasePaths[Int?.some(42)] == \.some)
    #expect(Optional.allCasePaths[Int?.none] == \.none)
    #expect(Array(Int?.allCasePaths) == [\.none, \.some])
    struct Failure: Error {}
    #expect(Result.allCasePaths[Result<Int, any Error>.success(1)] == \.success)
    #expect(Result.allCasePaths[Result<Int, any Error>.failure(Failure())] == \.failure)
    #expect(Array(Result<Int, Failure>.allCasePaths) == [\.success, \.failure])
  }

  @Test func iterablesAreCasePathIterable() {
    func names<Enum: CasePathIterable>(_: Enum.Type) -> Int { Array(Enum.allCasePaths).count }
    #expect(names(Reflected.self) >= 4)
    #expect(names(Int?.self) == 2)
  }

  @Test func aPathThroughAnOptionalPayloadCanKeepTheOptional() {
    let flattened: CaseKeyPath<Outer, Int> = \Outer.Cases.inner.value
    let optional: CaseKeyPath<Outer, Int?> = \Outer.Cases.inner.value
    let inferred = \Outer.Cases.inner.value
    #expect(flattened == inferred)
    #expect(optional != inferred)
    #expect(Outer.inner(.value(42))[case: flattened] == 42)
    #expect(Outer.inner(.value(42))[case: optional] == .some(42))
    #expect(Outer.inner(nil)[case: optional] == nil)
    #expect(Outer.inner(nil)[case: flattened] == nil)
    #expect(optional(42) == .inner(.value(42)))
  }

  @Test func separatelyDeclaredCaseKeyPathsAppend() {
    let holderToInner = \Holder.Cases.inner
    let innerToValue: CaseKeyPath<Inner, Int> = \Inner.Cases.value
    let holderToValue = holderToInner.appending(path: innerToValue)
    #expect(Holder.inner(.value(7))[case: holderToValue] == 7)
    #expect(Holder.inner(.value(nil))[case: holderToValue] == nil)
    #expect(holderToValue(7) == .inner(.value(7)))
    #expect(holderToValue == holderToInner.appending(path: innerToValue))
  }
}
