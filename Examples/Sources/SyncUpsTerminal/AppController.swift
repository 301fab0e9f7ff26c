import ComposableArchitecture
import Foundation
import SyncUpsFeature

/// Turns keys into the app's actions for the screen on top, as a person would with the SwiftUI
/// app's buttons and fields, and remembers the cursor of the screen's list.
@MainActor
public final class AppController {
  public let store: StoreOf<AppFeature>
  /// The row the cursor is on.
  public private(set) var selection = 0
  private var startedRecordings: Set<StackElementID> = []

  public init(store: StoreOf<AppFeature>) {
    self.store = store
  }

  private var stack: NavigationStackDriver<AppFeature.Path.State, AppFeature.Path.Action> {
    NavigationStackDriver(store.scope(state: \.path, action: \.path))
  }

  /// Handles `key`; returns `false` when the user asked to quit.
  @discardableResult
  public func handle(_ key: Key) -> Bool {
    if key == .interrupt { return false }
    defer { startRecordingIfNeeded() }
    let state = store.state
    guard let top = stack.elements.last else {
      if let form = state.syncUpsList.addSyncUp {
        editForm(
          form, key: key, confirm: .syncUpsList(.confirmAddButtonTapped),
          cancel: .syncUpsList(.discardButtonTapped)
        ) { .syncUpsList(.addSyncUp(.presented($0))) }
        return true
      }
      return handleList(key, count: state.syncUpsList.syncUps.count)
    }
    switch top.store.state {
    case let .detail(detail):
      handleDetail(detail, key: key, id: top.id)
    case .meeting:
      if key == .escape { stack.pop() }
    case let .record(record):
      handleRecord(record, key: key, id: top.id)
    }
    return true
  }

  /// Meetings start their timer when their screen appears, as SwiftUI's `.task` does.
  private func startRecordingIfNeeded() {
    for element in stack.elements where !startedRecordings.contains(element.id) {
      if case .record = element.store.state {
        startedRecordings.insert(element.id)
        store.send(.path(.element(id: element.id, action: .record(.onTask))))
      }
    }
  }

  private func handleList(_ key: Key, count: Int) -> Bool {
    switch key {
    case .up: moveSelection(by: -1, count: count)
    case .down: moveSelection(by: 1, count: count)
    case .character("a"): store.send(.syncUpsList(.addSyncUpButtonTapped))
    case .character("d") where count > 0:
      store.send(.syncUpsList(.onDelete([selection])))
      selection = max(0, min(selection, count - 2))
    case .enter where count > 0:
      let id = store.syncUpsList.syncUps[selection].id
      if let shared = Shared<SyncUp>(store.state.syncUpsList.$syncUps[id: id]) {
        selection = 0
        stack.push(.detail(SyncUpDetail.State(syncUp: shared)))
      }
    case .character("q"), .escape:
      return false
    default:
      break
    }
    return true
  }

  private func handleDetail(_ detail: SyncUpDetail.State, key: Key, id: StackElementID) {
    func send(_ action: SyncUpDetail.Action) {
      store.send(.path(.element(id: id, action: .detail(action))))
    }
    switch detail.destination {
    case let .edit(form):
      editForm(
        form, key: key,
        confirm: .path(.element(id: id, action: .detail(.doneEditingButtonTapped))),
        cancel: .path(.element(id: id, action: .detail(.cancelEditButtonTapped)))
      ) { .path(.element(id: id, action: .detail(.destination(.presented(.edit($0)))))) }
      return
    case let .alert(alert):
      chooseButton(of: alert, key: key) { action in
        send(.destination(action.map { .presented(.alert($0)) } ?? .dismiss))
      }
      return
    case nil:
      break
    }
    let meetings = detail.syncUp.meetings
    switch key {
    case .up: moveSelection(by: -1, count: meetings.count)
    case .down: moveSelection(by: 1, count: meetings.count)
    case .character("s"): send(.startMeetingButtonTapped)
    case .character("e"): send(.editButtonTapped)
    case .character("d"):
      selection = 0
      send(.deleteButtonTapped)
    case .enter where !meetings.isEmpty:
      stack.push(.meeting(meetings[selection], syncUp: detail.syncUp))
    case .escape:
      selection = 0
      stack.pop()
    default:
      break
    }
  }

