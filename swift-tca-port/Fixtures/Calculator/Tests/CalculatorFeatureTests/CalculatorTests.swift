import ComposableArchitecture
import Testing

@testable import CalculatorFeature

@MainActor
struct CalculatorTests {
  @Test
  func expressionsAreReadThroughTheirCaseKeyPaths() throws {
    #expect(try Expression.parse("1+2") == .add(1, 2))
    #expect(try Expression.parse("-3") == .negate(3))
    #expect(try Expression.parse("7") == .number(7))
    #expect(throws: (any Error).self) { try Expression.parse("1+") }
  }

  @Test
  func aNumberConvertsThroughItsCaseConstructor() throws {
    #expect(try Expression.numberConversion.apply(7) == .number(7))
    #expect(try Expression.numberConversion.unapply(.number(7)) == 7)
    #expect(throws: (any Error).self) { try Expression.numberConversion.unapply(.negate(7)) }
  }

  @Test
  func evaluatingASumSavesTheHistory() async {
    let saved = LockIsolated<[[Int]]>([])
    let store = TestStore(initialState: Calculator.State()) {
      Calculator()
    } withDependencies: {
      $0.history.save = { results in saved.withValue { $0.append(results) } }
    }
    await store.send(\.binding.input, "40+2") {
      $0.input = "40+2"
    }
    await store.send(.evaluateButtonTapped) {
      $0.result = 42
      $0.history = [42]
    }
    await store.receive(\.historySaved)
    #expect(saved.value == [[42]])
  }

  @Test
  func anExpressionThatCannotBeReadIsReported() async {
    let store = TestStore(initialState: Calculator.State()) {
      Calculator()
    }
    await store.send(\.binding.input, "4+") {
      $0.input = "4+"
    }
    await store.send(.evaluateButtonTapped) {
      $0.error = "Cannot read “4+”"
    }
  }
}
