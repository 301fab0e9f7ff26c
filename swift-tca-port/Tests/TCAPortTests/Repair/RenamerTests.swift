import SwiftParser
import Testing

@testable import TCAPort

/// Code written for TCA 0.50 names what 1.0 renamed: the compiler's "has been renamed" errors
/// write the new names where it says, and nowhere else.
struct RenamerTests {
  @Test
  func eachRenamedNameIsWrittenAnewWhereTheCompilerSays() {
    let source = """
      struct Detail: ReducerProtocol {
        func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
          let note = "EffectTask"
          return .none
        }
      }
      """
    let errors = [
      "Sources/D/D.swift:1:16: error: 'ReducerProtocol' has been renamed to 'Reducer'",
      "Sources/D/D.swift:2:60: error: 'EffectTask' has been renamed to 'Effect'",
      "Sources/D/D.swift:3:17: error: 'EffectTask' has been renamed to 'Effect'",
      "Sources/D/D.swift:4:5: error: 'send(_:)' has been renamed to 'send(_:animation:)'",
    ].compactMap(CompilerError.init)
    let text = Renamer.rename(in: Parser.parse(source: source), errors: errors)
    #expect(
      text == """
        struct Detail: Reducer {
          func reduce(into state: inout State, action: Action) -> Effect<Action> {
            let note = "EffectTask"
            return .none
          }
        }
        """)
  }

  @Test
  func noRenameLeavesTheFileAlone() {
    let errors = [CompilerError("Sources/D/D.swift:1:1: error: cannot find 'x' in scope")!]
    #expect(Renamer.rename(in: Parser.parse(source: "x"), errors: errors) == nil)
  }
}

/// A stored property the stripping removed leaves its memberwise initializer's callers with an
/// argument too many: the compiler's "extra argument" errors take it out, where they say.
struct ExtraArgumentsTests {
  @Test
  func anArgumentTheCallNoLongerTakesIsTakenOut() {
    let source = """
      extension HapticClient {
        static let testValue = Self(notify: { _ in }, tap: {})
        static let previewValue = Self(tap: {}, notify: { _ in })
        static let noop = Self(
          notify: { _ in },
          tap: {}
        )
      }
      """
    let errors = [
      "Sources/H/H.swift:2:31: error: extra argument 'notify' in call",
      "Sources/H/H.swift:3:45: error: extra argument 'notify' in call",
      "Sources/H/H.swift:5:5: error: extra argument 'notify' in call",
    ].compactMap(CompilerError.init)
    #expect(
      ExtraArguments.remove(in: Parser.parse(source: source), errors: errors) == """
        extension HapticClient {
          static let testValue = Self(tap: {})
          static let previewValue = Self(tap: {})
          static let noop = Self(
            tap: {}
          )
        }
        """)
  }
}

/// TCA 0.x's effects named their failure, `Effect<Action, Never>`; TCA 1.0's `Effect` has no
/// failure parameter: the compiler's "too many type parameters" errors take out a trailing
/// `Never`, and only a `Never`.
struct NeverFailureArgumentsTests {
  @Test
  func aTrailingNeverGoesWhereTheCompilerSays() {
    let source = """
      func login(into state: inout State, action: Action) -> Effect<Action, Never> {
        let effects: [ComposableArchitecture.Effect<Action, Never>] = []
        let failing: Effect<Action, any Error>? = nil
        let pair: Pair<Int, Never>? = nil
        return .none
      }
      """
    let errors = [
      "Sources/L/L.swift:1:56: error: generic type 'Effect' specialized with too many type parameters (got 2, but expected 1)",
      "Sources/L/L.swift:2:40: error: generic type 'Effect' specialized with too many type parameters (got 2, but expected 1)",
      "Sources/L/L.swift:3:16: error: generic type 'Effect' specialized with too many type parameters (got 2, but expected 1)",
    ].compactMap(CompilerError.init)
    #expect(
      NeverFailureArguments.remove(in: Parser.parse(source: source), errors: errors) == """
        func login(into state: inout State, action: Action) -> Effect<Action> {
          let effects: [ComposableArchitecture.Effect<Action>] = []
          let failing: Effect<Action, any Error>? = nil
          let pair: Pair<Int, Never>? = nil
          return .none
        }
        """)
  }

  @Test
  func aFailureOtherThanNeverStays() {
    let error = CompilerError(
      "Sources/L/L.swift:1:8: error: generic type 'Effect' specialized with too many type parameters (got 2, but expected 1)"
    )!
    let tree = Parser.parse(source: "let e: Effect<Action, any Error>? = nil")
    #expect(NeverFailureArguments.remove(in: tree, errors: [error]) == nil)
  }
}