  private func handleRecord(_ record: RecordMeeting.State, key: Key, id: StackElementID) {
    func send(_ action: RecordMeeting.Action) {
      store.send(.path(.element(id: id, action: .record(action))))
    }
    if let alert = record.alert {
      chooseButton(of: alert, key: key) { action in
        send(.alert(action.map { .presented($0) } ?? .dismiss))
      }
      return
    }
    switch key {
    case .character("n"): send(.nextButtonTapped)
    case .character("e"):
      selection = 0
      send(.endMeetingButtonTapped)
    default: break
    }
  }

  /// Moves through an alert's buttons, and on enter sends the chosen one's action (`nil` for a
  /// button without one, which dismisses).
  private func chooseButton<Action>(
    of alert: AlertState<Action>, key: Key, send: (Action?) -> Void
  ) {
    switch key {
    case .up: moveSelection(by: -1, count: alert.buttons.count)
    case .down: moveSelection(by: 1, count: alert.buttons.count)
    case .enter where selection < alert.buttons.count:
      let action = alert.buttons[selection].action.action
      selection = 0
      send(action)
    case .escape:
      selection = 0
      send(nil)
    default: break
    }
  }

  /// Types into the focused field of a sync-up form; tab and arrows move between fields (down on
  /// the last attendee adds one), left and right change the length, enter confirms.
  private func editForm(
    _ form: SyncUpForm.State,
    key: Key,
    confirm: AppFeature.Action,
    cancel: AppFeature.Action,
    embed: (SyncUpForm.Action) -> AppFeature.Action
  ) {
    var syncUp = form.syncUp
    let fields: [SyncUpForm.State.Field] = [.title] + syncUp.attendees.map { .attendee($0.id) }
    let position = form.focus.flatMap { fields.firstIndex(of: $0) } ?? 0
    func edit(_ change: (inout String) -> Void) {
      switch fields[position] {
      case .title: change(&syncUp.title)
      case let .attendee(id):
        if syncUp.attendees[id: id] != nil { change(&syncUp.attendees[id: id]!.name) }
      }
      store.send(embed(.binding(.set(\.syncUp, syncUp))))
    }
    switch key {
    case let .character(character): edit { $0.append(character) }
    case .backspace: edit { if !$0.isEmpty { $0.removeLast() } }
    case .tab, .down:
      if position == fields.count - 1, position > 0 {
        store.send(embed(.addAttendeeButtonTapped))
      } else {
        store.send(embed(.binding(.set(\.focus, fields[(position + 1) % fields.count]))))
      }
    case .up:
      store.send(embed(.binding(.set(\.focus, fields[max(0, position - 1)]))))
    case .left, .right:
      syncUp.duration = Self.length(after: syncUp.duration, longer: key == .right)
      store.send(embed(.binding(.set(\.syncUp, syncUp))))
    case .enter: store.send(confirm)
    case .escape: store.send(cancel)
    case .interrupt: break
    }
  }

  /// The next length a sync-up can have: whole minutes, and 5-second steps under a minute for
  /// quick tries.
  static func length(after duration: Duration, longer: Bool) -> Duration {
    let seconds = Int(duration.components.seconds)
    let step = seconds < 60 || (seconds == 60 && !longer) ? 5 : 60
    let next = (seconds / step + (longer ? 1 : seconds % step == 0 ? -1 : 0)) * step
    return .seconds(max(5, next))
  }

  private func moveSelection(by offset: Int, count: Int) {
    guard count > 0 else { return }
    selection = max(0, min(count - 1, selection + offset))
  }
}
