/// Names that will not build in a ported package (the view-store API before TCA 1.7, UIKit's
/// types), each with what to do instead: `BlockerScanner` reports them in kept code, and a build
/// error naming one carries its hint.
enum BlockingNames {
  /// Names that block, each with what to do instead.
  static let hints: [String: String] = {
    var hints: [String: String] = [:]
    let viewStore =
      "a view-store API from before TCA 1.7, which TCA Lite does not have: observe the store (`store.count`) and send to it"
    for name in [
      "ViewStore", "WithViewStore", "ViewStoreOf", "IfLetStore", "ForEachStore", "SwitchStore",
      "NavigationStackStore",
    ] {
      hints[name] = viewStore
    }
    let deprecated =
      "a deprecated API TCA Lite does not provide: use @ObservableState state and `$store.field` bindings"
    for name in ["BindingState", "BindingViewState", "BindingViewStore"] {
      hints[name] = deprecated
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
