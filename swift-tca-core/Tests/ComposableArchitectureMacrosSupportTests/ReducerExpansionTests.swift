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

  @Test func theBodysReducerTypeNamesStateAndAction() {
    assertExpansion(
      """
      @Reducer
      struct Feature {
        var body: some Reducer<Int, Bool> {
          EmptyReducer()
        }
      }
      """,
      expandedSource: """

        struct Feature {
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some Reducer<Int, Bool> {
            EmptyReducer()
          }

          typealias State = Int

          typealias Action = Bool
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """
    )
  }

  @Test func aBodyNamingItsOwnActionKeepsTheGeneratedAction() {
    assertExpansion(
      """
      @Reducer
      struct Feature {
        var body: some ComposableArchitecture.Reducer<Int, Action> {
          EmptyReducer()
        }
      }
      """,
      expandedSource: """

        struct Feature {
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ComposableArchitecture.Reducer<Int, Action> {
            EmptyReducer()
          }

          typealias State = Int

          @CasePaths.CasePathable
          enum Action: Equatable, Hashable, Sendable {
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
          message:
            "'@Reducer' can only be applied to a struct or an enum, not a class; a reducer is a value: declare it as a struct",
          line: 1,
          column: 1,
          fixIts: [FixItSpec(message: "Remove '@Reducer'")]
        )
      ]
    )
  }

  @Test func onAnEnumBuildsACaseReducer() {
    assertExpansion(
      """
      @Reducer
      enum Destination {
        case addItem(AddFeature)
        case alert(AlertState<Alert>)
        @ReducerCaseEphemeral case toast(ToastState<Toast>)
        @ReducerCaseIgnored case note(String)
      }
      """,
      expandedSource: #"""
        enum Destination {
          case addItem(AddFeature)
          case alert(AlertState<Alert>)
          case toast(ToastState<Toast>)
          case note(String)

          @CasePaths.CasePathable @dynamicMemberLookup @ComposableArchitecture.ObservableState
          enum State: ComposableArchitecture.CaseReducerState {
            case addItem(AddFeature.State)
            case alert(AlertState<Alert>)
            case toast(ToastState<Toast>)
            case note(String)
            typealias StateReducer = Destination
            var _$isEphemeral: Bool {
              switch self {
              case .alert, .toast:
                return true
              case let .note(value):
                return ComposableArchitecture._$isEphemeral(value)
              default:
                return false
              }
            }
            var _$presentationID: AnyHashable {
              switch self {
              case let .addItem(state):
                return ComposableArchitecture._$presentationID(of: state, tag: 0)
              case let .alert(state):
                return ComposableArchitecture._$presentationID(of: state, tag: 1)
              case let .toast(state):
                return ComposableArchitecture._$presentationID(of: state, tag: 2)
              case let .note(state):
                return ComposableArchitecture._$presentationID(of: state, tag: 3)
              }
            }
          }

          @CasePaths.CasePathable
          enum Action {
            case addItem(AddFeature.Action)
            case alert(AlertState<Alert>.Action)
            case toast(ToastState<Toast>.Action)
          }

          static var body: ComposableArchitecture.Scope<Self.State, Self.Action, AddFeature> {
            ComposableArchitecture.Scope(state: \Self.State.Cases.addItem, action: \Self.Action.Cases.addItem, _caseReducer: AddFeature())
          }
          var body: ComposableArchitecture.Scope<Self.State, Self.Action, AddFeature> {
            Self.body
          }

          enum CaseScope {
            case addItem(ComposableArchitecture.StoreOf<AddFeature>)
            case alert(ComposableArchitecture.Store<AlertState<Alert>, AlertState<Alert>.Action>)
            case toast(ComposableArchitecture.Store<ToastState<Toast>, ToastState<Toast>.Action>)
            case note(String)
          }

          @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .addItem:
              return .addItem(store.scope(state: \.addItem, action: \.addItem)!)
            case .alert:
              return .alert(store.scope(state: \.alert, action: \.alert)!)
            case .toast:
              return .toast(store.scope(state: \.toast, action: \.toast)!)
            case let .note(state):
              return .note(state)
            }
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#
    )
  }

  @Test func synthesizedConformancesAndNestedEnumReducers() {
    assertExpansion(
      """
      @Reducer(state: .equatable, .sendable, action: .sendable)
      public enum Path {
        case detail(Detail)
        case modal(Modal.Body = Modal.body)
      }
      """,
      expandedSource: #"""
        public enum Path {
          case detail(Detail)
          case modal(Modal.Body = Modal.body)

          @CasePaths.CasePathable @dynamicMemberLookup @ComposableArchitecture.ObservableState
          public enum State: ComposableArchitecture.CaseReducerState, Equatable, Sendable {
            case detail(Detail.State)
            case modal(Modal.Body.State)
            public typealias StateReducer = Path
            public var _$presentationID: AnyHashable {
              switch self {
              case let .detail(state):
                return ComposableArchitecture._$presentationID(of: state, tag: 0)
              case let .modal(state):
                return ComposableArchitecture._$presentationID(of: state, tag: 1)
              }
            }
          }

          @CasePaths.CasePathable
          public enum Action: Sendable {
            case detail(Detail.Action)
            case modal(Modal.Body.Action)
          }

          public static var body: ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._SequenceMany<ComposableArchitecture.Scope<Self.State, Self.Action, Detail>, ComposableArchitecture.Scope<Self.State, Self.Action, Modal.Body>> {
            ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>.buildPartialBlock(
              accumulated: ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail, _caseReducer: Detail()),
              next: ComposableArchitecture.Scope(state: \Self.State.Cases.modal, action: \Self.Action.Cases.modal, _caseReducer: Modal.body)
            )
          }
          public var body: ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._SequenceMany<ComposableArchitecture.Scope<Self.State, Self.Action, Detail>, ComposableArchitecture.Scope<Self.State, Self.Action, Modal.Body>> {
            Self.body
          }

          public enum CaseScope {
            case detail(ComposableArchitecture.StoreOf<Detail>)
            case modal(ComposableArchitecture.StoreOf<Modal.Body>)
          }

          @MainActor
          public static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .detail:
              return .detail(store.scope(state: \.detail, action: \.detail)!)
            case .modal:
              return .modal(store.scope(state: \.modal, action: \.modal)!)
            }
          }
        }

        extension Path: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#
    )
  }

  @Test func anEnumCaseHoldingTwoValuesIsAnError() {
    assertExpansion(
      """
      @Reducer
      enum Destination {
        case edit(EditFeature, Int)
      }
      """,
      expandedSource: """
        enum Destination {
          case edit(EditFeature, Int)
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@Reducer' enum case 'edit' must hold one unlabelled feature, like 'case edit(EditFeature)'; mark a case that holds other state with '@ReducerCaseIgnored'",
          line: 3,
          column: 8
        )
      ]
    )
  }

  @Test func anIgnoredCaseMayHoldSeveralValues() {
    assertExpansion(
      """
      @Reducer
      enum Path {
        @ReducerCaseIgnored
        case meeting(Meeting, syncUp: SyncUp)
      }
      """,
      expandedSource: """
        enum Path {
          case meeting(Meeting, syncUp: SyncUp)

          @CasePaths.CasePathable @dynamicMemberLookup @ComposableArchitecture.ObservableState
          enum State: ComposableArchitecture.CaseReducerState {
            case meeting(Meeting, syncUp: SyncUp)
            typealias StateReducer = Path
            var _$presentationID: AnyHashable {
              switch self {
              case .meeting:
                return AnyHashable(0)
              }
            }
          }

          @CasePaths.CasePathable
          enum Action {

          }

          static var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          }
          var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
            Self.body
          }

          enum CaseScope {
            case meeting(Meeting, syncUp: SyncUp)
          }

          @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case let .meeting(v0, v1):
              return .meeting(v0, syncUp: v1)
            }
          }
        }

        extension Path: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """
    )
  }
}
