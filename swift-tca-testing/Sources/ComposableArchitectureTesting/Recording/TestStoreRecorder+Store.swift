import ComposableArchitecture

/// What the test store keeps here for the steps and the end-of-test checks: its dependencies, the
/// step being processed, exhaustivity, and whether the feature finished or dismissed itself.
extension TestStoreRecorder {
  var dependencies: DependencyValues {
    get { withLock { $0.step.dependencies } }
    set { withLock { $0.step.dependencies = newValue } }
  }

  /// Starts the test step written at `location`, in one turn of the lock (a turn costs more
  /// than the step's reducer): the dependencies its assertion runs with and the serial number
  /// of the first effect it may start.
  func beginStep(at location: _SourceLocation) -> (
    dependencies: DependencyValues, firstEffectSerial: Int
  ) {
    withLock { contents in
      contents.step.origin = location
      return (contents.step.dependencies, contents.effects.nextSerial)
    }
  }

  /// Where the test step whose actions are being processed was written.
  var origin: _SourceLocation {
    get { withLock { $0.step.origin } }
    set { withLock { $0.step.origin = newValue } }
  }

  /// The test store's exhaustivity, kept here for the end-of-test checks of its `deinit`.
  var exhaustivity: Exhaustivity {
    get { withLock { $0.step.exhaustivity } }
    set { withLock { $0.step.exhaustivity = newValue } }
  }

  /// Whether `finish()` already ran the end-of-test checks.
  var hasFinished: Bool {
    get { withLock { $0.lifetime.hasFinished } }
    set { withLock { $0.lifetime.hasFinished = newValue } }
  }

  /// Whether the feature under test dismissed itself.
  var isDismissed: Bool { withLock { $0.lifetime.isDismissed } }

  /// How to cancel every effect of the test store, for a dismissal.
  var cancelAllEffects: (@MainActor @Sendable () -> Void)? {
    get { withLock { $0.lifetime.cancelAllEffects } }
    set { withLock { $0.lifetime.cancelAllEffects = newValue } }
  }

  /// The feature under test dismissed itself: its effects are cancelled and skipped.
  @MainActor
  func dismissed() {
    let cancel = withLock { contents in
      contents.lifetime.isDismissed = true
      return contents.lifetime.cancelAllEffects
    }
    cancel?()
  }
}
