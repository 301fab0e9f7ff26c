@_spi(Internals) import ComposableArchitecture
import CustomDump
@_spi(Internals) import Sharing

extension TestStore {
  /// Waits for every in-flight effect to finish, then checks that nothing was left unasserted.
  ///
  /// ```swift
  /// await store.send(.stopButtonTapped)
  /// await store.finish()
  /// ```
  ///
  /// Call it at the end of tests whose store outlives the test function (a suite property), where
  /// the end-of-test checks of `deinit` would not run.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let timeout = timeout ?? self.timeout
    _ = await reach(.effectsFinished, timeout: timeout)
    let effects = recorder.inFlightEffects
    if !effects.isEmpty, isExhaustive {
      let suggestion = inFlightSuggestion(timeout: timeout)
      report(
        TestStoreMessage.effectsDidNotFinish(
          timeout: timeout, suggestion: suggestion.text, note: suggestion.note),
        at: location
      )
    }
    // Effects still running are reported when the store ends, as upstream does: a later
    // `skipInFlightEffects()` can still let them go.
    checkEndOfTest(
      recorder: recorder, sharedChanges: sharedChanges, creation: creation,
      includingEffects: effects.isEmpty)
    recorder.hasFinished = effects.isEmpty
  }

  /// Stops tracking every effect still in flight: the test no longer has to wait for them or
  /// cancel them before it ends.
  ///
  /// ```swift
  /// await store.skipInFlightEffects()
  /// ```
  ///
  /// As upstream's, the effects are not cancelled: one that sends later is still received
  /// (`store.receive`), and the store cancels what is left when it goes away. (Upstream's
  /// documentation and its skipped-work message say "cancelled"; its code, and this, forget.)
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !recorder.inFlightEffects.isEmpty else {
      if strict { report(TestStoreMessage.noEffectsToSkip, at: location) }
      return
    }
    let effects = recorder.inFlightEffects
    recorder.forgetInFlightEffects()
    if exhaustivity.showsSkippedWork {
      reportSkipped(cancelledEffectsMessage(effects), at: location)
    }
  }

  /// Accepts every action received so far without asserting them; the state becomes the last
  /// one's.
  ///
  /// ```swift
  /// await store.skipReceivedActions()
  /// ```
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settleEffects()
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !recorder.received.isEmpty else {
      if strict { report(TestStoreMessage.noActionsToSkip, at: location) }
      return
    }
    skipAllReceived(at: location)
  }

  /// Moves the state on to the last received action's, as if each had been asserted; shows the
  /// skipped actions when the exhaustivity asks to.
  func skipAllReceived(at location: _SourceLocation) {
    let skipped = recorder.removeAllReceived()
    guard let last = skipped.last else { return }
    state = last.state
    if exhaustivity.showsSkippedWork {
      reportSkipped(TestStoreMessage.skippedActions(skipped.map(\.action)), at: location)
    }
  }
}

/// The end-of-test checks: actions received but not asserted, and effects still running
/// (reported at the step that started them).
func checkEndOfTest<State, Action>(
  recorder: TestStoreRecorder<State, Action>,
  sharedChanges: _SharedChangeTracker,
  creation: _SourceLocation,
  includingEffects: Bool = true
) {
  let exhaustivity = recorder.exhaustivity
  if sharedChanges.hasChanges {
    let message = TestStoreMessage.unassertedSharedState(sharedChangesDescription(sharedChanges))
    if exhaustivity == .on {
      creation.report(message)
    } else if exhaustivity.showsSkippedWork {
      reportSkipped(message, at: creation)
    }
    sharedChanges.reset()
  }
  guard exhaustivity == .on else {
    guard exhaustivity.showsSkippedWork else { return }
    let skipped = recorder.removeAllReceived()
    if !skipped.isEmpty {
      reportSkipped(TestStoreMessage.skippedActions(skipped.map(\.action)), at: creation)
    }
    let effects = recorder.inFlightEffects
    if includingEffects, !effects.isEmpty {
      reportSkipped(cancelledEffectsMessage(effects), at: creation)
    }
    return
  }
  let unhandled = recorder.removeAllReceived()
  if !unhandled.isEmpty {
    let actions = unhandled.map { "    " + debugCaseOutput($0.action, abbreviated: true) }
    creation.report(TestStoreMessage.unhandledActions(actions))
  }
  // A dismissed feature's effects were cancelled with it.
  guard includingEffects, !recorder.isDismissed else { return }
  for effect in recorder.inFlightEffects {
    effect.origin.report(
      TestStoreMessage.effectStillRunning(
        createdAt: effect.location.map { "\($0.fileID):\($0.line)" } ?? "an unknown location"))
  }
}

/// Each changed shared value with the `−`/`+` diff from its last asserted value to its current one.
func sharedChangesDescription(_ sharedChanges: _SharedChangeTracker) -> String {
  sharedChanges.changes
    .map { change in
      let difference = lineDiff(change.before, change.after) ?? "  \(change.after)"
      return "\(change.description):\n\(difference.indented(by: 2))"
    }
    .joined(separator: "\n\n")
}

/// The note for in-flight effects a non-exhaustive test cancelled.
func cancelledEffectsMessage(_ effects: [TestStoreInFlightEffect]) -> String {
  TestStoreMessage.cancelledEffects(
    actions: effects.map(\.action),
    createdAt: effects.map {
      "\($0.origin.fileID):\($0.origin.line) (\($0.locationDescription))"
    })
}
