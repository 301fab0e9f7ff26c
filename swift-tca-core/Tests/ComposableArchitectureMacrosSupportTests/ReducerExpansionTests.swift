import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct ReducerExpansionTests {
  @Test func addsCasePathsBuilderAndConformance() {
    assertExpansion(
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action { case tap }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """,
      expandedSource: """

        struct Feature {
          struct State {}
          @CasePaths.CasePathable
          enum Action { case tap 
        }
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """
    )
  }

  @Test func enumStateGetsCasePathsAndDynamicMembers() {
    assertExpansion(
      """
      @Reducer
      struct Feature {
        enum State { case a(Int) }
        @CasePathable enum Action { case a(Int) }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      """,
      expandedSource: """

        struct Feature {
          @CasePaths.CasePathable @dynamicMemberLookup
          enum State { case a(Int) 
        }
          @CasePathable enum Action { case a(Int) 
        }
          func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """
    )
  }

  @Test func anEmptyReducerGetsStateActionAndBody() {
    assertExpansion(
      """
      @Reducer
      public struct Feature {}
      """,
      expandedSource: """

        public struct Feature {

          @ComposableArchitecture.ObservableState
          public struct State: Equatable, Hashable, Sendable {
            public init() {
            }
          }

          @CasePaths.CasePathable
          public enum Action: Equatable, Hashable, Sendable {
          }

          public var body: some ComposableArchitecture.Reducer<State, Action> {
            ComposableArchitecture.EmptyReducer<State, Action>()
          }
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """
    )
  }

  @Test func onAClassIsAnErrorWithAFixIt() {
    assertExpansion(
      """
      @Reducer
      class Feature {}
      """,
      expandedSource: """
        class Feature {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@Reducer' can only be applied to a struct, not a class; a reducer is a value: declare it as a struct",
          line: 1,
          column: 1,
          fixIts: [FixItSpec(message: "Remove '@Reducer'")]
        )
      ]
    )
  }

  @Test func onAnEnumExplainsThatEnumReducersAreNotSupportedYet() {
    assertExpansion(
      """
      @Reducer
      enum Destination {}
      """,
      expandedSource: """
        enum Destination {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@Reducer' can only be applied to a struct, not an enum; enum (destination and path) reducers are not supported yet; declare a struct reducer with an enum 'State' and 'Action' and a 'Scope' per case",
          line: 1,
          column: 1,
          fixIts: [FixItSpec(message: "Remove '@Reducer'")]
        )
      ]
    )
  }
}
