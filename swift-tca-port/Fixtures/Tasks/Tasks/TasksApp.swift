// A small SwiftUI app for tca-port's tests: features with views, previews, UIKit pieces and
// Apple value types in state. It is never built here; tca-port ports it.

import ComposableArchitecture
import SwiftUI

#if os(iOS)
  import UIKit

  final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
      true
    }
  }
#endif

@main
struct TasksApp: App {
  #if os(iOS)
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
  #endif
  @State var store = Store(initialState: TaskList.State()) { TaskList() }

  var body: some Scene {
    WindowGroup {
      NavigationStack {
        TaskListView(store: store)
      }
    }
  }
}
