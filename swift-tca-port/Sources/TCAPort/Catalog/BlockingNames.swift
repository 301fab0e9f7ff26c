/// Names that will not build in a ported package (the store views before TCA 1.7, UIKit's
/// types), each with what to do instead: `BlockerScanner` reports them in kept code, and a build
/// error naming one carries its hint.
enum BlockingNames {
  /// Names that block, each with what to do instead.
  static let hints: [String: String] = {
    var hints: [String: String] = [:]
    // The headless rest of the API before 1.7 (`ViewStore`, `@BindingState`, `BindingViewState`,
    // `BindingViewStore`) is in TCA Lite, deprecated as upstream's.
    let storeView =
      "a SwiftUI view of a store from before TCA 1.7; TCA Lite has no views: observe the store (`store.count`) and send to it"
    for name in [
      "WithViewStore", "IfLetStore", "ForEachStore", "SwitchStore", "NavigationStackStore",
    ] {
      hints[name] = storeView
    }
    let uikit =
      "UIKit is not on Linux: reach it through a dependency client, and keep the live value in a file tca-port.json excludes"
    // `UIImage` has a stand-in in the shims.
    for name in ["UIPasteboard", "UIColor", "UIDevice", "UIScreen"] {
      hints[name] = uikit
    }
    return hints
  }()
}
