import IssueReporting

#if canImport(Foundation)
  import Foundation
#endif

/// Where a dependency is being used: in the running app, in a preview, or in a test. It picks
/// which of a key's values is the default.
///
/// The context is detected automatically (`.test` under XCTest and Swift Testing, `.preview` in
/// Xcode previews, `.live` otherwise) and can be overridden like any dependency:
///
/// ```swift
/// withDependencies { $0.context = .preview } operation: { … }
/// ```
public enum DependencyContext: Sendable, Equatable {
  /// The app: keys use `liveValue`.
  case live
  /// A preview: keys use `previewValue`.
  case preview
  /// A test: keys use `testValue`.
  case test

  /// The context of the current process, detected once.
  static let detected: DependencyContext = {
    if isTesting { return .test }
    #if canImport(Foundation)
      if ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" {
        return .preview
      }
    #endif
    return .live
  }()
}

extension DependencyValues {
  /// The context dependencies resolve their default values in.
  ///
  /// ```swift
  /// @Dependency(\.context) var context
  /// if context == .test { … }
  /// ```
  public var context: DependencyContext {
    get { resolvedContext }
    set { self[DependencyContextKey.self] = newValue }
  }

  enum DependencyContextKey: DependencyKey {
    static var liveValue: DependencyContext { DependencyContext.detected }
    static var testValue: DependencyContext { DependencyContext.detected }
  }
}

extension DependencyValues {
  /// Dependencies that resolve their live values, wherever they run.
  ///
  /// ```swift
  /// withDependencies { $0 = .live } operation: { … }
  /// ```
  public static var live: Self { Self(context: .live) }

  /// Dependencies that resolve their preview values.
  ///
  /// ```swift
  /// withDependencies { $0 = .preview } operation: { … }
  /// ```
  public static var preview: Self { Self(context: .preview) }

  /// Dependencies that resolve their test values.
  ///
  /// ```swift
  /// withDependencies { $0 = .test } operation: { … }
  /// ```
  public static var test: Self { Self(context: .test) }

  private init(context: DependencyContext) {
    self.init()
    self.context = context
  }
}
