import SwiftUI

/// The due date as the list shows it, and as the feature's alerts say it.
func formattedDueDate(_ date: Date) -> String {
  let days = Int(date.timeIntervalSinceReferenceDate / 86_400)
  return "day \(days)"
}

/// How long ago a task was done, as its row says it: views only, and Linux Foundation has no
/// `DateComponentsFormatter`.
let elapsedFormatter: DateComponentsFormatter = {
  let formatter = DateComponentsFormatter()
  formatter.allowedUnits = [.day, .hour]
  return formatter
}()

extension View {
  /// The card look of every row.
  func cardStyle() -> some View {
    padding(8).background(Color.gray.opacity(0.1)).cornerRadius(8)
  }
}

@ViewBuilder
func emptyState(_ message: String) -> some View {
  Text(message).foregroundStyle(.secondary)
}

#if os(iOS)
  import UIKit

  struct ShareSheet: UIViewControllerRepresentable {
    let text: String

    func makeUIViewController(context: Context) -> UIActivityViewController {
      UIActivityViewController(activityItems: [text], applicationActivities: nil)
    }

    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
  }
#endif
