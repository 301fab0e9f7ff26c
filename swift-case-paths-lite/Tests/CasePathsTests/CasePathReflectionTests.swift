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
enum OptionalHolder: Equatable {
  case inner(InnerValue?)
}

@CasePathable @dynamicMemberLookup
enum InnerValue: Equatable {
  case value(Int)
}

@CasePathable
enum PlainHolder: Equatable {
  case inner(InnerValue)
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
    func count<Enum: CasePathIterable>(_: Enum.Type) -> Int { Array(Enum.allCasePaths).count }
    #if DEBUG
      #expect(count(Reflected.self) == 5)
    #else
      #expect(count(Reflected.self) == 4)
    #endif
    #expect(count(Int?.self) == 2)
    #expect(count(Result<Int, any Error>.self) == 2)
  }

  @Test func aPathThroughAnOptionalPayloadCanKeepTheOptional() {
    let flattened: CaseKeyPath<OptionalHolder, Int> = \OptionalHolder.Cases.inner.value
    let optional: CaseKeyPath<OptionalHolder, Int?> = \OptionalHolder.Cases.inner.value
    let inferred = \OptionalHolder.Cases.inner.value
    #expect(flattened == inferred)
    #expect(optional != inferred)
    #expect(OptionalHolder.inner(.value(42))[case: flattened] == 42)
    #expect(OptionalHolder.inner(.value(42))[case: optional] == .some(42))
    #expect(OptionalHolder.inner(nil)[case: optional] == nil)
    #expect(OptionalHolder.inner(nil)[case: flattened] == nil)
    #expect(optional(42) == .inner(.value(42)))
    #expect(optional(nil) == .inner(nil))
  }

  @Test func separatelyDeclaredCaseKeyPathsAppend() {
    let holderToInnerValue = \PlainHolder.Cases.inner
    let innerToValue = \InnerValue.Cases.value
    let holderToValue = holderToInnerValue.appending(path: innerToValue)
    #expect(PlainHolder.inner(.value(7))[case: holderToValue] == 7)
    #expect(holderToValue(7) == .inner(.value(7)))
    #expect(holderToValue == holderToInnerValue.appending(path: innerToValue))
  }
}
