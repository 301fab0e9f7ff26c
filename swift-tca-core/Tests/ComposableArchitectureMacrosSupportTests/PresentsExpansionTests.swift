import MacroExpansionTesting
import Testing

@Suite struct PresentsExpansionTests {
  @Test func insideObservableStateReadsAndWritesAreObserved() {
    assertExpansion(
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      """,
      expandedSource: #"""
        struct State {
          var destination: Destination.State? {
            @storageRestrictions(initializes: $destination)
            init(initialValue) {
              $destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.destination)
              $destination._access()
              return $destination.wrappedValue
            }
            set {
              _$observationRegistrar.mutate(
                self, keyPath: \.destination, &$destination.wrappedValue, newValue, _$isIdentityEqual)
            }
            _modify {
              let identityBefore = _$identity(of: $destination.wrappedValue)
              defer {
                _$observationRegistrar.didModify(
                  self, keyPath: \.destination,
                  identityBefore: identityBefore, identityAfter: _$identity(of: $destination.wrappedValue))
              }
              yield &$destination.wrappedValue
            }
          }

          var $destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)

          var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          static var _$fieldNames: [(AnyKeyPath, String)] {
            [(\Self.destination, "destination")]
          }

          static func _$field(for keyPath: AnyKeyPath) -> ComposableArchitecture._StateField<Self>? {
            switch keyPath {
            case \Self.destination:
              .field(\Self.destination) {
                $0.destination = $1
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

  @Test func elsewhereItIsAPlainOptional() {
    assertExpansion(
      """
      public struct State {
        @Presents public var alert: AlertState<Action.Alert>?
      }
      """,
      expandedSource: #"""
        public struct State {
          public var alert: AlertState<Action.Alert>? {
            @storageRestrictions(initializes: $alert)
            init(initialValue) {
              $alert = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
            }
            get {
              $alert.wrappedValue
            }
            set {
              $alert.wrappedValue = newValue
            }
            _modify {
              yield &$alert.wrappedValue
            }
          }

          public var $alert = ComposableArchitecture.PresentationState<AlertState<Action.Alert>>(wrappedValue: nil)
        }
        """#
    )
  }

  @Test func aNonOptionalPropertyIsAnError() {
    assertExpansion(
      """
      struct State {
        @Presents var destination: Destination.State
      }
      """,
      expandedSource: #"""
        struct State {
          var destination: Destination.State
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@Presents' needs an explicit optional type, like '@Presents var destination: Destination.State?'",
          line: 2,
          column: 3
        )
      ]
    )
  }

  @Test func aConstantOrAComputedPropertyIsAnError() {
    assertExpansion(
      """
      struct State {
        @Presents let destination: Destination.State?
        @Presents var alert: Alert? { nil }
      }
      """,
      expandedSource: #"""
        struct State {
          let destination: Destination.State?
          var alert: Alert? { nil }
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@Presents' applies to a single stored 'var', like '@Presents var destination: Destination.State?'",
          line: 2,
          column: 3
        ),
        DiagnosticSpec(
          message:
            "'@Presents' applies to a stored property, like '@Presents var destination: Destination.State?'",
          line: 3,
          column: 3
        ),
      ]
    )
  }
}
