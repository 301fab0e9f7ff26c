import SwiftSyntaxMacrosGenericTestSupport
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
            @storageRestrictions(initializes: _destination)
            init(initialValue) {
              _destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.destination)
              return _destination.wrappedValue
            }
            set {
              _$observationRegistrar.mutate(
                self, keyPath: \.destination, &_destination.wrappedValue, newValue, _$isIdentityEqual)
            }
            _modify {
              let identityBefore = _$identity(of: _destination.wrappedValue)
              defer {
                _$observationRegistrar.didModify(
                  self, keyPath: \.destination,
                  identityBefore: identityBefore, identityAfter: _$identity(of: _destination.wrappedValue))
              }
              yield &_destination.wrappedValue
            }
          }

          var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)

          var $destination: ComposableArchitecture.PresentationState<Destination.State> {
            get {
              _$observationRegistrar.access(self, keyPath: \.destination)
              return _destination
            }
            set {
              _$observationRegistrar.mutate(
                self, keyPath: \.destination, &_destination.wrappedValue, newValue.wrappedValue,
                _$isIdentityEqual)
            }
            _modify {
              let identityBefore = _$identity(of: _destination.wrappedValue)
              defer {
                _$observationRegistrar.didModify(
                  self, keyPath: \.destination,
                  identityBefore: identityBefore, identityAfter: _$identity(of: _destination.wrappedValue))
              }
              yield &_destination
            }
          }

          var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
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
            @storageRestrictions(initializes: _alert)
            init(initialValue) {
              _alert = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
            }
            get {
              _alert.wrappedValue
            }
            set {
              _alert.wrappedValue = newValue
            }
            _modify {
              yield &_alert.wrappedValue
            }
          }

          var _alert = ComposableArchitecture.PresentationState<AlertState<Action.Alert>>(wrappedValue: nil)

          public var $alert: ComposableArchitecture.PresentationState<AlertState<Action.Alert>> {
            get {
              _alert
            }
            set {
              _alert = newValue
            }
            _modify {
              yield &_alert
            }
          }
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
          message: "'@Presents' needs an explicit optional type, like '@Presents var destination: Destination.State?'",
          line: 2,
          column: 3
        )
      ]
    )
  }
}
