import MacroExpansionTesting
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

  // As upstream's: a type that already says it is a `Reducer` gets no second conformance (the
  // compiler rejected the redundant one in upstream's StoreTests).
  @Test func aDeclaredConformanceIsNotRepeated() {
    assertExpansion(
      """
      @Reducer
      struct Feature: Reducer {
        struct State {}
        enum Action { case tap }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """,
      expandedSource: """

        struct Feature: Reducer {
          struct State {}
          @CasePaths.CasePathable
          enum Action { case tap 
        }
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
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

          public struct State: Codable, Equatable, Hashable, Sendable, ComposableArchitecture.ObservableState, Observation.Observable {
            var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
            public var _$id: ComposableArchitecture.ObservableStateID {
              _$observationRegistrar.id
            }
            public static var _$fieldNames: [(AnyKeyPath, String)] {
              []
            }
            public static func _$field(for keyPath: AnyKeyPath) -> ComposableArchitecture._StateField<Self>? {
              switch keyPath {
              default:
                nil
              }
            }
            public init() {
            }
          }

          public enum Action: Equatable, Hashable, Sendable, CasePathsCore.CasePathable, CasePathsCore.CasePathIterable {
            public struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence, CasePathsCore._EmptyCasePaths {
              public typealias Root = Action

              public func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<Action>]> {
                let paths: [CasePathsCore.PartialCaseKeyPath<Action>] = []
                return paths.makeIterator()
              }
            }
            public static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
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
          @ComposableArchitecture.ReducerBuilder<Int, Bool>
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

  // isowords' haptics: a generic reducer wrapping another, its body typed by the base's.
  @Test func aBodyTypedReducerOfAnotherReducerTakesItsStateAndAction() {
    assertExpansion(
      """
      @Reducer
      struct Haptics<Base: Reducer> {
        let base: Base
        var body: some ReducerOf<Base> {
          base
        }
      }
      """,
      expandedSource: """
        struct Haptics<Base: Reducer> {
          let base: Base
          @ComposableArchitecture.ReducerBuilder<Base.State, Base.Action>
          var body: some ReducerOf<Base> {
            base
          }

          typealias State = Base.State

          typealias Action = Base.Action
        }

        extension Haptics: ComposableArchitecture.Reducer {
        }
        """
    )
  }

  // `Action` may be the enclosing feature's (a reducer nested in it): it is not generated.
  @Test func aBodyNamingActionByNameGetsNoGeneratedAction() {
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
          @ComposableArchitecture.ReducerBuilder<Int, Action>
          var body: some ComposableArchitecture.Reducer<Int, Action> {
            EmptyReducer()
          }

          typealias State = Int
        }

        extension Feature: ComposableArchitecture.Reducer {
        }
        """
    )
  }

  // Upstream's nested reducers: a stored `body` naming the enclosing feature's types.
  @Test func aStoredBodyGetsNoStateOrAction() {
    assertExpansion(
      """
      @Reducer
      struct Unavailable {
        let body = EmptyReducer<State, Action>()
      }
      """,
      expandedSource: """
        struct Unavailable {
          let body = EmptyReducer<State, Action>()
        }

        extension Unavailable: ComposableArchitecture.Reducer {
        }
        """
    )
  }

  // A held-out app's root reducer declares its `State` and `Action` in extensions in other
  // files; a body typed `some ReducerOf<Self>` says they exist, as upstream reads it.
  @Test func aReducerBodyGetsNoGeneratedStateOrAction() {
    assertExpansion(
      """
      @Reducer
      public struct AppReducer {
        public var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """,
      expandedSource: """
        public struct AppReducer {
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          public var body: some ReducerOf<Self> {
            Reduce { state, action in .none }
          }
        }

        extension AppReducer: ComposableArchitecture.Reducer {
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

          @dynamicMemberLookup
          enum State: ComposableArchitecture.CaseReducerState, CasePathsCore.CasePathable, CasePathsCore.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
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
            static var _$hasEphemeralCases: Bool {
              true
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
            var _$id: ComposableArchitecture.ObservableStateID {
              switch self {
              case let .addItem(state):
                return ._$id(for: state)._$tag(0)
              case let .alert(state):
                return ._$id(for: state)._$tag(1)
              case let .toast(state):
                return ._$id(for: state)._$tag(2)
              case let .note(state):
                return ._$id(for: state)._$tag(3)
              }
            }
            struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
              subscript(root: State) -> CasePathsCore.PartialCaseKeyPath<State> {
                if case .addItem = root {
                  return \.addItem
                }
                if case .alert = root {
                  return \.alert
                }
                if case .toast = root {
                  return \.toast
                }
                if case .note = root {
                  return \.note
                }
                return \CasePathsCore.Case<State, State>.self
              }
              var addItem: CasePathsCore.AnyCasePath<State, AddFeature.State> {
                ._$embed(State.addItem) {
                  guard case let .addItem(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              }
              var alert: CasePathsCore.AnyCasePath<State, AlertState<Alert>> {
                ._$embed(State.alert) {
                  guard case let .alert(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              }
              var toast: CasePathsCore.AnyCasePath<State, ToastState<Toast>> {
                ._$embed(State.toast) {
                  guard case let .toast(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              }
              var note: CasePathsCore.AnyCasePath<State, String> {
                ._$embed(State.note) {
                  guard case let .note(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              }
              func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<State>]> {
                var paths: [CasePathsCore.PartialCaseKeyPath<State>] = []
                paths.append(\.addItem)
                paths.append(\.alert)
                paths.append(\.toast)
                paths.append(\.note)
                return paths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
          }

          enum Action: CasePathsCore.CasePathable, CasePathsCore.CasePathIterable {
            case addItem(AddFeature.Action)
            case alert(AlertState<Alert>.Action)
            case toast(ToastState<Toast>.Action)
            case note(Swift.Never)
            struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
              subscript(root: Action) -> CasePathsCore.PartialCaseKeyPath<Action> {
                if case .addItem = root {
                  return \.addItem
                }
                if case .alert = root {
                  return \.alert
                }
                if case .toast = root {
                  return \.toast
                }
                if case .note = root {
                  return \.note
                }
                return \CasePathsCore.Case<Action, Action>.self
              }
              var addItem: CasePathsCore.AnyCasePath<Action, AddFeature.Action> {
                ._$embed(Action.addItem) {
                  guard case let .addItem(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              }
              var alert: CasePathsCore.AnyCasePath<Action, AlertState<Alert>.Action> {
                ._$embed(Action.alert) {
                  guard case let .alert(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              }
              var toast: CasePathsCore.AnyCasePath<Action, ToastState<Toast>.Action> {
                ._$embed(Action.toast) {
                  guard case let .toast(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              }
              var note: CasePathsCore.AnyCasePath<Action, Swift.Never> {
                ._$embed(Action.note) {
                  guard case let .note(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              }
              func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<Action>]> {
                var paths: [CasePathsCore.PartialCaseKeyPath<Action>] = []
                paths.append(\.addItem)
                paths.append(\.alert)
                paths.append(\.toast)
                paths.append(\.note)
                return paths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
          }

          static var body: ComposableArchitecture.Scope<Self.State, Self.Action, AddFeature> {
            ComposableArchitecture.Scope(state: \Self.State.Cases.addItem, action: \Self.Action.Cases.addItem, _caseReducer: AddFeature(), _moveCase: { pointer, run in
              let root = pointer.assumingMemoryBound(to: Self.State.self)
              guard case .addItem = root.pointee else {
                  return false
                }
              guard case var .addItem(value) = root.move() else {
                  return false
                }
              withUnsafeMutablePointer(to: &value) {
                  run(UnsafeMutableRawPointer($0))
                }
              root.initialize(to: .addItem(value))
              return true
              })
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

          @dynamicMemberLookup
          public enum State: ComposableArchitecture.CaseReducerState, CasePathsCore.CasePathable, CasePathsCore.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, Equatable, Sendable {
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
            public var _$id: ComposableArchitecture.ObservableStateID {
              switch self {
              case let .detail(state):
                return ._$id(for: state)._$tag(0)
              case let .modal(state):
                return ._$id(for: state)._$tag(1)
              }
            }
            public struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
              public subscript(root: State) -> CasePathsCore.PartialCaseKeyPath<State> {
                if case .detail = root {
                  return \.detail
                }
                if case .modal = root {
                  return \.modal
                }
                return \CasePathsCore.Case<State, State>.self
              }
              public var detail: CasePathsCore.AnyCasePath<State, Detail.State> {
                ._$embed(State.detail) {
                  guard case let .detail(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              }
              public var modal: CasePathsCore.AnyCasePath<State, Modal.Body.State> {
                ._$embed(State.modal) {
                  guard case let .modal(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              }
              public func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<State>]> {
                var paths: [CasePathsCore.PartialCaseKeyPath<State>] = []
                paths.append(\.detail)
                paths.append(\.modal)
                return paths.makeIterator()
              }
            }
            public static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
          }

          public enum Action: CasePathsCore.CasePathable, CasePathsCore.CasePathIterable, Sendable {
            case detail(Detail.Action)
            case modal(Modal.Body.Action)
            public struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
              public subscript(root: Action) -> CasePathsCore.PartialCaseKeyPath<Action> {
                if case .detail = root {
                  return \.detail
                }
                if case .modal = root {
                  return \.modal
                }
                return \CasePathsCore.Case<Action, Action>.self
              }
              public var detail: CasePathsCore.AnyCasePath<Action, Detail.Action> {
                ._$embed(Action.detail) {
                  guard case let .detail(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              }
              public var modal: CasePathsCore.AnyCasePath<Action, Modal.Body.Action> {
                ._$embed(Action.modal) {
                  guard case let .modal(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              }
              public func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<Action>]> {
                var paths: [CasePathsCore.PartialCaseKeyPath<Action>] = []
                paths.append(\.detail)
                paths.append(\.modal)
                return paths.makeIterator()
              }
            }
            public static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
          }

          public static var body: ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._SequenceMany<ComposableArchitecture.Scope<Self.State, Self.Action, Detail>, ComposableArchitecture.Scope<Self.State, Self.Action, Modal.Body>> {
            ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>.buildPartialBlock(
              accumulated: ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail, _caseReducer: Detail(), _moveCase: { pointer, run in
                let root = pointer.assumingMemoryBound(to: Self.State.self)
                guard case .detail = root.pointee else {
                    return false
                  }
                guard case var .detail(value) = root.move() else {
                    return false
                  }
                withUnsafeMutablePointer(to: &value) {
                    run(UnsafeMutableRawPointer($0))
                  }
                root.initialize(to: .detail(value))
                return true
                }),
              next: ComposableArchitecture.Scope(state: \Self.State.Cases.modal, action: \Self.Action.Cases.modal, _caseReducer: Modal.body, _moveCase: { pointer, run in
                let root = pointer.assumingMemoryBound(to: Self.State.self)
                guard case .modal = root.pointee else {
                    return false
                  }
                guard case var .modal(value) = root.move() else {
                    return false
                  }
                withUnsafeMutablePointer(to: &value) {
                    run(UnsafeMutableRawPointer($0))
                  }
                root.initialize(to: .modal(value))
                return true
                })
            )
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

  // Upstream's rule: a case is a feature when it holds one value of a named type; any other case
  // is state the enum only holds, as if marked `@ReducerCaseIgnored` (SyncUps'
  // `case meeting(Meeting, syncUp: SyncUp)`).
  @Test func anEnumCaseHoldingTwoValuesIsIgnoredImplicitly() {
    assertExpansion(
      """
      @Reducer
      enum Destination {
        case edit(EditFeature, Int)
      }
      """,
      expandedSource: #"""
        enum Destination {
          case edit(EditFeature, Int)

          @dynamicMemberLookup
          enum State: ComposableArchitecture.CaseReducerState, CasePathsCore.CasePathable, CasePathsCore.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            case edit(EditFeature, Int)
            typealias StateReducer = Destination
            var _$presentationID: AnyHashable {
              switch self {
              case .edit:
                return AnyHashable(0)
              }
            }
            var _$id: ComposableArchitecture.ObservableStateID {
              switch self {
              case let .edit(v0, v1):
                return ._$id(for: (v0, v1))._$tag(0)
              }
            }
            struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
              subscript(root: State) -> CasePathsCore.PartialCaseKeyPath<State> {
                if case .edit = root {
                  return \.edit
                }
                return \CasePathsCore.Case<State, State>.self
              }
              var edit: CasePathsCore.AnyCasePath<State, (EditFeature, Int)> {
                ._$embed(State.edit) {
                  guard case let .edit(v0, v1) = $0 else {
                    return nil
                  }
                  return (v0, v1)
                }
              }
              func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<State>]> {
                var paths: [CasePathsCore.PartialCaseKeyPath<State>] = []
                paths.append(\.edit)
                return paths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
          }

          enum Action: CasePathsCore.CasePathable, CasePathsCore.CasePathIterable {
            case edit(Swift.Never)
            struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
              subscript(root: Action) -> CasePathsCore.PartialCaseKeyPath<Action> {
                if case .edit = root {
                  return \.edit
                }
                return \CasePathsCore.Case<Action, Action>.self
              }
              var edit: CasePathsCore.AnyCasePath<Action, Swift.Never> {
                ._$embed(Action.edit) {
                  guard case let .edit(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              }
              func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<Action>]> {
                var paths: [CasePathsCore.PartialCaseKeyPath<Action>] = []
                paths.append(\.edit)
                return paths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
          }

          static var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          }

          enum CaseScope {
            case edit(EditFeature, Int)
          }

          @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case let .edit(v0, v1):
              return .edit(v0, v1)
            }
          }
        }

        extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
        }
        """#
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
      expandedSource: #"""
        enum Path {
          case meeting(Meeting, syncUp: SyncUp)

          @dynamicMemberLookup
          enum State: ComposableArchitecture.CaseReducerState, CasePathsCore.CasePathable, CasePathsCore.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
            case meeting(Meeting, syncUp: SyncUp)
            typealias StateReducer = Path
            var _$presentationID: AnyHashable {
              switch self {
              case .meeting:
                return AnyHashable(0)
              }
            }
            var _$id: ComposableArchitecture.ObservableStateID {
              switch self {
              case let .meeting(v0, v1):
                return ._$id(for: (v0, v1))._$tag(0)
              }
            }
            struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
              subscript(root: State) -> CasePathsCore.PartialCaseKeyPath<State> {
                if case .meeting = root {
                  return \.meeting
                }
                return \CasePathsCore.Case<State, State>.self
              }
              var meeting: CasePathsCore.AnyCasePath<State, (Meeting, syncUp: SyncUp)> {
                ._$embed(State.meeting) {
                  guard case let .meeting(v0, v1) = $0 else {
                    return nil
                  }
                  return (v0, syncUp: v1)
                }
              }
              func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<State>]> {
                var paths: [CasePathsCore.PartialCaseKeyPath<State>] = []
                paths.append(\.meeting)
                return paths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
          }

          enum Action: CasePathsCore.CasePathable, CasePathsCore.CasePathIterable {
            case meeting(Swift.Never)
            struct AllCasePaths: CasePathsCore.CasePathReflectable, Sendable, Sequence {
              subscript(root: Action) -> CasePathsCore.PartialCaseKeyPath<Action> {
                if case .meeting = root {
                  return \.meeting
                }
                return \CasePathsCore.Case<Action, Action>.self
              }
              var meeting: CasePathsCore.AnyCasePath<Action, Swift.Never> {
                ._$embed(Action.meeting) {
                  guard case let .meeting(v0) = $0 else {
                    return nil
                  }
                  return v0
                }
              }
              func makeIterator() -> IndexingIterator<[CasePathsCore.PartialCaseKeyPath<Action>]> {
                var paths: [CasePathsCore.PartialCaseKeyPath<Action>] = []
                paths.append(\.meeting)
                return paths.makeIterator()
              }
            }
            static var allCasePaths: AllCasePaths {
              AllCasePaths()
            }
          }

          static var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
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
        """#
    )
  }
}
