import SwiftSyntax

/// Finds names in ported code that will not build on Linux, or not on TCA Lite.
public enum BlockerScanner {
  /// Names that block, each with what to do instead.
  public static let hints: [String: String] = {
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

  /// Names only Combine defines: a file naming none of them does not need it. A file that names
  /// them imports OpenCombine's shim instead, which is Combine on Apple platforms.
  public static let combineNames: Set<String> = [
    "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "Publishers",
    "Publisher", "Just", "Future", "Published", "ObservableObject", "Cancellable", "sink",
    "eraseToAnyPublisher", "objectWillChange",
  ]

  /// The first use of each blocking name in `file`.
  public static func blockers(in file: SourceFileSyntax) -> [Blocker] {
    let converter = SourceLocationConverter(fileName: "", tree: file)
    var seen: Set<String> = []
    var blockers: [Blocker] = []
    for token in file.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, let hint = hints[name],
        seen.insert(name).inserted
      else { continue }
      let line = token.startLocation(converter: converter).line
      blockers.append(Blocker(name: name, line: line, hint: hint))
    }
    return blockers
  }
}
