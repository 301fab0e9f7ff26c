import Foundation
import SwiftUI

/// A task: its title, when it is due, and the colour of its tag.
struct TaskItem: Equatable, Identifiable {
  let id: UUID
  var title: String
  var isDone = false
  var due: Date?
  var tag: Tag = .personal

  enum Tag: String, CaseIterable, Equatable {
    case personal, work, urgent

    /// The tag's colour, kept in state by the list's filter.
    var color: Color {
      switch self {
      case .personal: .blue
      case .work: .orange
      case .urgent: .urgentRed
      }
    }

    var label: LocalizedStringKey { LocalizedStringKey(rawValue.capitalized) }
  }
}

extension Color {
  static let urgentRed = Color(red: 0.9, green: 0.1, blue: 0.1)
}

extension TaskItem {
  /// A row of the list: a view nested in a model's extension.
  struct Row: View {
    let task: TaskItem

    var body: some View {
      HStack {
        Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
        Text(task.title)
        if let due = task.due, let left = elapsedFormatter.string(from: .now, to: due) {
          Text(left)
        }
        Spacer()
        Circle().fill(task.tag.color).frame(width: 8, height: 8)
      }
    }
  }

  /// The row's accessibility text: a helper the feature uses too.
  var summary: String {
    "\(title)\(isDone ? ", done" : "")\(due.map { ", due \(formattedDueDate($0))" } ?? "")"
  }
}
