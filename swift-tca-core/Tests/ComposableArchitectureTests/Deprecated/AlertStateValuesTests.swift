import ComposableArchitecture
import Testing

/// TCA 0.x made alerts, dialogs and their buttons of values; they are the builders' alerts.
struct AlertStateValuesTests {
  enum Alert: Equatable {
    case confirmDeletion
    case retry
  }

  @available(*, deprecated)
  @Test func aDismissButtonAlertIsTheBuildersAlert() {
    let alert = AlertState<Alert>(
      title: TextState("Error"),
      message: TextState("Offline"),
      dismissButton: .cancel(TextState("Dismiss"), action: .none)
    )
    let built = AlertState<Alert> {
      TextState("Error")
    } actions: {
      ButtonState(role: .cancel) { TextState("Dismiss") }
    } message: {
      TextState("Offline")
    }
    #expect(alert == built)
    #expect(AlertState<Alert>(title: TextState("Done")).buttons.isEmpty)
  }

  @available(*, deprecated)
  @Test func twoButtonsKeepTheirOrderRolesAndActions() {
    let alert = AlertState<Alert>(
      title: TextState("Delete?"),
      primaryButton: .destructive(TextState("Delete"), action: .send(.confirmDeletion)),
      secondaryButton: .default(TextState("Retry"), action: .send(.retry))
    )
    #expect(alert.message == nil)
    #expect(alert.buttons.map(\.role) == [.destructive, nil])
    #expect(alert.buttons.map(\.action.action) == [.confirmDeletion, .retry])
    let listed = AlertState<Alert>(
      title: TextState("Delete?"),
      buttons: [
        .destructive(TextState("Delete"), action: .send(.confirmDeletion)),
        .default(TextState("Retry"), action: .send(.retry)),
      ]
    )
    #expect(listed == alert)
  }

  @available(*, deprecated)
  @Test func aDialogOfValuesIsTheBuildersDialog() {
    let dialog = ActionSheetState<Alert>(
      title: TextState("Share"),
      titleVisibility: .visible,
      message: TextState("To whom?"),
      buttons: [.cancel(TextState("Cancel"))]
    )
    let built = ConfirmationDialogState<Alert>(titleVisibility: .visible) {
      TextState("Share")
    } actions: {
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("To whom?")
    }
    #expect(dialog == built)
    #expect(ConfirmationDialogState<Alert>(title: TextState("Share")).titleVisibility == .automatic)
  }
}
