import Dependencies

/// Dismisses the presented feature that calls it: the child's way to close itself without
/// telling its parent.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
///
/// case .closeButtonTapped:
///   return .run { _ in await self.dismiss() }
/// ```
///
/// Calling it sends `.dismiss` for the innermost presentation of the effect that calls it (or
/// pops a stack element), which sets its state to `nil` after the parent has seen it. It is
/// asynchronous, so call it from an effect. The effect must not send actions afterwards: its
/// feature is gone, so that is a reported issue and the action is dropped. Where nothing can be
/// dismissed (a root feature in an app), calling it is a reported issue.
public struct DismissEffect: Sendable {
  private let override: (@MainActor @Sendable () -> Void)?

  /// The dismissal of whichever presentation runs the calling effect.
  public init() {
    self.override = nil
  }

  /// A dismissal that calls `dismiss` instead, for tests of a feature on its own.
  ///
  /// ```swift
  /// $0.dismiss = DismissEffect { dismissed.setValue(true) }
  /// ```
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.override = dismiss
  }

  /// Dismisses the feature whose effect calls it.
  ///
  /// ```swift
  /// await self.dismiss()
  /// ```
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let override { return override() }
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let context = PresentationContext.current else {
      location.report(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed. …

        This is generally considered an application logic error, and can happen when a reducer \
        assumes it runs in a presentation context. If a reducer can run at both the root level \
        of an application, as well as in a presentation destination, use \
        @Dependency(\\.isPresented) to determine if the reducer is being presented before \
        calling @Dependency(\\.dismiss).
        """
      )
      return
    }
    context.dismiss(at: location)
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}

private enum IsPresentedKey: DependencyKey {
  static let liveValue: Bool? = nil
  static let testValue: Bool? = nil
}

extension DependencyValues {
  /// Dismisses the presented feature whose effect calls it; see ``DismissEffect``.
  ///
  /// ```swift
  /// @Dependency(\.dismiss) var dismiss
  /// ```
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }

  /// Whether the feature reading it is presented (by `ifLet` on presentation state, or in a
  /// navigation stack), so that calling ``dismiss`` would dismiss it.
  ///
  /// ```swift
  /// @Dependency(\.isPresented) var isPresented
  ///
  /// case .closeButtonTapped:
  ///   return isPresented ? .run { _ in await dismiss() } : .none
  /// ```
  ///
  /// True in a presented feature's reducer and in its effects; settable for tests.
  public var isPresented: Bool {
    get {
      self[IsPresentedKey.self]
        ?? (PresentedChildFlag.isSet || PresentationContext.current?.isPresentation == true)
    }
    set { self[IsPresentedKey.self] = newValue }
  }
}
