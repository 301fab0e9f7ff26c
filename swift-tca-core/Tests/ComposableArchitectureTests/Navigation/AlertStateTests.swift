import CustomDump
import Testing

@testable import ComposableArchitecture

struct AlertStateTests {
  enum Alert: Equatable, Hashable {
    case archive
    case confirmDeletion
  }

  func deletionAlert(canArchive: Bool) -> AlertState<Alert> {
    AlertState {
      TextState("Delete item?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) {
        TextState("Delete")
      }
      if canArchive {
        ButtonState(action: .send(.archive)) {
          TextState("Archive")
        }
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState("This cannot be undone.")
    }
  }

  @Test func alertsAreEqualByContentNotIdentity() {
    let a = deletionAlert(canArchive: true)
    let b = deletionAlert(canArchive: true)
    #expect(a.id != b.id)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != deletionAlert(canArchive: false))
  }

  @Test func theBuilderListsButtonsInOrder() {
    let alert = deletionAlert(canArchive: true)
    #expect(
      alert.buttons.map(\.label) == [
        TextState("Delete"), TextState("Archive"), TextState("Cancel"),
      ])
    #expect(alert.buttons.map(\.role) == [.destructive, nil, .cancel])
    #expect(alert.buttons.map(\.action.action) == [.confirmDeletion, .archive, nil])
    #expect(deletionAlert(canArchive: false).buttons.count == 2)
    var sent: [Alert?] = []
    alert.buttons[0].withAction { sent.append($0) }
    #expect(sent == [.confirmDeletion])
  }

  @Test func alertsDumpReadably() {
    var alert = AlertState<Alert> { TextState("Saved") }
    #expect(
      String(customDumping: alert) == #"AlertState(title: "Saved")"#)
    alert.buttons = [ButtonState(role: .cancel) { TextState("OK") }]
    alert.message = TextState("All good.")
    #expect(
      String(customDumping: alert) == """
        AlertState(
          title: "Saved",
          actions: [
            [0]: ButtonState(
              role: .cancel,
              action: .send(nil),
              label: "OK"
            )
          ],
          message: "All good."
        )
        """)
  }

  @Test func dialogsAndMapping() {
    let dialog = ConfirmationDialogState<Alert>(titleVisibility: .visible) {
      TextState("Share")
    } actions: {
      for action in [Alert.archive, .confirmDeletion] {
        ButtonState(action: action) { TextState("\(action)") }
      }
    }
    #expect(dialog.buttons.count == 2)
    let mapped = dialog.map { $0.map { PresentationAction.presented($0) } }
    #expect(mapped.id == dialog.id)
    #expect(
      mapped.buttons.map(\.action.action) == [.presented(.archive), .presented(.confirmDeletion)])
    #expect(String(state: TextState("Hello, ") + TextState(verbatim: "Blob")) == "Hello, Blob")
  }
}

/// SyncUps' detail destination: the alert case is ignored by `@Reducer` (the actions enum is
/// written by hand), and is dismissed by its buttons all the same.
@Reducer
struct IgnoredAlertDetail {
  @Reducer
  enum Destination {
    @ReducerCaseIgnored case alert(AlertState<Alert>)
    case edit(CounterFeature)

    @CasePathable
    enum Action {
      case alert(Alert)
      case edit(CounterFeature.Action)
    }

    enum Alert { case confirmDeletion }
  }

  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
    var deleted = false
  }
  enum Action {
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.destination = .alert(AlertState { TextState("Delete?") })
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.deleted = true
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@MainActor
@Test func anIgnoredAlertCaseIsDismissedByItsButtons() {
  let store = Store(initialState: IgnoredAlertDetail.State()) { IgnoredAlertDetail() }
  store.send(.deleteButtonTapped)
  #expect(store.destination?.alert != nil)
  store.send(.destination(.presented(.alert(.confirmDeletion))))
  #expect(store.deleted)
  #expect(store.destination == nil)
}

/// An alert and a dialog in plain optionals, presented by `ifLet` with no child reducer.
@Reducer
struct PlainOptionalAlerts {
  @ObservableState
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var dialog: ConfirmationDialogState<Action.Dialog>?
    var log: [String] = []
  }
  enum Action {
    case alert(Alert)
    case dialog(Dialog)
    case showAlert
    case showDialog
    enum Alert { case confirm, again }
    enum Dialog { case pick }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showAlert, .alert(.again):
        state.alert = AlertState { TextState("Sure?") }
        return .none
      case .showDialog:
        state.dialog = ConfirmationDialogState { TextState("Pick") }
        return .none
      case .alert(.confirm):
        state.log.append("confirmed")
        return .none
      case .dialog(.pick):
        state.log.append("picked")
        return .none
      }
    }
    .ifLet(\.alert, action: \.alert)
    .ifLet(\.dialog, action: \.dialog)
  }
}

@MainActor
@Test func alertsInPlainOptionalsAreDismissedByTheirActions() {
  let store = Store(initialState: PlainOptionalAlerts.State()) { PlainOptionalAlerts() }
  store.send(.showAlert)
  store.send(.alert(.confirm))
  #expect(store.alert == nil)
  store.send(.showDialog)
  store.send(.dialog(.pick))
  #expect(store.dialog == nil)
  #expect(store.log == ["confirmed", "picked"])
  // The parent presented another alert in answer: that one stays.
  store.send(.showAlert)
  store.send(.alert(.again))
  #expect(store.alert != nil)
}
