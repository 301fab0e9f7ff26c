import ComposableArchitecture
import Foundation
import SyncUpsFeature

/// What the terminal shows for the app's state: the screen on top of the navigation stack, with
/// its sheet or alert, as lines of at most `width` characters.
public struct ScreenRenderer {
  /// The row the cursor is on in the screen's list.
  public var selection = 0
  public var width = 80

  public init(selection: Int = 0, width: Int = 80) {
    self.selection = selection
    self.width = width
  }

  /// The lines of the screen for `state`.
  public func render(_ state: AppFeature.State) -> [String] {
    let lines: [String]
    if let id = state.path.ids.last, let top = state.path[id: id] {
      switch top {
      case let .detail(detail):
        lines = render(detail)
      case let .meeting(meeting, syncUp):
        lines = render(meeting, of: syncUp)
      case let .record(record):
        lines = render(record)
      }
    } else if let form = state.syncUpsList.addSyncUp {
      lines = render(form, title: "New sync-up", confirm: "⏎ add", cancel: "esc discard")
    } else {
      lines = render(state.syncUpsList)
    }
    return lines.map(fitted)
  }

  func render(_ list: SyncUpsList.State) -> [String] {
    var lines = ["Daily Sync-ups", ""]
    if list.syncUps.isEmpty {
      lines.append("  No sync-ups yet. Press a to add one.")
    }
    for (index, syncUp) in list.syncUps.enumerated() {
      let marker = index == selection ? "›" : " "
      lines.append(
        "\(marker) \(syncUp.title.isEmpty ? "Untitled" : syncUp.title)  "
          + "· \(syncUp.attendees.count) attendees · \(minutes(syncUp.duration)) · "
          + syncUp.theme.name)
    }
    lines += ["", "↑↓ select  ⏎ open  a add  d delete  q quit"]
    return lines
  }

  func render(_ form: SyncUpForm.State, title: String, confirm: String, cancel: String) -> [String]
  {
    func field(_ name: String, _ value: String, focused: Bool) -> String {
      "\(focused ? "›" : " ") \(name): \(value)\(focused ? "▏" : "")"
    }
    var lines = [title, ""]
    lines.append(field("Title", form.syncUp.title, focused: form.focus == .title))
    lines.append("  Length: \(minutes(form.syncUp.duration))   (←/→ to change)")
    lines.append("  Theme: \(form.syncUp.theme.name)")
    lines.append("")
    lines.append("  Attendees")
    for attendee in form.syncUp.attendees {
      lines.append(
        "  " + field("Name", attendee.name, focused: form.focus == .attendee(attendee.id)))
    }
    lines += ["", "tab/↓ next field (a new attendee after the last)  \(confirm)  \(cancel)"]
    return lines
  }

  func render(_ detail: SyncUpDetail.State) -> [String] {
    switch detail.destination {
    case let .edit(form):
      return render(
        form, title: "Edit \(detail.syncUp.title)", confirm: "⏎ done", cancel: "esc cancel")
    case let .alert(alert):
      return render(alert)
    case nil:
      break
    }
    let syncUp = detail.syncUp
    var lines = [syncUp.title.isEmpty ? "Untitled" : syncUp.title, ""]
    lines.append("  Length: \(minutes(syncUp.duration))   Theme: \(syncUp.theme.name)")
    lines.append("")
    lines.append("  Attendees")
    for attendee in syncUp.attendees {
      lines.append("    \(attendee.name)")
    }
    lines.append("")
    lines.append("  Past meetings")
    if syncUp.meetings.isEmpty {
      lines.append("    None yet.")
    }
    for (index, meeting) in syncUp.meetings.enumerated() {
      let marker = index == selection ? "›" : " "
      lines.append("  \(marker) \(dateText(meeting.date))")
    }
    lines += ["", "s start meeting  e edit  d delete  ⏎ open meeting  esc back"]
    return lines
  }

  func render(_ meeting: Meeting, of syncUp: SyncUp) -> [String] {
    [
      "\(syncUp.title) — \(dateText(meeting.date))", "",
      "  Attendees: " + syncUp.attendees.map(\.name).joined(separator: ", "), "",
      "  Transcript",
    ] + wrapped(meeting.transcript.isEmpty ? "(no transcript)" : meeting.transcript, indent: 4)
      + ["", "esc back"]
  }

  func render(_ record: RecordMeeting.State) -> [String] {
    if let alert = record.alert {
      return render(alert)
    }
    let syncUp = record.syncUp
    var lines = [
      "\(syncUp.title) — recording", "",
      "  \(clock(record.secondsElapsed)) elapsed   \(clock(record.durationRemaining)) remaining",
      "",
    ]
    for (index, attendee) in syncUp.attendees.enumerated() {
      let marker = index == record.speakerIndex ? "▶" : index < record.speakerIndex ? "✓" : " "
      lines.append("  \(marker) \(attendee.name.isEmpty ? "Attendee \(index + 1)" : attendee.name)")
    }
    lines += ["", "  Transcript"]
    lines += wrapped(record.transcript.isEmpty ? "…" : record.transcript, indent: 4)
    lines += ["", "n next speaker  e end meeting"]
    return lines
  }

  func render<Action>(_ alert: AlertState<Action>) -> [String] {
    var lines = [String(state: alert.title), ""]
    if let message = alert.message {
      lines += wrapped(String(state: message), indent: 2) + [""]
    }
    for (index, button) in alert.buttons.enumerated() {
      let marker = index == selection ? "›" : " "
      lines.append("\(marker) [\(String(state: button.label))]")
    }
    lines += ["", "↑↓ select  ⏎ choose"]
    return lines
  }

  private func fitted(_ line: String) -> String {
    line.count <= width ? line : String(line.prefix(max(0, width - 1))) + "…"
  }

  private func wrapped(_ text: String, indent: Int) -> [String] {
    let limit = max(10, width - indent)
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= limit {
        current += " \(word)"
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map { String(repeating: " ", count: indent) + $0 }
  }

  private func minutes(_ duration: Duration) -> String {
    let seconds = Int(duration.components.seconds)
    return seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds) s"
  }

  private func clock(_ seconds: Int) -> String {
    let seconds = max(0, seconds)
    return String(format: "%d:%02d", seconds / 60, seconds % 60)
  }

  private func dateText(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
  }
}
