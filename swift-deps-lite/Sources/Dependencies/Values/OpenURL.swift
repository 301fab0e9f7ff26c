import Foundation

extension DependencyValues {
  /// Opens a URL outside the app, returning whether it was opened. Tests must override it.
  ///
  /// ```swift
  /// @Dependency(\.openURL) var openURL
  /// await openURL(URL(string: "https://www.pointfree.co")!)
  ///
  /// // In a test:
  /// $0.openURL = OpenURLEffect { opened.withValue { $0.append($1) }; return true }
  /// ```
  ///
  /// The live value opens nothing and returns `false`: this package has no view layer to hand
  /// the URL to, so apps inject their platform's opener.
  public var openURL: OpenURLEffect {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  /// The key of ``openURL``; it has no test value.
  public enum OpenURLKey: DependencyKey {
    public static var liveValue: OpenURLEffect { OpenURLEffect { _ in false } }
  }
}

/// Opens URLs; see ``DependencyValues/openURL``.
public struct OpenURLEffect: Sendable {
  private let open: @Sendable (URL) async -> Bool

  /// An effect that opens URLs with `open`.
  ///
  /// ```swift
  /// OpenURLEffect { url in await platformOpen(url) }
  /// ```
  public init(_ open: @escaping @Sendable (URL) async -> Bool) {
    self.open = open
  }

  /// Opens `url` and returns whether it was opened.
  @discardableResult
  public func callAsFunction(_ url: URL) async -> Bool {
    await open(url)
  }
}