/// A test file sees TCA Lite's stand-in for SwiftUI's `Transaction` beside the app's own
/// `Transaction`, which is the one meant: the name the compiler calls ambiguous is qualified
/// with the app module declaring it.
struct AmbiguousTypeNamesTests {
  @Test
  func anAmbiguousNameIsTheAppModulesOwn() {
    let source = """
      import ComposableArchitecture
      @testable import ClearFunds

      let transactions: [Transaction] = [Transaction.mock]
      let animation: Animation? = nil
      """
    let errors = [
      "Tests/T/T.swift:4:21: error: 'Transaction' is ambiguous for type lookup in this context",
      "Tests/T/T.swift:4:37: error: 'Transaction' is ambiguous for type lookup in this context",
      "Tests/T/T.swift:5:16: error: 'Animation' is ambiguous for type lookup in this context",
    ].compactMap(CompilerError.init)
    let text = AmbiguousTypeNames.qualify(
      in: Parser.parse(source: source), errors: errors,
      module: { $0 == "Transaction" ? "ClearFunds" : nil })
    #expect(
      text == """
        import ComposableArchitecture
        @testable import ClearFunds

        let transactions: [ClearFunds.Transaction] = [ClearFunds.Transaction.mock]
        let animation: Animation? = nil
        """)
  }

  @Test
  func theTypesAFileDeclaresAtFileScopeAreRead() {
    let tree = Parser.parse(
      source: """
        struct Transaction {}
        #if DEBUG
          enum Mock {}
        #endif
        extension Account { struct Nested {} }
        func helper() {}
        """)
    #expect(AmbiguousTypeNames.topLevelTypeNames(in: tree) == ["Transaction", "Mock"])
  }
}

/// tapit-app's biometrics client declares `DependencyKey` on the type, its live value in a file
/// the port leaves out: the key becomes a test key, its `testValue` in another file.
struct TestDependencyKeysTests {
  @Test
  func aKeyWhoseLiveValueWentBecomesATestKey() {
    let source = """
      public struct BiometricsClient: Sendable, DependencyKey {
        public var authenticate: () async -> Bool
      }
      """
    let errors = [
      "Sources/B/B.swift:1:15: error: type 'BiometricsClient' does not conform to protocol 'DependencyKey'"
    ].compactMap(CompilerError.init)
    #expect(errors.count == 1 && errors[0].hasCompilerFix)
    #expect(
      TestDependencyKeys.demote(in: Parser.parse(source: source), errors: errors)
        == source.replacingOccurrences(
          of: "Sendable, DependencyKey", with: "Sendable, TestDependencyKey"))
  }
}

/// The compiler's fixes write their edits by byte ranges, each range once, from the last.
struct ByteEditsTests {
  @Test
  func editsApplyFromTheLastAndARangeOnce() {
    let text = ByteEdits.apply(
      [(0..<3, "Effect"), (8..<9, ""), (0..<3, "Effect")], to: "Old<A>, B")
    #expect(text == "Effect<A>, ")
    #expect(ByteEdits.apply([], to: "unchanged") == nil)
  }
}
