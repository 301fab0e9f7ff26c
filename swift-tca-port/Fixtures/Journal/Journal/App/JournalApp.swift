import ComposableArchitecture
import SwiftUI

@main
struct JournalApp: App {
  static let store = Store(initialState: EntriesFeature.State()) {
    EntriesFeature()
  }

  var body: some Scene {
    WindowGroup {
      NavigationStack {
        EntriesView(store: Self.store)
      }
    }
  }
}
