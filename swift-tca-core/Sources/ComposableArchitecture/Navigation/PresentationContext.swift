import CustomDump
import Synchronization

/// What an effect of a presented feature can do about its presentation: dismiss it, once.
///
/// Operators that present a child run each of the child's effects with a context of its own, as
/// a task local, so `@Dependency(\.dismiss)` reaches the innermost presentation of the effect
/// that calls it, and a send after that call is caught.
final class PresentationContext: Sendable {
  /// The context of the running effect, if it belongs to a presented feature (or to a test
  /// store's root feature).
  @TaskLocal static var current: PresentationContext?

  /// Whether the feature is presented (a test store's root feature can be dismissed without
  /// being presented).
  let isPresentation: Bool
  private let dismiss: @MainActor @Sendable () -> Void
  private let dismissal = Mutex<_SourceLocation?>(nil)

  init(isPresentation: Bool = true, dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.isPresentation = isPresentation
    self.dismiss = dismiss
  }

  /// Where the effect dismissed its feature, if it did.
  var dismissedAt: _SourceLocation? {
    dismissal.withLock { $0 }
  }

  /// Dismisses the feature, as asked at `location`.
  @MainActor
  func dismiss(at location: _SourceLocation) {
    dismiss()
    dismissal.withLock { $0 = $0 ?? location }
  }
}

extension Effect {
  /// Runs each piece of this effect's asynchronous work in a presentation context of its own,
  /// dismissed by `dismiss`, which receives the `send` of that work. Work a store starts at once
  /// (a publisher's subscription) still starts at once.
  @usableFromInline
  func presented(
    isPresentation: Bool = true,
    dismiss: @escaping @MainActor @Sendable (Send<Action>) -> Void
  ) -> Self {
    switch operation {
    case .none, .send, .cancel:
      return self
    case var .run(run):
      let operation = run.operation
      run.operation = { send in
        let context = PresentationContext(isPresentation: isPresentation) { dismiss(send) }
        await PresentationContext.$current.withValue(context) { await operation(send) }
      }
      if let immediate = run.immediateOperation {
        run.immediateOperation = { @MainActor @Sendable (send: Send<Action>) async in
          let context = PresentationContext(isPresentation: isPresentation) { dismiss(send) }
          await PresentationContext.$current.withValue(context) { await immediate(send) }
        }
      }
      return Self(.run(run))
    case let .merge(effects):
      return Self(
        .merge(effects.map { $0.presented(isPresentation: isPresentation, dismiss: dismiss) }))
    }
  }
}

/// The issue reported when an effect sends an action after dismissing its feature.
func actionAfterDismissalMessage(_ action: Any, dismissedAt location: _SourceLocation) -> String {
  """
  An effect sent an action after it dismissed its feature at \
  "\(location.fileID):\(location.line)".

    Action:
  \(String(customDumping: action).indented(by: 4))

  A dismissed feature's state is gone, so the action was not processed. Send actions before \
  calling "dismiss()", and return from the effect right after it.
  """
}

extension Effect {
  /// Lets this effect's work dismiss the feature at the root of a store with
  /// `@Dependency(\.dismiss)`, which calls `dismiss`. For test tools: a test store marks itself
  /// dismissed.
  ///
  /// ```swift
  /// effect._dismissible { recorder.dismissed() }
  /// ```
  @_spi(Internals) public func _dismissible(by dismiss: @escaping @MainActor @Sendable () -> Void)
    -> Self
  {
    presented(isPresentation: false) { _ in dismiss() }
  }
}
