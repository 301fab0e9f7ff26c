import AppFeature
import ComposableArchitecture
import SwiftUI

@main
struct WorkoutsApp: App {
  let store = Store(initialState: AppFeature.State()) { AppFeature() }

  var body: some Scene {
    WindowGroup { AppView(store: store) }
  }
}
