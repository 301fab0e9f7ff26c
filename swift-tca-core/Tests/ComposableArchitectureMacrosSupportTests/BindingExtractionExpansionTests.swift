import MacroExpansionTesting
import Testing

@Suite struct BindingExtractionExpansionTests {
  @Test func reducerMarksABindableAction() {
    assertExpansion(
      """
      @Reducer
      struct Settings {
        struct State {}
        enum Action: BindableAction {
          case binding(BindingAction<State>)
        }
      }
      """,
      expandedSource: """
        struct Settings {
          struct State {}
          @CasePaths.CasePathable @ComposableArchitecture._BindingExtraction
          enum Action: BindableAction {
            case binding(BindingAction<State>)
          }

          var body: some ComposableArchitecture.Reducer<State, Action> {
            ComposableArchitecture.EmptyReducer<State, Action>()
          }
        }

        extension Settings: ComposableArchitecture.Reducer {
        }
        """
    )
  }

  @Test func reducerMarksAnActionWithABindableViewAction() {
    assertExpansion(
      """
      @Reducer
      struct Login {
        struct State {}
        enum Action: ViewAction {
          case view(View)
          enum View: BindableAction {
            case binding(BindingAction<State>)
          }
        }
      }
      """,
      expandedSource: """
        struct Login {
          struct State {}
          @CasePaths.CasePathable @ComposableArchitecture._BindingExtraction
          enum Action: ViewAction {
            case view(View)
            enum View: BindableAction {
              case binding(BindingAction<State>)
            }
          }

          var body: some ComposableArchitecture.Reducer<State, Action> {
            ComposableArchitecture.EmptyReducer<State, Action>()
          }
        }

        extension Login: ComposableArchitecture.Reducer {
        }
        """
    )
  }

  @Test func readsTheBindingCaseByPatternMatching() {
    assertExpansion(
      """
      @_BindingExtraction
      public enum Action: ViewAction, BindableAction {
        case binding(BindingAction<State>)
        case view(View)
        enum View: BindableAction {
          case binding(BindingAction<State>)
        }
        enum Other {}
      }
      """,
      expandedSource: """
        public enum Action: ViewAction, BindableAction {
          case binding(BindingAction<State>)
          case view(View)
          @ComposableArchitecture._NestedBindingExtraction
          enum View: BindableAction {
            case binding(BindingAction<State>)
          }
          enum Other {}

          public var binding: BindingAction<State>? {
            if case let .binding(action) = self {
              action
            } else {
              nil
            }
          }
        }
        """
    )
  }

  @Test func leavesAnEnumWithoutABindingCaseAlone() {
    assertExpansion(
      """
      @_BindingExtraction
      enum Action: BindableAction {
        static func binding(_ action: BindingAction<State>) -> Self { .other }
        case other
      }
      """,
      expandedSource: """
        enum Action: BindableAction {
          static func binding(_ action: BindingAction<State>) -> Self { .other }
          case other
        }
        """
    )
  }

  @Test func keepsABindingPropertyTheEnumDeclares() {
    assertExpansion(
      """
      @_BindingExtraction
      enum Action: BindableAction {
        case binding(BindingAction<State>)
        var binding: BindingAction<State>? { nil }
      }
      """,
      expandedSource: """
        enum Action: BindableAction {
          case binding(BindingAction<State>)
          var binding: BindingAction<State>? { nil }
        }
        """
    )
  }
}
