import MacroExpansionTesting
import Testing

@Suite struct ObservableStateExpansionTests {
  @Test func structPropertiesAreTracked() {
    assertExpansion(
      """
      @ObservableState
      struct State {
        var count = 0
        var fact: String?
        let id: Int
        @ObservationStateIgnored var cache = 0
        var computed: Int { count * 2 }
        static var shared = 0
      }
      """,
      expandedSource: #"""

        struct State {
          var count {
            @storageRestrictions(initializes: _count)
            init(initialValue) {
              _count = initialValue
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.count)
              return _count
            }
            set {
              guard _$observationRegistrar._$isObserved else {
                _count = newValue
                return
              }
              _$observationRegistrar.mutate(
                self, keyPath: \.count, &_count, newValue, _$isIdentityEqual)
            }
            _modify {
              let identityBefore = _$identity(of: _count)
              defer {
                _$observationRegistrar.didModify(
                  self, keyPath: \.count,
                  identityBefore: identityBefore, identityAfter: _$identity(of: _count))
              }
              yield &_count
            }
          }

          private var _count = 0
          var fact: String? {
            @storageRestrictions(initializes: _fact)
            init(initialValue) {
              _fact = initialValue
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.fact)
              return _fact
            }
            set {
              guard _$observationRegistrar._$isObserved else {
                _fact = newValue
                return
              }
              _$observationRegistrar.mutate(
                self, keyPath: \.fact, &_fact, newValue, _$isIdentityEqual)
            }
            _modify {
              let identityBefore = _$identity(of: _fact)
              defer {
                _$observationRegistrar.didModify(
                  self, keyPath: \.fact,
                  identityBefore: identityBefore, identityAfter: _$identity(of: _fact))
              }
              yield &_fact
            }
          }

          private var _fact: String?
          let id: Int
          var cache = 0
          var computed: Int { count * 2 }
          static var shared = 0

          var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          static var _$fieldNames: [(AnyKeyPath, String)] {
            [(\Self.count, "count"), (\Self.fact, "fact"), (\Self.id, "id"), (\Self.cache, "cache")]
          }

          static func _$field(for keyPath: AnyKeyPath) -> ComposableArchitecture._StateField<Self>? {
            switch keyPath {
            case \Self.count:
              .tracked(\Self.count, storage: \Self._count, registrar: \Self._$observationRegistrar) {
                $0.count = $1
              }
            case \Self.fact:
              .tracked(\Self.fact, storage: \Self._fact, registrar: \Self._$observationRegistrar) {
                $0.fact = $1
              }
            default:
              nil
            }
          }
        }

        extension State: Observation.Observable, ComposableArchitecture.ObservableState {
        }
        """#
    )
  }

  @Test func enumIdentityCombinesCaseAndState() {
    assertExpansion(
      """
      @ObservableState
      public enum State {
        case loggedOut
        case loggedIn(Profile.State)
        case pair(Int, String)
      }
      """,
      expandedSource: """

        public enum State {
          case loggedOut
          case loggedIn(Profile.State)
          case pair(Int, String)

          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case .loggedOut:
              return ._$inert._$tag(0)
            case let .loggedIn(state):
              return ._$id(for: state)._$tag(1)
            case let .pair(v0, v1):
              return ._$id(for: (v0, v1))._$tag(2)
            }
          }
        }

        extension State: Observation.Observable, ComposableArchitecture.ObservableState {
        }
        """
    )
  }

  @Test func onAClassIsAnErrorWithAFixIt() {
    assertExpansion(
      """
      @ObservableState
      final class Model {}
      """,
      expandedSource: """
        final class Model {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@ObservableState' can only be applied to a struct or an enum, not a class; for a class, use '@Observable'",
          line: 1,
          column: 1,
          fixIts: [FixItSpec(message: "Remove '@ObservableState'")]
        )
      ]
    )
  }
}
